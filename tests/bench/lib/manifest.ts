import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One entry of Vite's build manifest (.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export function readManifest(file: string): Manifest {
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/** The manifest keys of the chunks that match, plus everything they statically import, each once. */
export function staticClosure(manifest: Manifest, roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no entry ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of roots) visit(key);
  return [...seen];
}

export function entryKeys(manifest: Manifest): string[] {
  const keys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (keys.length === 0) throw new Error('manifest has no entry chunk');
  return keys;
}

/** gzip -9 size of one file. */
export function gzipBytes(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

export interface JsFile {
  file: string;
  bytes: number;
  gzip: number;
}

/** The distinct JS files of the given chunks (several keys can share a file), with raw and gzip sizes. */
export function jsFiles(manifest: Manifest, keys: string[], outDir: string): JsFile[] {
  const files = [...new Set(keys.map((key) => manifest[key]!.file))].filter((file) => file.endsWith('.js'));
  return files.map((file) => {
    const path = join(outDir, file);
    return { file, bytes: readFileSync(path).length, gzip: gzipBytes(path) };
  });
}
