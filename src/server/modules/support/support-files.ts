import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { SUPPORT_IMAGE_MAX_BYTES, SUPPORT_IMAGE_MAX_FILES } from '@/core/support';
import { AppError } from '@/server/errors';
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

export class SupportFiles {
  constructor(private readonly root: string) {}

  private pathOf(brand: string, id: string) {
    return join(this.root, brand, id);
  }

  /** Writes the files (temp name, then rename) and returns their ids; the caller records them in its transaction. */
  async store(brand: string, uploads: Upload[]): Promise<{ id: string; upload: Upload }[]> {
    if (uploads.length === 0) return [];
    await mkdir(join(this.root, brand), { recursive: true });
    const stored: { id: string; upload: Upload }[] = [];
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
