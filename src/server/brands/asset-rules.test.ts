import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { BrandConfig } from '@/core/brand';
import { assetExists, drawsText, localizedAssetProblems, withAssetIndex } from './asset-rules';
import { readJsonFile } from './json-file';

const dirs: string[] = [];
function brandDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'asset-rules-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'assets'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, 'assets', name), text);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const config = { languages: { default: 'en', supported: ['en', 'th'] } } as unknown as BrandConfig;
const WORDED = '<svg><text>Welcome</text></svg>';

describe('asset checks with the folder listed once per load', () => {
  it('answers as existsSync inside and outside a load: files, folders, missing names, paths, broken links', () => {
    const dir = brandDir({ 'logo.svg': '<svg/>' });
    mkdirSync(join(dir, 'assets', 'sub'));
    writeFileSync(join(dir, 'assets', 'sub', 'deep.svg'), '<svg/>');
    symlinkSync(join(dir, 'nowhere.svg'), join(dir, 'assets', 'broken.svg'));
    symlinkSync(join(dir, 'assets', 'logo.svg'), join(dir, 'assets', 'alias.svg'));
    const names = [
      'logo.svg',
      'sub',
      'sub/deep.svg',
      'missing.svg',
      'broken.svg',
      'alias.svg',
      '../assets/logo.svg',
    ];
    const expected = [true, true, true, false, false, true, true];
    expect(names.map((name) => assetExists(dir, name))).toEqual(expected);
    expect(withAssetIndex(() => names.map((name) => assetExists(dir, name)))).toEqual(expected);
  });

  it('reports a missing file and a worded image without one file per language, in a load as outside it', () => {
    const dir = brandDir({ 'banner.svg': WORDED, 'plain.svg': '<svg/>' });
    const check = () => [
      localizedAssetProblems(dir, 'banner.svg', '/image', config),
      localizedAssetProblems(dir, { en: 'plain.svg', th: 'gone.svg' }, '/image', config),
      localizedAssetProblems(dir, 'plain.svg', '/image', config),
    ];
    const outside = check();
    expect(outside[0]).toEqual([
      { pointer: '/image', reason: expect.stringContaining('assets/banner.svg has text in it') },
    ]);
    expect(outside[1]).toEqual([{ pointer: '/image/th', reason: 'assets/gone.svg does not exist' }]);
    expect(outside[2]).toEqual([]);
    expect(withAssetIndex(check)).toEqual(outside);
  });

  it('lists the folder afresh for every load: a file added or removed since is seen', () => {
    const dir = brandDir({});
    expect(withAssetIndex(() => assetExists(dir, 'late.svg'))).toBe(false);
    writeFileSync(join(dir, 'assets', 'late.svg'), WORDED);
    expect(withAssetIndex(() => localizedAssetProblems(dir, 'late.svg', '/image', config))).toEqual([
      { pointer: '/image', reason: expect.stringContaining('has text in it') },
    ]);
    rmSync(join(dir, 'assets', 'late.svg'));
    expect(withAssetIndex(() => localizedAssetProblems(dir, 'late.svg', '/image', config))).toEqual([
      { pointer: '/image', reason: 'assets/late.svg does not exist' },
    ]);
  });
});

describe('readJsonFile', () => {
  it('tells a missing file, an unreadable or malformed one and a parsed one apart', () => {
    const dir = brandDir({ 'ok.json': '{"a":1}', 'bad.json': '{"a":' });
    expect(readJsonFile(join(dir, 'assets', 'ok.json'))).toEqual({ kind: 'parsed', data: { a: 1 } });
    expect(readJsonFile(join(dir, 'assets', 'none.json'))).toEqual({ kind: 'missing' });
    expect(readJsonFile(join(dir, 'assets', 'ok.json', 'below.json'))).toEqual({ kind: 'missing' });
    expect(readJsonFile(join(dir, 'assets', 'bad.json'))).toMatchObject({ kind: 'invalid' });
    expect(readJsonFile(join(dir, 'assets'))).toEqual({
      kind: 'invalid',
      message: expect.stringContaining('EISDIR'),
    });
  });
});

describe('drawsText', () => {
  it.each([
    ['<svg><text x="1">Hi</text></svg>', true],
    ['<svg><text>Hi</text></svg>', true],
    ['<svg><text\n x="1">Hi</text></svg>', true],
    ['<svg><textPath/><text', false],
    ['<svg><rect/></svg>', false],
    ['<svg><text\u00a0x="1">ไทย</text></svg>', true],
    ['<svg><text\u3000x="1"/></svg>', true],
    ['<svg><textе/><text\u00e9/></svg>', false],
    ['<svg><desc>ไทย 中文</desc><textPath/> <text\tx="1"/></svg>', true],
  ])('%j draws text: %s', (svg, expected) => {
    expect(drawsText(Buffer.from(svg, 'utf8'))).toBe(expected);
    // The same answer as the regular expression over the decoded text.
    expect(/<text[\s>]/.test(svg)).toBe(expected);
  });
});
