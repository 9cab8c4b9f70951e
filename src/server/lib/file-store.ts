import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Uploaded files kept on disk under `<root>/<brand>/<uuid>` (support images, KYC documents): written under a
 * temporary name and renamed, owner-only; the caller records the ids in its transaction and discards them when
 * that fails. An id is a random UUID, never a name the client chose.
 */
export class FileStore<U extends { data: Buffer }> {
  constructor(private readonly root: string) {}

  private pathOf(brand: string, id: string) {
    return join(this.root, brand, id);
  }

  /** Writes the files (temp name, then rename) and returns their ids; the caller records them in its transaction. */
  async store(brand: string, uploads: U[]): Promise<{ id: string; upload: U }[]> {
    if (uploads.length === 0) return [];
    await mkdir(join(this.root, brand), { recursive: true, mode: 0o700 });
    const stored: { id: string; upload: U }[] = [];
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
