import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { KYC_FILE_MAX_BYTES, KYC_FILES_PER_UPLOAD } from '@/core/kyc';
import { AppError } from '@/server/errors';
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

export class KycFiles {
  constructor(private readonly root: string) {}

  private pathOf(brand: string, id: string) {
    return join(this.root, brand, id);
  }

  /** Writes the files (temp name, then rename) and returns their ids; the caller records them in its transaction. */
  async store(brand: string, uploads: KycUpload[]): Promise<{ id: string; upload: KycUpload }[]> {
    await mkdir(join(this.root, brand), { recursive: true, mode: 0o700 });
    const stored: { id: string; upload: KycUpload }[] = [];
    for (const upload of uploads) {
      const id = randomUUID();
      const path = this.pathOf(brand, id);
      await writeFile(`${path}.part`, upload.data, { mode: 0o600 });
      await rename(`${path}.part`, path);
      stored.push({ id, upload });
    }
    return stored;
  }

  /** Removes files whose database rows were never written (the transaction failed). */
  async discard(brand: string, ids: string[]): Promise<void> {
    await Promise.all(ids.map((id) => rm(this.pathOf(brand, id), { force: true })));
  }

  read(brand: string, id: string): Promise<Buffer> {
    return readFile(this.pathOf(brand, id));
  }
}

/** The KYC file store of a data folder (the server's and the ops CLI's are the same folder). */
export const kycFilesIn = (dataDir: string) => new KycFiles(join(dataDir, 'kyc'));
