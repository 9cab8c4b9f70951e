import { expect, test } from '@playwright/test';
import { LANGUAGE_INFO, LANGUAGES } from '@/core/languages';
import { shot } from './shots';
import { booted, brandUrl, horizontalOverflow, skipAnnouncementPopups } from './support';

/**
 * Every interface language of spec §9 on one brand (the e2e-only `polyglot` copy of aurora that offers all 29,
 * tests/e2e/serve.mjs) on a 360 px phone: the page is painted in the language and its direction, the longest
 * strings of each language (long compound words, Myanmar stacking, Tamil and Telugu labels) never make the home
 * page or the login form scroll sideways, and no catalogue key shows where a text belongs.
 */
test.describe('every interface language on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });
  for (const language of LANGUAGES) {
    test(`${language} (${LANGUAGE_INFO[language].name})`, async ({ page }) => {
      await skipAnnouncementPopups(page);
      await page.addInitScript((code) => localStorage.setItem('language', code), language);
      const info = LANGUAGE_INFO[language];
      for (const path of ['/', '/login']) {
        await page.goto(brandUrl('polyglot', path));
        await booted(page);
        await expect(page.locator('html')).toHaveAttribute('lang', info.tag);
        await expect(page.locator('html')).toHaveAttribute('dir', info.dir);
        expect(await horizontalOverflow(page), `${language} ${path} scrolls sideways`).toBeLessThanOrEqual(0);
        const shown = await page.locator('body').innerText();
        expect(shown, `${language} ${path} shows a catalogue key`).not.toMatch(
          /\b(common|lobby|layout|footer|auth|fields|errors)[.:][a-z][A-Za-z]+\b/,
        );
      }
      await shot(page, `language-${language}-360`);
    });
  }
});
