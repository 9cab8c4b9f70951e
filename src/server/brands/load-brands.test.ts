import { cpSync, mkdirSync, mkdtempSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  copyBrandsDir,
  getAt,
  patchJson,
  readJson,
  removeTempDirs,
  renameKey,
} from '../../../tests/support/brand-dirs';
import { THEME_MODES, themeTokenPaths } from '../../core/theme-tokens';
import { defaultBrandsDir, projectRoot } from '../paths';
import { type BrandProblem, formatProblems, loadBrands } from './load-brands';

afterAll(() => removeTempDirs());

/** Loads a temporary copy of the demo brands after breaking it. */
function loadBroken(breakIt: (dir: string) => void) {
  const dir = copyBrandsDir();
  breakIt(dir);
  return { dir, ...loadBrands(dir) };
}

function expectProblem(problems: BrandProblem[], file: string, pointer: string, reason: RegExp) {
  expect(problems, formatProblems(problems)).toContainEqual({
    file,
    pointer,
    reason: expect.stringMatching(reason),
  });
}

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

describe('rules beyond the schema', () => {
  it('rejects an acceptedPattern that is not a regular expression', () => {
    const { dir, problems } = loadBroken((d) =>
      patchJson(join(d, 'aurora/register-fields.json'), { '/fields/username/acceptedPattern': '([a-z' }),
    );
    expectProblem(
      problems,
      join(dir, 'aurora/register-fields.json'),
      '/fields/username/acceptedPattern',
      /not a valid regular expression/,
    );
  });

  it('accepts a valid acceptedPattern', () => {
    const { problems } = loadBroken((d) =>
      patchJson(join(d, 'aurora/register-fields.json'), {
        '/fields/username/acceptedPattern': '^[a-z][a-z0-9]*$',
      }),
    );
    expect(formatProblems(problems)).toBe('');
  });

  it('rejects minLength greater than maxLength', () => {
    const { dir, problems } = loadBroken((d) =>
      patchJson(join(d, 'aurora/register-fields.json'), {
        '/fields/username/minLength': 20,
        '/fields/username/maxLength': 16,
      }),
    );
    expectProblem(
      problems,
      join(dir, 'aurora/register-fields.json'),
      '/fields/username/minLength',
      /greater than maxLength/,
    );
  });

  it('rejects a required field that is not enabled', () => {
    const { dir, problems } = loadBroken((d) =>
      patchJson(join(d, 'aurora/register-fields.json'), {
        '/fields/qqNum/enabled': false,
        '/fields/qqNum/required': true,
      }),
    );
    expectProblem(
      problems,
      join(dir, 'aurora/register-fields.json'),
      '/fields/qqNum/required',
      /must be enabled/,
    );
  });

  it('rejects a domain used by two brands, naming the second', () => {
    const { dir, problems } = loadBroken((d) =>
      patchJson(join(d, 'lotus/brand.json'), { '/domains/-': 'aurora.localhost' }),
    );
    const index = (readJson(join(dir, 'lotus/brand.json')) as { domains: string[] }).domains.indexOf(
      'aurora.localhost',
    );
    expectProblem(
      problems,
      join(dir, 'lotus/brand.json'),
      `/domains/${index}`,
      /aurora\.localhost is already used by brand aurora/,
    );
  });

  it('rejects a merchant code used by two brands', () => {
    const { dir, problems } = loadBroken((d) =>
      patchJson(join(d, 'siam/brand.json'), { '/merchantCode': 'AURORA01' }),
    );
    expectProblem(problems, join(dir, 'siam/brand.json'), '/merchantCode', /already used by brand aurora/);
  });

  it('rejects a code that differs from the folder name', () => {
    const { dir, problems } = loadBroken((d) =>
      patchJson(join(d, 'aurora/brand.json'), { '/code': 'borealis' }),
    );
    expectProblem(
      problems,
      join(dir, 'aurora/brand.json'),
      '/code',
      /"borealis" must equal the folder name "aurora"/,
    );
  });

  it('rejects a default language the brand does not support', () => {
    const { dir, problems } = loadBroken((d) =>
      patchJson(join(d, 'aurora/brand.json'), { '/languages/default': 'vi' }),
    );
    expectProblem(problems, join(dir, 'aurora/brand.json'), '/languages/default', /must be supported/);
  });

  it('rejects a missing asset file', () => {
    const { dir, problems } = loadBroken((d) => rmSync(join(d, 'aurora/assets/logo.svg')));
    expectProblem(
      problems,
      join(dir, 'aurora/brand.json'),
      '/assets/logo',
      /assets\/logo\.svg does not exist/,
    );
  });

  it('rejects a short logo whose file is missing', () => {
    const { dir, problems } = loadBroken((d) => rmSync(join(d, 'siam/assets/logo-compact.svg')));
    expectProblem(
      problems,
      join(dir, 'siam/brand.json'),
      '/assets/logoCompact',
      /assets\/logo-compact\.svg does not exist/,
    );
  });

  it('rejects a missing licence image', () => {
    const { dir, problems } = loadBroken((d) =>
      patchJson(join(d, 'siam/brand.json'), { '/licence/image': 'seal.png' }),
    );
    expectProblem(
      problems,
      join(dir, 'siam/brand.json'),
      '/licence/image',
      /assets\/seal\.png does not exist/,
    );
  });

  it('refuses an image with words in it that is not given per offered language, and a missing one', () => {
    const { dir, problems } = loadBroken((d) => {
      // One picture with Thai words for every language siam offers: English readers would see Thai.
      patchJson(join(d, 'siam/content/announcements.json'), { '/banners/0/image': 'banner-lottery.svg' });
      patchJson(join(d, 'siam/brand.json'), {
        '/licence/image': { th: 'licence.svg', en: 'licence-en.svg' },
      });
    });
    expectProblem(
      problems,
      join(dir, 'siam/content/announcements.json'),
      '/banners/0/image',
      /banner-lottery\.svg has text in it: give one image per offered language \(missing th, en, cn, my, lo, km\)/,
    );
    expectProblem(
      problems,
      join(dir, 'siam/brand.json'),
      '/licence/image/en',
      /licence-en\.svg does not exist/,
    );
  });

  it('rejects a linked banner without a text for its image (the link would have no name)', () => {
    const { dir, problems } = loadBroken((d) =>
      patchJson(join(d, 'aurora/content/announcements.json'), { '/banners/0/alt': undefined }),
    );
    expectProblem(
      problems,
      join(dir, 'aurora/content/announcements.json'),
      '/banners/0/alt',
      /links somewhere needs alt/,
    );
  });

  it('rejects a theme whose primary button text is unreadable on the primary colour', () => {
    // The shape of the review's finding: white on #8f6bff is 3.67:1 where text needs 4.5:1.
    const { dir, problems } = loadBroken((d) =>
      patchJson(join(d, 'aurora/theme.json'), {
        '/dark/color/primary': '#8f6bff',
        '/dark/color/primaryText': '#ffffff',
      }),
    );
    expectProblem(
      problems,
      join(dir, 'aurora/theme.json'),
      '/dark/color/primaryText',
      /^dark: color\.primaryText #ffffff on color\.primary #8f6bff .* has contrast 3\.67:1, needs 4\.5:1$/,
    );
  });

  it('rejects a theme colour it cannot check for contrast', () => {
    const { dir, problems } = loadBroken((d) =>
      patchJson(join(d, 'lotus/theme.json'), { '/light/color/accent': 'green' }),
    );
    expectProblem(problems, join(dir, 'lotus/theme.json'), '/light/color/accent', /cannot be checked/);
  });

  it('rejects CIDR ranges that are not addresses or have too many bits', () => {
    const { dir, problems } = loadBroken((d) =>
      patchJson(join(d, 'aurora/brand.json'), {
        '/regionRestriction/blockedCidrs': [
          '300.1.1.0/24',
          '10.0.0.0/33',
          '2001:db8::/129',
          '10.0.0.0/8',
          '2001:db8::/32',
        ],
      }),
    );
    const file = join(dir, 'aurora/brand.json');
    for (const i of [0, 1, 2])
      expectProblem(problems, file, `/regionRestriction/blockedCidrs/${i}`, /not a valid CIDR/);
    expect(problems).toHaveLength(3);
  });

  it('rejects a CIDR that does not even look like one', () => {
    const { dir, problems } = loadBroken((d) =>
      patchJson(join(d, 'aurora/brand.json'), { '/regionRestriction/blockedCidrs': ['not-a-cidr'] }),
    );
    expectProblem(
      problems,
      join(dir, 'aurora/brand.json'),
      '/regionRestriction/blockedCidrs/0',
      /must match/,
    );
  });

  it('rejects a module that appears twice in the whitelabel tree', () => {
    const { dir, problems } = loadBroken((d) =>
      patchJson(join(d, 'aurora/whitelabel.json'), {
        '/nodes/0/childrenNodes/-': { modId: 'FREEPLAY3', enabled: true, childrenNodes: [] },
      }),
    );
    expectProblem(
      problems,
      join(dir, 'aurora/whitelabel.json'),
      '/nodes',
      /FREEPLAY3 appears more than once/,
    );
  });

  it('requires site texts in the default language', () => {
    const { dir, problems } = loadBroken((d) =>
      patchJson(join(d, 'siam/content/site.json'), { '/footer/licence/th': undefined }),
    );
    expectProblem(problems, join(dir, 'siam/content/site.json'), '/footer/licence', /default language "th"/);
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
