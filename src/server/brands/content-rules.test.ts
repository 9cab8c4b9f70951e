import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyBrandsDir, patchJson, removeTempDirs } from '../../../tests/support/brand-dirs';
import { defaultBrandsDir } from '../paths';
import { unsafeHtmlReasons } from './content-rules';
import { type BrandProblem, formatProblems, loadBrands } from './load-brands';

afterAll(() => removeTempDirs());

function loadBroken(file: string, changes: Record<string, unknown>) {
  const dir = copyBrandsDir();
  patchJson(join(dir, file), changes);
  return { dir, ...loadBrands(dir) };
}

function expectProblem(problems: BrandProblem[], file: string, pointer: string, reason: RegExp) {
  expect(problems, formatProblems(problems)).toContainEqual({
    file,
    pointer,
    reason: expect.stringMatching(reason),
  });
}

describe('unsafeHtmlReasons (aurora)', () => {
  const aurora = loadBrands(defaultBrandsDir).brands.find((b) => b.config.code === 'aurora')!.config;
  it.each([
    '<p>Hello</p><script>alert(1)</script>',
    '<SCRIPT src="//evil.test/x.js"></SCRIPT>',
    '<img src="x" onerror="alert(1)">',
    '<a href="/x" ONCLICK = "steal()">x</a>',
    '<svg/onload=alert(1)>',
    '<a href="javascript:alert(1)">x</a>',
    '<a href="JaVaScRiPt:alert(1)">x</a>',
    '<a href="java\nscript:alert(1)">x</a>',
    '<a href="&#106;avascript:alert(1)">x</a>',
    '<a href="&#x6A;avascript&colon;alert(1)">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>',
    '<iframe src="https://evil.test"></iframe>',
    '<object data="x"></object>',
    '<style>body{display:none}</style>',
    '<form action="https://evil.test"><input></form>',
    '<img src="https://tracker.example/pixel.gif">',
    '<p style="background:url(https://tracker.example/p.gif)">x</p>',
    '<img src="https://img1.aurora.marquee.games.evil.test/x.png">',
  ])('refuses %j', (html) => {
    expect(unsafeHtmlReasons(html, aurora).length).toBeGreaterThan(0);
  });

  it.each([
    '<p><b>Reload bonus:</b> 20% every Friday.</p><ul><li>Min ₱300</li></ul>',
    '<p>See <a href="/promotions">Promotions</a> or <a href="https://help.aurora.test/x">help</a>.</p>',
    '<p>Scripted rounds? No: online games only. Turn on notifications.</p>',
    '<p>Bonus = 100% <i>once</i></p><br><img src="/brands/aurora/assets/banner-welcome.svg" alt="bonus">',
    '<p><img src="https://img1.aurora.marquee.games/promo/friday.webp" alt="Friday"></p>',
  ])('accepts %j', (html) => {
    expect(unsafeHtmlReasons(html, aurora)).toEqual([]);
  });
});

