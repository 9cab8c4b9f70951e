/**
 * Brand checks beyond the JSON Schemas for game vendors (brand.json), announcements
 * (content/announcements.json) and the help centre (content/help.json). Each returns problems as pointer + reason; load-brands.ts adds the file.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type {
  AnnouncementsContent,
  BrandConfig,
  Category,
  HelpContent,
  LocalizedText,
} from '../../core/brand';
import { helpTextProblems } from '../../core/help-text';
import { VENDORS } from '../modules/games/catalogue-data';

export interface RuleProblem {
  pointer: string;
  reason: string;
}

const VENDOR_CATEGORIES = new Map(VENDORS.map((v) => [v.code, v.categories]));

/** The business-day time zone (agent reports) must be one this runtime knows. */
export function timezoneProblems(config: BrandConfig): RuleProblem[] {
  if (config.timezone === undefined) return [];
  try {
    new Intl.DateTimeFormat('en', { timeZone: config.timezone });
    return [];
  } catch {
    return [{ pointer: '/timezone', reason: `unknown time zone "${config.timezone}"` }];
  }
}

/** Every vendor a brand names must be in the game catalogue, and vendorSorting only where it serves. */
export function vendorProblems(config: BrandConfig): RuleProblem[] {
  const problems: RuleProblem[] = [];
  for (const [category, codes] of Object.entries(config.vendorSorting) as [Category, string[]][]) {
    codes.forEach((code, i) => {
      const serves = VENDOR_CATEGORIES.get(code);
      if (!serves) {
        problems.push({
          pointer: `/vendorSorting/${category}/${i}`,
          reason: `vendor "${code}" is not in the game catalogue`,
        });
      } else if (!serves.includes(category)) {
        problems.push({
          pointer: `/vendorSorting/${category}/${i}`,
          reason: `vendor "${code}" has no ${category} games (it serves ${serves.join(', ')})`,
        });
      }
    });
  }
  for (const key of ['cockfight', 'footerVendors'] as const) {
    config[key].forEach((code, i) => {
      if (!VENDOR_CATEGORIES.has(code))
        problems.push({ pointer: `/${key}/${i}`, reason: `vendor "${code}" is not in the game catalogue` });
      else if (key === 'cockfight' && !VENDOR_CATEGORIES.get(code)!.includes('COCKFIGHT'))
        problems.push({ pointer: `/${key}/${i}`, reason: `vendor "${code}" is not a cockfight vendor` });
    });
  }
  return problems;
}

/** Decodes numeric character references and the named ones used to hide URL schemes. */
function decodeEntities(html: string): string {
  const named: Record<string, string> = {
    colon: ':',
    tab: '\t',
    newline: '\n',
    lpar: '(',
    rpar: ')',
    sol: '/',
  };
  return html
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) =>
      String.fromCodePoint(Number.parseInt(hex, 16) % 0x110000),
    )
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec) % 0x110000))
    .replace(/&(colon|tab|newline|lpar|rpar|sol);/gi, (_, name: string) => named[name.toLowerCase()]!);
}

const FORBIDDEN_ELEMENTS =
  /<\s*\/?\s*(script|iframe|object|embed|frame|frameset|base|form|meta|link|style|svg|math)\b/i;

/**
 * Why popup HTML is refused, or null when it may be published: no scripts or other active elements, no event
 * handler attributes, no javascript:, vbscript: or data:text/html URLs (entities and whitespace do not hide them).
 * Defence in depth: the SPA sanitises popup HTML with DOMPurify before showing it.
 */
