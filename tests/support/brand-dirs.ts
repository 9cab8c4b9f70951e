import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultBrandsDir } from '@/server/paths';

/** Temporary folders made by these helpers, removed by removeTempDirs(). */
const made: string[] = [];

/** A temporary copy of the demo brands folder (or of the named brands only), to break or extend in a test. */
export function copyBrandsDir(only?: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'marquee-brands-'));
  made.push(dir);
  for (const code of only ?? ['aurora', 'lotus', 'siam']) {
    cpSync(join(defaultBrandsDir, code), join(dir, code), { recursive: true });
  }
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

type Container = Record<string, unknown> | unknown[];

function tokens(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((t) => t.replaceAll('~1', '/').replaceAll('~0', '~'));
}

function parentOf(doc: unknown, pointer: string): { parent: Container; key: string } {
  const path = tokens(pointer);
  const key = path.pop();
  if (key === undefined) throw new Error('cannot address the document root');
  let node = doc;
  for (const token of path) {
    if (node === null || typeof node !== 'object')
      throw new Error(`${pointer}: ${token} is not inside an object`);
    node = (node as Record<string, unknown>)[token];
  }
  if (node === null || typeof node !== 'object') throw new Error(`${pointer}: parent is not an object`);
  return { parent: node as Container, key };
}

export function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The value at a JSON pointer of a document. */
export function getAt(doc: unknown, pointer: string): unknown {
  const { parent, key } = parentOf(doc, pointer);
  return (parent as Record<string, unknown>)[key];
}

/** Sets (or, with undefined, deletes) the values at JSON pointers of a JSON file, in place. */
export function patchJson(file: string, changes: Record<string, unknown>): void {
  const doc = readJson(file);
  for (const [pointer, value] of Object.entries(changes)) {
    const { parent, key } = parentOf(doc, pointer);
    if (Array.isArray(parent)) {
      if (value === undefined) parent.splice(Number(key), 1);
      else parent[key === '-' ? parent.length : Number(key)] = value;
    } else if (value === undefined) delete parent[key];
    else parent[key] = value;
  }
  writeFileSync(file, `${JSON.stringify(doc, null, 2)}\n`);
}

/** Renames a key of a JSON file (keeps its value), e.g. to simulate a typo. */
export function renameKey(file: string, pointer: string, newName: string): void {
  const value = getAt(readJson(file), pointer);
  patchJson(file, {
    [pointer]: undefined,
    [`${pointer.slice(0, pointer.lastIndexOf('/'))}/${newName}`]: value,
  });
}
