/**
 * The desktop header fits (issue 23 item 3): for every demo brand, in each of its languages, at 1024, 1280, 1440 and
 * 1920 px, logged out and logged in, no part of the header overlaps another, wraps onto a second line, is cut by
 * its box or leaves the window, and the page never scrolls sideways; the menu keeps the order of spec §2 (home, the
 * brand's categories, promotions), the entries that do not fit in the bar being in its "More" menu, in order. The
 * More menu works from the keyboard. One page per brand: the window is resized and the language switched in place,
 * the player registered and logged in through the API, and each width is checked in one round trip to the page. The
 * page is the help centre: the header is the same on every page, and a light page keeps the language switches quick.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { LANGUAGE_TAGS, type Language } from '@/core/languages';
import { banner, expect, registerLoggedIn, test } from './accounts-support';
import { shot } from './shots';
import { brandUrl } from './support';

const BRANDS = ['aurora', 'lotus', 'siam', 'oasis'] as const;
const WIDTHS = [1024, 1280, 1440, 1920] as const;
const root = resolve(import.meta.dirname, '../..');
const json = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8'));

/** The brand's languages and, per language, the menu in the order of spec §2 as the catalogues spell it. */
function brandMenus(code: string) {
  const brand = json(`brands/${code}/brand.json`) as {
    languages: { supported: Language[] };
    vendorSorting: Record<string, string[]>;
  };
  const categories = Object.keys(brand.vendorSorting).filter(
    (c) => (brand.vendorSorting[c]?.length ?? 0) > 0,
  );
  return brand.languages.supported.map((language) => {
    const common = json(`locales/${language}/common.json`) as {
      nav: Record<string, string>;
      category: Record<string, string>;
    };
    return {
      language,
      menu: [common.nav.home!, ...categories.map((c) => common.category[c]!), common.nav.promotions!],
      more: common.nav.more!,
      navLabel: common.nav.categories!,
    };
  });
}

interface Drawn {
  /** What is wrong with the header as drawn; empty when it is right. */
  problems: string[];
  /** The menu as offered: the bar's entries, then the More menu's. */
  menu: string[];
}

/**
 * Once the window has the given width and a frame has been drawn with it (the bar re-splits itself in the frame
 * of the resize, before that frame's paint), checks the header as drawn: every visible control, picture and
 * figure (links, buttons, selects, outputs, images) lies inside the header and the window, overlaps no other (a
 * part inside another, the logo in its link, is fine), keeps its text on one line and shows all of it (nothing
 * scrolled or cut); the page does not scroll sideways. Then reads the menu: the bar, and the More menu opened and
 * closed again with its button.
 */
