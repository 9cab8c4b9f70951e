import { existsSync, readFileSync } from 'node:fs';

export type JsonFile =
  | { kind: 'missing' }
  | { kind: 'invalid'; message: string }
  | { kind: 'parsed'; data: unknown };

/**
 * Reads and parses a brand's JSON file in one open: "missing" exactly where existsSync would say the file is not
 * there (asked only when the read fails), "invalid" with the reason when it cannot be read or parsed.
 */
export function readJsonFile(path: string): JsonFile {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
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
