import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '@/server/paths';

export { projectRoot };
export const distDir = join(projectRoot, 'dist');
export const serverEntry = join(distDir, 'server/main.mjs');

/** Fails with a clear message when `npm run build` has not produced a file a figure needs. */
export function requireBuilt(file: string): string {
  if (!existsSync(file))
    throw new Error(`${file} is missing: run \`npm run build\` first (or \`npm run bench\`)`);
  return file;
}