function drawnHeader(page: Page, width: number, navLabel: string): Promise<Drawn> {
  return page.evaluate(
    async ({ width, navLabel }) => {
      const frame = () => new Promise((done) => requestAnimationFrame(() => done(null)));
      while (window.innerWidth !== width) await frame();
      await frame();
      await frame();
      const header = document.querySelector('header');
      if (!header) return { problems: ['no header'], menu: [] };
      const box = header.getBoundingClientRect();
      const name = (el: Element) =>
        `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || el.getAttribute('alt') || '').trim().slice(0, 30)}"`;
      const shown = [...header.querySelectorAll('a, button, select, output, img')].filter((el) => {
        if (el.closest('[inert], [aria-hidden="true"]')) return false;
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility === 'visible';
      });
      const problems: string[] = [];
      if (document.documentElement.scrollWidth > window.innerWidth)
        problems.push('the page scrolls sideways');
      for (const el of shown) {
        const r = el.getBoundingClientRect();
        if (
          r.left < box.left - 0.5 ||
          r.right > box.right + 0.5 ||
          r.top < box.top - 0.5 ||
          r.bottom > box.bottom + 0.5
        )
          problems.push(`${name(el)} leaves the header (${Math.round(r.left)}–${Math.round(r.right)})`);
        if (r.right > window.innerWidth + 0.5 || r.left < -0.5)
          problems.push(`${name(el)} leaves the window`);
        // Cut: the element, or a box inside it, holds more than it shows (a visually hidden text is 1 px wide).
        for (const part of [el, ...el.querySelectorAll('*')]) {
          if (part instanceof HTMLElement && part.clientWidth > 2 && part.scrollWidth > part.clientWidth + 1)
            problems.push(`${name(el)} is cut (${part.scrollWidth} > ${part.clientWidth})`);
        }
        // Wrapped: the boxes of its text fall on more than one line (boxes of one line overlap vertically).
        const boxes: DOMRect[] = [];
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          boxes.push(...[...range.getClientRects()].filter((b) => b.width > 1));
        }
        boxes.sort((p, q) => p.top - q.top);
        let lines = 0;
        let bottom = Number.NEGATIVE_INFINITY;
        for (const b of boxes) {
          if (b.top >= bottom - 1) lines += 1;
          bottom = Math.max(bottom, b.bottom);
        }
        if (lines > 1) problems.push(`${name(el)} wraps onto ${lines} lines`);
      }
      for (const [i, a] of shown.entries()) {
        for (const b of shown.slice(i + 1)) {
          if (a.contains(b) || b.contains(a)) continue;
          const p = a.getBoundingClientRect();
          const q = b.getBoundingClientRect();
          const x = Math.min(p.right, q.right) - Math.max(p.left, q.left);
          const y = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
          if (x > 0.5 && y > 0.5) problems.push(`${name(a)} overlaps ${name(b)} by ${Math.round(x)} px`);
        }
      }
      const nav = header.querySelector(`nav[aria-label="${navLabel}"]`);
      const texts = (list: Element | null | undefined) =>
        [...(list?.querySelectorAll(':scope > li > :is(a, button)') ?? [])].map((e) => e.textContent ?? '');
      const menu = texts(nav?.querySelector(':scope > ul'));
      const more = nav?.querySelector<HTMLButtonElement>('button[aria-controls="header-more"]');
      if (!more) return { problems, menu };
      more.click();
      await frame();
      const rest = texts(document.getElementById('header-more'));
      more.click();
      return { problems, menu: [...menu.slice(0, -1), ...rest] };
    },
    { width, navLabel },
  );
}

/** The More menu by keyboard: ArrowDown opens it on its first entry, arrows move, Escape closes back to the button. */
async function moreByKeyboard(page: Page, navLabel: string, more: string) {
  const nav = banner(page).getByRole('navigation', { name: navLabel });
  const button = nav.getByRole('button', { name: more });
  await button.focus();
  await page.keyboard.press('ArrowDown');
  const list = nav.getByRole('list', { name: more });
  const entries = list.getByRole('listitem').locator(':scope > *');
  await expect(entries.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(entries.nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(entries.last()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(list).toHaveCount(0);
  await expect(button).toBeFocused();
}

for (const code of BRANDS) {
  test(`${code}: the desktop header fits from 1024 to 1920 px in every language, logged out and in`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const menus = brandMenus(code);
    await page.setViewportSize({ width: 1920, height: 900 });
    await page.goto(brandUrl(code, '/helpmc'));
    for (const state of ['logged out', 'logged in'] as const) {
      if (state === 'logged in') {
        const { token } = await registerLoggedIn(page, code);
        await page.evaluate((value) => sessionStorage.setItem('token', value), token);
        await page.reload();
        await expect(page.getByTestId('header-balance')).toContainText(/\p{Nd}/u, { timeout: 30_000 });
      }
      for (const [i, { language, menu, more, navLabel }] of menus.entries()) {
        await banner(page).getByRole('combobox').selectOption(language);
        await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_TAGS[language]);
        const nav = banner(page).getByRole('navigation', { name: navLabel });
        await expect(nav.getByRole('link', { name: menu[0], exact: true })).toBeVisible({ timeout: 30_000 });
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          const drawn = await drawnHeader(page, width, navLabel);
          const where = `${state}, ${language}, ${width} px`;
          expect(drawn.problems, where).toEqual([]);
          expect(drawn.menu, where).toEqual(menu);
          if (width === 1024 && i === 0) {
            await moreByKeyboard(page, navLabel, more);
            await shot(banner(page), `${code}-header-${state.replace(' ', '-')}-1024.png`);
          }
        }
      }
    }
  });
}
