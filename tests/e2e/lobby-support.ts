import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect } from './accounts-support';

const root = resolve(import.meta.dirname, '../..');
const json = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8'));

export type BrandCode = 'aurora' | 'lotus' | 'siam' | 'oasis';

/** A demo brand as its folder defines it: default language and the categories of its vendor sorting, in order. */
export function brandFacts(code: BrandCode) {
  const brand = json(`brands/${code}/brand.json`) as {
    languages: { default: string };
    vendorSorting: Record<string, string[]>;
  };
  const language = brand.languages.default;
  const common = json(`locales/${language}/common.json`) as {
    category: Record<string, string>;
    nav: Record<string, string>;
  };
  const lobby = json(`locales/${language}/lobby.json`) as Record<string, string>;
  const lottery = json(`locales/${language}/lottery.json`) as { next: { title: string } };
  return {
    language,
    vendorSorting: brand.vendorSorting,
    categories: Object.keys(brand.vendorSorting).filter((c) => (brand.vendorSorting[c]?.length ?? 0) > 0),
    categoryName: (category: string) => common.category[category]!,
    /** The header menu of spec §2 as offered (bar, then More): home, the categories, promotions. */
    menu: [
      common.nav.home!,
      ...Object.keys(brand.vendorSorting)
        .filter((c) => (brand.vendorSorting[c]?.length ?? 0) > 0)
        .map((c) => common.category[c]!),
      common.nav.promotions!,
    ],
    lobby,
    /** The home page's "next lottery draws" strip: shown once the lottery has opened draws (timing). */
    nextDraws: lottery.next.title,
  };
}

/**
 * Spec §2 "Home layout": after the hot carousel, these sections in this order (each only if the brand lists it);
 * e-sports and cockfight are hidden in the HOME view, so the exact heading list proves they are absent.
 */
export const HOME_ORDER = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'LOTT'];

/**
 * The desktop header menu as offered: the bar's entries, then (when some did not fit) the More menu's, read by
 * opening it and closing it again. The More menu's own button is not an entry.
 */
export async function offeredMenu(nav: Locator): Promise<string[]> {
  const bar = nav.locator(':scope > ul > li > :is(a, button)');
  await expect(bar.first()).toBeVisible();
  const more = nav.locator('button[aria-controls="header-more"]');
  const texts = (await bar.allTextContents()).map((t) => t.trim());
  if ((await more.count()) === 0) return texts;
  await more.click();
  const rest = await nav.page().locator('#header-more > li > :is(a, button)').allTextContents();
  await more.click();
  return [...texts.slice(0, -1), ...rest.map((t) => t.trim())];
}

/** The virtualised game list of a list center or list page (in the main content: header menus are lists too). */
export const gameList = (page: Page, name: string) =>
  page.getByRole('main').getByRole('list', { name, exact: true });

/**
 * Names of the games rendered in a list, in DOM order, read from their cards' launch buttons ("Play <name> by
 * <vendor>" in the page's language: pass the lobby catalogue's `play` text for another language).
 */
export async function renderedNames(list: Locator, play = 'Play {{name}} by {{vendor}}'): Promise<string[]> {
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(
    `^${play
      .split(/(\{\{name\}\}|\{\{vendor\}\})/)
      .map((part) => (part === '{{name}}' ? '(.*)' : part === '{{vendor}}' ? '.*' : literal(part)))
      .join('')}$`,
  );
  const labels = await list
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((item) => item.querySelector('button')?.getAttribute('aria-label') ?? ''),
    );
  return labels.map((label) => pattern.exec(label)?.[1] ?? label);
}

/** The first game of a list center once loaded (not while the previous results are still shown). */
export async function waitForResults(page: Page) {
  await expect(page.locator('section[aria-busy="true"]')).toHaveCount(0);
}

/** Number of elements in the whole document. */
export const domSize = (page: Page) => page.evaluate(() => document.getElementsByTagName('*').length);