export function unsafeHtmlReason(html: string): string | null {
  const decoded = decodeEntities(html);
  const element = FORBIDDEN_ELEMENTS.exec(decoded);
  if (element) return `popup HTML must not contain <${element[1]!.toLowerCase()}> elements`;
  if (/<[^>]*[\s/"']on[a-z]+\s*=/i.test(decoded))
    return 'popup HTML must not contain event handler attributes (on…=)';
  // Whitespace and control characters inside a scheme are ignored by browsers: drop them before looking.
  const compact = [...decoded]
    .filter((char) => char.charCodeAt(0) > 0x20)
    .join('')
    .toLowerCase();
  for (const scheme of ['javascript:', 'vbscript:', 'data:text/html']) {
    if (compact.includes(scheme)) return `popup HTML must not contain ${scheme} URLs`;
  }
  return null;
}

function duplicateIds(items: { id: string }[], list: string): RuleProblem[] {
  const seen = new Set<string>();
  const problems: RuleProblem[] = [];
  items.forEach((item, i) => {
    if (seen.has(item.id))
      problems.push({ pointer: `/${list}/${i}/id`, reason: `id "${item.id}" is used twice` });
    seen.add(item.id);
  });
  return problems;
}

export function announcementProblems(
  brandDir: string,
  content: AnnouncementsContent,
  config: BrandConfig,
): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const language = config.languages.default;
  const needsDefault = (text: LocalizedText | undefined, pointer: string) => {
    if (text && !text[language])
      problems.push({ pointer, reason: `needs a text in the default language "${language}"` });
  };
  const needsAsset = (name: string, pointer: string) => {
    if (!existsSync(join(brandDir, 'assets', name)))
      problems.push({ pointer, reason: `assets/${name} does not exist` });
  };
  content.banners.forEach((banner, i) => {
    const at = `/banners/${i}`;
    needsAsset(banner.image, `${at}/image`);
    needsDefault(banner.alt, `${at}/alt`);
    if (banner.linkageType === 'ROUTE' && !/^\/(?!\/)[^\s<>"'\\]*$/.test(banner.url))
      problems.push({ pointer: `${at}/url`, reason: 'a ROUTE banner needs a site path starting with "/"' });
    if (banner.linkageType === 'URL' && !/^https?:\/\/[^\s<>"'\\]+$/.test(banner.url))
      problems.push({ pointer: `${at}/url`, reason: 'a URL banner needs an http(s) URL' });
    if (banner.linkageType === 'NONE' && banner.url !== '')
      problems.push({ pointer: `${at}/url`, reason: 'a NONE banner has no url (use "")' });
  });
  content.notices.forEach((notice, i) => {
    needsDefault(notice.title, `/notices/${i}/title`);
    needsDefault(notice.content, `/notices/${i}/content`);
    if (Number.isNaN(Date.parse(notice.publishedAt)))
      problems.push({ pointer: `/notices/${i}/publishedAt`, reason: 'not a valid date and time' });
  });
  content.popups.forEach((popup, i) => {
    const at = `/popups/${i}`;
    needsDefault(popup.title, `${at}/title`);
    needsDefault(popup.content, `${at}/content`);
    const expected = popup.execution === 'B' ? 'ANONYMOUS_POPUP' : 'USER_POPUP';
    if (popup.slot !== expected)
      problems.push({
        pointer: `${at}/slot`,
        reason: `execution ${popup.execution} popups belong to the ${expected} slot`,
      });
    for (const [lang, html] of Object.entries(popup.content)) {
      const reason = unsafeHtmlReason(html ?? '');
      if (reason) problems.push({ pointer: `${at}/content/${lang}`, reason });
    }
  });
  (content.agents ?? []).forEach((notice, i) => {
    const at = `/agents/${i}`;
    needsDefault(notice.title, `${at}/title`);
    needsDefault(notice.content, `${at}/content`);
    if (Number.isNaN(Date.parse(notice.publishedAt)))
      problems.push({ pointer: `${at}/publishedAt`, reason: 'not a valid date and time' });
    for (const [lang, html] of Object.entries(notice.content)) {
      const reason = unsafeHtmlReason(html ?? '');
      if (reason) problems.push({ pointer: `${at}/content/${lang}`, reason });
    }
  });
  content.promotions.forEach((promotion, i) => {
    needsDefault(promotion.title, `/promotions/${i}/title`);
    promotion.images.forEach((image, j) => {
      needsAsset(image.image, `/promotions/${i}/images/${j}/image`);
    });
  });
  for (const list of ['banners', 'notices', 'popups', 'promotions'] as const)
    problems.push(...duplicateIds(content[list], list));
  problems.push(...duplicateIds(content.agents ?? [], 'agents'));
  return problems;
}

/**
 * content/help.json: unique terms; every title and body in the brand's default language; plain-text titles; bodies
 * without HTML, with links only to site paths, sections of this help centre, https URLs or email addresses.
 */
export function helpProblems(content: HelpContent, config: BrandConfig): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const language = config.languages.default;
  const terms = new Set(content.sections.map((section) => section.term));
  const seen = new Set<string>();
  content.sections.forEach((section, i) => {
    const at = `/sections/${i}`;
    if (seen.has(section.term))
      problems.push({ pointer: `${at}/term`, reason: `term "${section.term}" is used twice` });
    seen.add(section.term);
    for (const key of ['title', 'body'] as const) {
      const text = section[key];
      if (!text[language])
        problems.push({
          pointer: `${at}/${key}`,
          reason: `needs a text in the default language "${language}"`,
        });
    }
    for (const [lang, body] of Object.entries(section.body)) {
      for (const reason of helpTextProblems(body ?? '', terms))
        problems.push({ pointer: `${at}/body/${lang}`, reason });
    }
    for (const [lang, title] of Object.entries(section.title)) {
      if (/[<>]/.test(title ?? ''))
        problems.push({ pointer: `${at}/title/${lang}`, reason: 'a title is plain text: no < or >' });
    }
  });
  return problems;
}
