import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { KYC_FILE_MAX_BYTES, KYC_FILES_PER_UPLOAD } from '@/core/kyc';
import { AppError } from '@/server/errors';
import { FileStore } from '@/server/lib/file-store';
import { imageType } from '@/server/lib/image-type';
import type { KycContentType } from './kyc.tables';

/**
 * KYC files on disk: DATA_DIR/kyc/<brand>/<uuid>, like support images (support-files.ts): a random name, written
 * to a temporary name then renamed, readable by the owner only, served only through the authorised download.
 */

export interface KycUpload {
  data: Buffer;
  contentType: KycContentType;
}

const PDF_MAGIC = Buffer.from('%PDF-');

/** png, jpg or pdf by their magic bytes (the declared content type and file name are never trusted). */
export function documentType(data: Buffer): KycContentType | undefined {
  if (data.length >= PDF_MAGIC.length && data.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC))
    return 'application/pdf';
  return imageType(data);
}

/** The multipart limits of the upload route (@fastify/multipart counts them while it reads). */
export const KYC_MULTIPART_LIMITS = {
  fileSize: KYC_FILE_MAX_BYTES,
  files: KYC_FILES_PER_UPLOAD,
  fields: 4,
  parts: 8,
  fieldSize: 1_000,
};

/** Every part of an upload read and checked (≤ 3 png/jpg/pdf files ≤ 5 MB, sniffed) before anything is stored. */
export async function readKycMultipart(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; files: KycUpload[] }> {
  const fields: Record<string, string> = {};
  const files: KycUpload[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'files' && part.fieldname !== 'files[]')
          throw new AppError('invalid_request', { field: part.fieldname, detail: 'files go in "files"' });
        const data = await part.toBuffer();
        const contentType = documentType(data);
        if (!contentType) throw new AppError('kyc_file_type');
        files.push({ data, contentType });
      } else if (typeof part.value === 'string' && !(part.fieldname in fields)) {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('kyc_file_too_large', { max: KYC_FILE_MAX_BYTES / 1024 / 1024 });
    if (code === 'FST_FILES_LIMIT') throw new AppError('kyc_too_many_files', { max: KYC_FILES_PER_UPLOAD });
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new AppError('invalid_request', { field: 'body', detail: 'too many parts' });
    if (error instanceof AppError) throw error;
    throw new AppError('invalid_request', { field: 'body', detail: 'malformed multipart body' });
  }
  return { fields, files };
}

/** The KYC documents on disk (lib/file-store.ts). */
export class KycFiles extends FileStore<KycUpload> {}

/** The KYC file store of a data folder (the server's and the ops CLI's are the same folder). */
export const kycFilesIn = (dataDir: string) => new KycFiles(join(dataDir, 'kyc'));
