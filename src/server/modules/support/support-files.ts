import type { FastifyRequest } from 'fastify';
import { SUPPORT_IMAGE_MAX_BYTES, SUPPORT_IMAGE_MAX_FILES } from '@/core/support';
import { AppError } from '@/server/errors';
import { FileStore } from '@/server/lib/file-store';
import { imageType } from '@/server/lib/image-type';

/**
 * Support images on disk: DATA_DIR/support/<brand>/<uuid>. The name is a random UUID and the files are only
 * served through the authorised download (support.routes.ts), never from a public folder.
 */

export interface Upload {
  data: Buffer;
  contentType: 'image/png' | 'image/jpeg';
}

/** Every part of a multipart body read and checked (≤ 3 png/jpg ≤ 5 MB, sniffed) before anything is stored. */
export async function readMultipart(
  request: FastifyRequest,
  fileField: string,
): Promise<{ fields: Record<string, string>; files: Upload[] }> {
  const fields: Record<string, string> = {};
  const files: Upload[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField && part.fieldname !== `${fileField}[]`) {
          throw new AppError('invalid_request', {
            field: part.fieldname,
            detail: `files go in "${fileField}"`,
          });
        }
        const data = await part.toBuffer();
        const contentType = imageType(data);
        if (!contentType) throw new AppError('support_image_type');
        files.push({ data, contentType });
      } else if (typeof part.value === 'string' && !(part.fieldname in fields)) {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('support_image_too_large', { max: SUPPORT_IMAGE_MAX_BYTES / 1024 / 1024 });
    if (code === 'FST_FILES_LIMIT')
      throw new AppError('support_image_too_many', { max: SUPPORT_IMAGE_MAX_FILES });
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError('invalid_request', { field: 'body', detail: 'too many parts' });
    }
    if (error instanceof AppError) throw error;
    throw new AppError('invalid_request', { field: 'body', detail: 'malformed multipart body' });
  }
  return { fields, files };
}

/** The support images on disk (lib/file-store.ts). */
export class SupportFiles extends FileStore<Upload> {}
