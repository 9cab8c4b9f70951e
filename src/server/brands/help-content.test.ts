import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyBrandsDir, patchJson, removeTempDirs } from '../../../tests/support/brand-dirs';
import { defaultBrandsDir } from '../paths';
import { type BrandProblem, formatProblems, loadBrands } from './load-brands';

afterAll(() => removeTempDirs());

/** Loads a copy of the demo brands after changing aurora's content/help.json. */
function loadWith(changes: Record<string, unknown>) {
  const dir = copyBrandsDir();
  const file = join(dir, 'aurora/content/help.json');
  patchJson(file, changes);
  return { file, ...loadBrands(dir) };
}

function expectProblem(problems: BrandProblem[], file: string, pointer: string, reason: RegExp) {
  expect(problems, formatProblems(problems)).toContainEqual({
    file,
    pointer,
    reason: expect.stringMatching(reason),
  });
}

describe('content/help.json', () => {
  it('is loaded for every demo brand, with its sections in file order', () => {
    const { brands, problems } = loadBrands(defaultBrandsDir);
    expect(formatProblems(problems)).toBe('');
    for (const brand of brands) {
      const terms = brand.help.sections.map((s) => s.term);
      expect(terms.slice(0, 3), brand.config.code).toEqual(['account', 'deposits', 'withdrawals']);
      for (const section of brand.help.sections) {
        expect(section.title[brand.config.languages.default]).toBeTruthy();
        expect(section.body[brand.config.languages.default]).toBeTruthy();
      }
    }
  });

  it('is required: a brand without it does not load', () => {
    const dir = copyBrandsDir();
    rmSync(join(dir, 'lotus/content/help.json'));
    const { brands, problems } = loadBrands(dir);
    expectProblem(problems, join(dir, 'lotus/content/help.json'), '/', /file is missing/);
    expect(brands.map((b) => b.config.code)).toEqual(['aurora', 'siam']);
  });

  it.each([
    ['/sections/0/summary', 'A summary', /unknown key "summary"/],
    ['/sections/0/title/de', 'Hilfe', /"de" is not an allowed key/],
    ['/faq', [], /unknown key "faq"/],
  ])('reports an unknown key at %s', (pointer, value, reason) => {
    const { file, brands, problems } = loadWith({ [pointer]: value });
    expectProblem(problems, file, pointer, reason);
    expect(brands.map((b) => b.config.code)).toEqual(['lotus', 'siam']);
  });

  it('requires a stable, URL-safe term on every section', () => {
    const { file, problems } = loadWith({ '/sections/1/term': 'Deposits & more' });
    expectProblem(problems, file, '/sections/1/term', /must match pattern/);
    const missing = loadWith({ '/sections/2/term': undefined });
    expectProblem(missing.problems, missing.file, '/sections/2/term', /missing required key "term"/);
  });

  it('refuses a term used twice', () => {
    const { file, problems } = loadWith({ '/sections/1/term': 'account' });
    expectProblem(problems, file, '/sections/1/term', /term "account" is used twice/);
  });

  it('requires the title and the body in the default language', () => {
    const { file, problems } = loadWith({
      '/sections/0/title/en': undefined,
      '/sections/3/body/en': undefined,
    });
    expectProblem(problems, file, '/sections/0/title', /default language "en"/);
    expectProblem(problems, file, '/sections/3/body', /default language "en"/);
  });

  it('accepts a text missing in another supported language (it falls back to the default)', () => {
    const { problems } = loadWith({ '/sections/0/body/ty': undefined });
    expect(formatProblems(problems)).toBe('');
  });

  it.each([
    ['Read <b>this</b> first.', /not HTML: <b>/],
    ['<script>alert(1)</script>', /not HTML: <script>/],
    ['See [this](javascript:alert(1)).', /link target "javascript:alert\(1" is not allowed/],
    ['See [this](http://plain.example).', /link target "http:\/\/plain.example" is not allowed/],
    ['See [this](//evil.example/x).', /is not allowed/],
    ['See [billing](#billing).', /"#billing" names no help section/],
  ])('refuses an unsafe body: %s', (body, reason) => {
    const { file, problems } = loadWith({ '/sections/0/body/ty': body });
    expectProblem(problems, file, '/sections/0/body/ty', reason);
  });

  it('refuses markup in a title', () => {
    const { file, problems } = loadWith({ '/sections/0/title/en': '<i>Account</i>' });
    expectProblem(problems, file, '/sections/0/title/en', /plain text/);
  });

  it('refuses an empty list of sections and an empty text', () => {
    const empty = loadWith({ '/sections': [] });
    expectProblem(empty.problems, empty.file, '/sections', /must NOT have fewer than 1 items/);
    const blank = loadWith({ '/sections/0/body/en': '' });
    expectProblem(blank.problems, blank.file, '/sections/0/body/en', /must NOT have fewer than 1 characters/);
  });
});