describe('content/announcements.json checks', () => {
  const file = (dir: string) => join(dir, 'aurora/content/announcements.json');

  it('the demo brands and their announcements load with zero problems', () => {
    const { brands, problems } = loadBrands(defaultBrandsDir);
    expect(formatProblems(problems)).toBe('');
    for (const brand of brands) {
      expect(brand.announcements.banners.length).toBeGreaterThanOrEqual(3);
      expect(brand.announcements.notices.length).toBeGreaterThanOrEqual(5);
      expect(brand.announcements.notices.length).toBeLessThanOrEqual(12);
      for (const slot of ['USER_POPUP', 'ANONYMOUS_POPUP'])
        expect(
          brand.announcements.popups.some((p) => p.slot === slot),
          `${brand.config.code} ${slot}`,
        ).toBe(true);
    }
  });

  it('refuses popup HTML with a script, naming the language', () => {
    const { dir, problems } = loadBroken('aurora/content/announcements.json', {
      '/popups/0/content/ty': '<p>Hi</p><script>alert(1)</script>',
    });
    expectProblem(problems, file(dir), '/popups/0/content/ty', /<script> elements are not allowed/);
  });

  it('refuses event handlers and javascript: URLs in popup HTML', () => {
    const { dir, problems } = loadBroken('aurora/content/announcements.json', {
      '/popups/1/content/en': '<img src=x onerror=alert(1)>',
      '/popups/2/content/en': '<a href="javascript:alert(1)">x</a>',
    });
    expectProblem(problems, file(dir), '/popups/1/content/en', /event handler/);
    expectProblem(
      problems,
      file(dir),
      '/popups/2/content/en',
      /href "javascript:alert\(1\)" is not a site path/,
    );
  });

  it('refuses outside images, style attributes and outside images in notices, with file, pointer and reason', () => {
    const { dir, problems } = loadBroken('aurora/content/announcements.json', {
      '/popups/0/content/en': '<p>Hi<img src="https://tracker.example/p.gif" alt=""></p>',
      '/popups/1/content/en': '<p style="background:url(https://tracker.example/p.gif)">Hi</p>',
      '/notices/0/content/en':
        'Maintenance <img srcset="https://tracker.example/p.gif 1x" src="/brands/aurora/assets/logo.svg">',
    });
    expectProblem(
      problems,
      file(dir),
      '/popups/0/content/en',
      /src "https:\/\/tracker\.example\/p\.gif" is neither a brand asset/,
    );
    expectProblem(problems, file(dir), '/popups/1/content/en', /the style attribute is not allowed on <p>/);
    expectProblem(
      problems,
      file(dir),
      '/notices/0/content/en',
      /the srcset attribute is not allowed on <img>/,
    );
  });

  it('refuses unsafe HTML and duplicate ids in agent notices', () => {
    const { dir, problems } = loadBroken('aurora/content/announcements.json', {
      '/agents/0/content/en': '<a href="javascript:alert(1)">x</a>',
      '/agents/1/id': 'agent-transfer-limits',
    });
    expectProblem(
      problems,
      file(dir),
      '/agents/0/content/en',
      /href "javascript:alert\(1\)" is not a site path/,
    );
    expectProblem(problems, file(dir), '/agents/2/id', /used twice/);
  });

  it('refuses a time zone the runtime does not know', () => {
    const { dir, problems } = loadBroken('aurora/brand.json', { '/timezone': 'Asia/Atlantis' });
    expectProblem(problems, join(dir, 'aurora/brand.json'), '/timezone', /unknown time zone/);
  });

  it('refuses an unknown key, a missing image and a slot that does not fit the execution', () => {
    const { dir, problems, brands } = loadBroken('aurora/content/announcements.json', {
      '/banners/0/imgae': 'x.svg',
      '/banners/1/image': 'missing.svg',
      '/popups/2/slot': 'USER_POPUP',
    });
    expectProblem(problems, file(dir), '/banners/0/imgae', /unknown key "imgae"/);
    expect(brands.map((b) => b.config.code)).not.toContain('aurora');
    const second = loadBroken('aurora/content/announcements.json', {
      '/banners/1/image': 'missing.svg',
      '/popups/2/slot': 'USER_POPUP',
    });
    expectProblem(
      second.problems,
      file(second.dir),
      '/banners/1/image',
      /assets\/missing\.svg does not exist/,
    );
    expectProblem(
      second.problems,
      file(second.dir),
      '/popups/2/slot',
      /execution B popups belong to the ANONYMOUS_POPUP slot/,
    );
  });

  it('refuses banner links that do not fit their linkage type', () => {
    const { dir, problems } = loadBroken('aurora/content/announcements.json', {
      '/banners/0/url': 'javascript:alert(1)',
      '/banners/1/linkageType': 'URL',
      '/banners/1/url': '/rng',
      '/banners/2/url': '/somewhere',
    });
    expectProblem(problems, file(dir), '/banners/0/url', /ROUTE banner needs a site path/);
    expectProblem(problems, file(dir), '/banners/1/url', /URL banner needs an http\(s\) URL/);
    expectProblem(problems, file(dir), '/banners/2/url', /NONE banner has no url/);
  });

  it('needs texts in the default language and unique ids', () => {
    const { dir, problems } = loadBroken('lotus/content/announcements.json', {
      '/notices/0/title/vi': undefined,
      '/popups/1/id': 'member-rebate',
    });
    const lotus = join(dir, 'lotus/content/announcements.json');
    expectProblem(problems, lotus, '/notices/0/title', /default language "vi"/);
    expectProblem(problems, lotus, '/popups/1/id', /used twice/);
  });

  it('reports a missing announcements file', () => {
    const dir = copyBrandsDir(['siam']);
    patchJson(join(dir, 'siam/content/announcements.json'), { '/banners': undefined });
    expectProblem(
      loadBrands(dir).problems,
      join(dir, 'siam/content/announcements.json'),
      '/banners',
      /missing required key/,
    );
  });
});

describe('vendor checks of brand.json', () => {
  it('refuses vendors that are not in the catalogue or do not serve the category', () => {
    const { dir, problems } = loadBroken('aurora/brand.json', {
      '/vendorSorting/RNG/0': 'ZZ',
      '/vendorSorting/LIVE/0': 'PG',
      '/cockfight/0': 'EVO',
      '/footerVendors/0': 'NOPE',
    });
    const brandFile = join(dir, 'aurora/brand.json');
    expectProblem(problems, brandFile, '/vendorSorting/RNG/0', /"ZZ" is not in the game catalogue/);
    expectProblem(problems, brandFile, '/vendorSorting/LIVE/0', /"PG" has no LIVE games/);
    expectProblem(problems, brandFile, '/cockfight/0', /not a cockfight vendor/);
    expectProblem(problems, brandFile, '/footerVendors/0', /"NOPE" is not in the game catalogue/);
  });
});
