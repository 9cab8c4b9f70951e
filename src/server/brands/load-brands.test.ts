import { cpSync, mkdirSync, mkdtempSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { THEME_MODES, themeTokenPaths } from '@/core/theme-tokens';
import {
  copyBrandsDir,
  getAt,
  patchJson,
  readJson,
  removeTempDirs,
  renameKey,
} from '../../../tests/support/brand-dirs';
import { expectProblem, loadBroken } from '../../../tests/support/brand-problems';
import { defaultBrandsDir, projectRoot } from '../paths';
import { formatProblems, loadBrands } from './load-brands';

afterAll(() => removeTempDirs());

describe('the demo brands', () => {
  it('load with zero problems', () => {
    const { brands, problems } = loadBrands(defaultBrandsDir);
    expect(formatProblems(problems)).toBe('');
    expect(brands.map((b) => b.config.code)).toEqual(['aurora', 'lotus', 'oasis', 'siam']);
  });

  it('resolve every theme token in both modes', () => {
    for (const brand of loadBrands(defaultBrandsDir).brands) {
      for (const mode of THEME_MODES) {
        for (const path of themeTokenPaths()) {
          expect(
            getAt(brand.theme[mode], `/${path.replace('.', '/')}`),
            `${brand.config.code} ${mode} ${path}`,
          ).toEqual(expect.any(String));
        }
      }
    }
  });
});

describe('schema problems name file, JSON pointer and reason', () => {
  it('reports a typo in a key as an unknown key (and the key it should have been as missing)', () => {
    const { dir, brands, problems } = loadBroken((d) =>
      renameKey(join(d, 'aurora/brand.json'), '/displayName', 'displayNam'),
    );
    const file = join(dir, 'aurora/brand.json');
    expectProblem(problems, file, '/displayNam', /unknown key "displayNam"/);
    expectProblem(problems, file, '/displayName', /missing required key "displayName"/);
    expect(brands.map((b) => b.config.code)).toEqual(['lotus', 'siam']);
    expect(problems.every((p) => p.file === file)).toBe(true);
  });

  it.each([
    ['brand.json', '/currency/symbl', /unknown key "symbl"/],
    ['brand.json', '/links/messaging/lable', /unknown key "lable"/],
    ['brand.json', '/resources/FACEBOK', /unknown key "FACEBOK"/],
    ['brand.json', '/vendorSorting/SLOTS', /"SLOTS" is not an allowed key/],
    ['brand.json', '/maintenance/message/de', /"de" is not an allowed key/],
    ['whitelabel.json', '/nodes/0/childrenNodes/0/enabeld', /unknown key "enabeld"/],
    ['register-fields.json', '/fields/username/minLenght', /unknown key "minLenght"/],
    ['register-fields.json', '/fields/nickname', /unknown key "nickname"/],
    ['register-fields.json', '/mobile/countries/0/dialCode', /unknown key "dialCode"/],
    ['theme.json', '/dark/color/primry', /unknown key "primry"/],
    ['theme.json', '/dark/spacing', /unknown key "spacing"/],
    ['content/site.json', '/footer/copyright', /unknown key "copyright"/],
  ])('reports an unknown key in %s at %s', (name, pointer, reason) => {
    const { dir, problems } = loadBroken((d) => patchJson(join(d, 'aurora', name), { [pointer]: ['PG'] }));
    expectProblem(problems, join(dir, 'aurora', name), pointer, reason);
  });

  it.each([
    ['/currency/minorUnits', '2', /must be integer/],
    ['/maintenance/enabled', 'yes', /must be boolean/],
    ['/domains', 'aurora.localhost', /must be array/],
    ['/displayName', 42, /must be string/],
    ['/platform', 'APP', /must be equal to constant/],
    ['/lottery/type', 'Lotto', /must be one of "Lott", "ELott"/],
    ['/currency/code', 'peso', /must match pattern/],
  ])('reports a wrong value at %s', (pointer, value, reason) => {
    const { dir, problems } = loadBroken((d) =>
      patchJson(join(d, 'aurora/brand.json'), { [pointer]: value }),
    );
    expectProblem(problems, join(dir, 'aurora/brand.json'), pointer, reason);
  });

  it.each([
    ['brand.json', '/analyticsId'],
    ['brand.json', '/regionRestriction/blockedCidrs'],
    ['register-fields.json', '/fields/captcha'],
    ['register-fields.json', '/fields/username/patternId'],
    ['whitelabel.json', '/nodes/1/childrenNodes'],
    ['theme.json', '/defaultMode'],
  ])('reports a missing required key in %s at %s', (name, pointer) => {
    const { dir, problems } = loadBroken((d) => patchJson(join(d, 'aurora', name), { [pointer]: undefined }));
    const key = pointer.split('/').pop();
    expectProblem(problems, join(dir, 'aurora', name), pointer, new RegExp(`missing required key "${key}"`));
  });

  it('reports malformed JSON', () => {
    const { dir, problems } = loadBroken((d) =>
      writeFileSync(join(d, 'lotus/brand.json'), '{ "code": "lotus", '),
    );
    expectProblem(problems, join(dir, 'lotus/brand.json'), '/', /not valid JSON/);
  });

  it('reports a missing file', () => {
    const { dir, problems } = loadBroken((d) => rmSync(join(d, 'siam/content/site.json')));
    expectProblem(problems, join(dir, 'siam/content/site.json'), '/', /file is missing/);
  });

  it('reports every problem of every file at once', () => {
    const { dir, problems } = loadBroken((d) => {
      patchJson(join(d, 'aurora/brand.json'), { '/currency/symbl': 'P', '/analyticsId': undefined });
      patchJson(join(d, 'aurora/theme.json'), { '/light/color/primry': '#fff' });
      patchJson(join(d, 'siam/register-fields.json'), { '/mobile/digits': 'ten' });
    });
    expect(problems.map((p) => `${relative(dir, p.file)} ${p.pointer}`).sort()).toEqual([
      'aurora/brand.json /analyticsId',
      'aurora/brand.json /currency/symbl',
      'aurora/theme.json /light/color/primry',
      'siam/register-fields.json /mobile/digits',
    ]);
  });

  it('names files inside the project by their relative path', () => {
    const parent = join(projectRoot, '.tmp');
    mkdirSync(parent, { recursive: true });
    const dir = mkdtempSync(join(parent, 'brands-'));
    try {
      cpSync(join(defaultBrandsDir, 'aurora'), join(dir, 'aurora'), { recursive: true });
      patchJson(join(dir, 'aurora/brand.json'), { '/currency/symbl': 'P' });
      const { problems } = loadBrands(dir);
      expectProblem(
        problems,
        `${relative(projectRoot, dir)}/aurora/brand.json`,
        '/currency/symbl',
        /unknown key/,
      );
      expect(problems[0]?.file.startsWith('.tmp/')).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      try {
        rmdirSync(parent);
      } catch {
        // .tmp holds other files: leave it.
      }
    }
  });
});

describe('the brands folder', () => {
  it('reports a folder that does not exist', () => {
    const missing = join(copyBrandsDir([]), 'nope');
    expect(loadBrands(missing)).toEqual({
      brands: [],
      problems: [{ file: missing, pointer: '/', reason: 'brands folder does not exist' }],
    });
  });

  it('reports a folder without brands, and ignores files and hidden folders', () => {
    const dir = copyBrandsDir([]);
    writeFileSync(join(dir, 'README.md'), 'notes');
    mkdirSync(join(dir, '.drafts'));
    expect(loadBrands(dir).problems).toEqual([{ file: dir, pointer: '/', reason: 'no brand folders found' }]);
  });

  it('reports a broken base theme', () => {
    const themes = copyBrandsDir([]);
    writeFileSync(join(themes, 'dark.json'), JSON.stringify(readJson(join(projectRoot, 'themes/dark.json'))));
    const light = readJson(join(projectRoot, 'themes/light.json')) as { color: Record<string, string> };
    delete light.color.bg;
    writeFileSync(join(themes, 'light.json'), JSON.stringify(light));
    const { brands, problems } = loadBrands(defaultBrandsDir, themes);
    expect(brands).toEqual([]);
    expectProblem(problems, join(themes, 'light.json'), '/color/bg', /missing required key "bg"/);
  });

  it('formats problems as "file pointer: reason", one a line', () => {
    expect(
      formatProblems([
        { file: 'brands/x/brand.json', pointer: '/currency/symbl', reason: 'unknown key' },
        { file: 'brands/y/theme.json', pointer: '/', reason: 'file is missing' },
      ]),
    ).toBe('brands/x/brand.json /currency/symbl: unknown key\nbrands/y/theme.json /: file is missing');
  });
});
