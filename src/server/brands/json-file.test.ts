import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultBrandsDir } from '../paths';
import { decodeUtf8, readFileBytes, readJsonFile } from './json-file';

const utf8 = (bytes: number[] | string) =>
  typeof bytes === 'string' ? Buffer.from(bytes) : Buffer.from(bytes);

describe('decodeUtf8', () => {
  it('gives the UTF-8 decoder’s string for ASCII, BOMs, every plane and invalid bytes', () => {
    const cases = [
      utf8(''),
      utf8('{"a": 1}'),
      utf8('\ufeff{"a": "é"}'),
      utf8('ไทย 中文 한국어 😀 \u{10ffff}'),
      utf8([0xc3]),
      utf8([0xc3, 0x28]),
      utf8([0xed, 0xa0, 0x80]),
      utf8([0xf4, 0x90, 0x80, 0x80]),
      utf8([0xc0, 0xaf, 0x61]),
      utf8([0x61, 0xf0, 0x9f, 0x98]),
      utf8([0x80, 0x22, 0xe2, 0x82]),
    ];
    for (const bytes of cases) expect(decodeUtf8(bytes)).toBe(bytes.toString('utf8'));
  });

  it('gives the UTF-8 decoder’s string for every file of the demo brands', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else files.push(path);
      }
    };
    walk(defaultBrandsDir);
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const bytes = readFileSync(file);
      expect(decodeUtf8(bytes), file).toBe(bytes.toString('utf8'));
    }
  });
});

describe('readFileBytes', () => {
  it('reads what readFileSync reads, at any size, and fails as it fails', () => {
    const dir = mkdtempSync(join(tmpdir(), 'marquee-read-bytes-'));
    try {
      const sizes = [0, 1, 65_535, 65_536, 65_537, 300_000, 3_000_000, 10];
      for (const size of sizes) {
        const bytes = Buffer.alloc(size, `${size}é`);
        writeFileSync(join(dir, `${size}.bin`), bytes);
        expect(Buffer.compare(readFileBytes(join(dir, `${size}.bin`)), bytes)).toBe(0);
      }
      for (const path of [dir, join(dir, 'none.json')]) {
        const expected = (() => {
          try {
            readFileSync(path);
          } catch (error) {
            return (error as Error).message;
          }
        })();
        expect(expected).toBeTruthy();
        expect(() => readFileBytes(path)).toThrow(expected);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('readJsonFile', () => {
  it('parses, and reports missing files and invalid JSON as before', () => {
    const dir = mkdtempSync(join(tmpdir(), 'marquee-json-file-'));
    try {
      writeFileSync(join(dir, 'ok.json'), '{"name": "ไทย"}');
      writeFileSync(join(dir, 'bad.json'), '{"name": ');
      writeFileSync(join(dir, 'bom.json'), '\ufeff{}');
      expect(readJsonFile(join(dir, 'ok.json'))).toEqual({ kind: 'parsed', data: { name: 'ไทย' } });
      expect(readJsonFile(join(dir, 'none.json'))).toEqual({ kind: 'missing' });
      for (const name of ['bad.json', 'bom.json']) {
        let message = '';
        try {
          JSON.parse(readFileSync(join(dir, name), 'utf8'));
        } catch (error) {
          message = (error as Error).message;
        }
        expect(message).not.toBe('');
        expect(readJsonFile(join(dir, name))).toEqual({ kind: 'invalid', message });
      }
      expect(readJsonFile(dir)).toMatchObject({ kind: 'invalid' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
