/** brand:check's rules beyond the JSON schemas (load-brands.ts and the rule files it runs), each broken on purpose. */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { patchJson, readJson, removeTempDirs } from '../../../tests/support/brand-dirs';
import { expectProblem, loadBroken } from '../../../tests/support/brand-problems';
import { formatProblems } from './load-brands';

afterAll(() => removeTempDirs());

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
