import { isAscii, isUtf8, transcode } from 'node:buffer';
import { closeSync, existsSync, openSync, readSync } from 'node:fs';

export type JsonFile =
  | { kind: 'missing' }
  | { kind: 'invalid'; message: string }
  | { kind: 'parsed'; data: unknown };

/**
 * The file's bytes as readFileSync(path, 'utf8') gives them, decoded faster: ASCII as Latin-1 (the same
 * characters), other valid UTF-8 by ICU's converter to UTF-16 (V8's UTF-8 decoder took two thirds of reading a
 * brand's translated texts), and anything else (invalid UTF-8, a Node without ICU) by the UTF-8 decoder itself, so
 * the string is the same in every case.
 */
export function decodeUtf8(bytes: Buffer): string {
  if (isAscii(bytes)) return bytes.toString('latin1');
  if (isUtf8(bytes)) {
    try {
      return transcode(bytes, 'utf8', 'utf16le').toString('utf16le');
    } catch {
      // no ICU: the decoder below
    }
  }
  return bytes.toString('utf8');
}

/** The buffer brand files are read into, reused from file to file (one allocation instead of one per file). */
let scratch = Buffer.allocUnsafe(64 * 1024);
const SCRATCH_KEPT = 1024 * 1024;

/**
 * The file's bytes, as readFileSync(path) reads them (same errors), in a view of a buffer the next call reuses:
 * decode or search them before reading another file. Reading 100 brands' ~2,000 files allocated a buffer for each.
 */
export function readFileBytes(path: string): Buffer {
  const fd = openSync(path, 'r');
  try {
    let length = 0;
    for (;;) {
      if (length === scratch.length) {
        const bigger = Buffer.allocUnsafe(scratch.length * 2);
        scratch.copy(bigger, 0, 0, length);
        scratch = bigger;
      }
      const read = readSync(fd, scratch, length, scratch.length - length, null);
      if (read === 0) break;
      length += read;
    }
    const bytes = scratch.subarray(0, length);
    // A very large file's buffer is not kept for the rest of the process (the view stays valid).
    if (scratch.length > SCRATCH_KEPT) scratch = Buffer.allocUnsafe(64 * 1024);
    return bytes;
  } finally {
    closeSync(fd);
  }
}

/**
 * Reads and parses a brand's JSON file in one open: "missing" exactly where existsSync would say the file is not
 * there (asked only when the read fails), "invalid" with the reason when it cannot be read or parsed.
 */
export function readJsonFile(path: string): JsonFile {
  let text: string;
  try {
    text = decodeUtf8(readFileBytes(path));
  } catch (error) {
    if (!existsSync(path)) return { kind: 'missing' };
    return { kind: 'invalid', message: (error as Error).message };
  }
  try {
    return { kind: 'parsed', data: JSON.parse(text) };
  } catch (error) {
    return { kind: 'invalid', message: (error as Error).message };
  }
}
