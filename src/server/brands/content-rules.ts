/**
 * Brand checks beyond the JSON Schemas for game vendors (brand.json), announcements
 * (content/announcements.json) and the help centre (content/help.json). Each returns problems as pointer + reason; load-brands.ts adds the file.
 */
import {
  type AnnouncementsContent,
  accountPolicy,
  type BrandConfig,
  type Category,
  type HelpContent,
  type LocalizedText,
} from '@/core/brand';
import { helpTextProblems, quotesFigure } from '@/core/help-text';
import { safeHtmlPolicy, unsafeHtmlProblems } from '@/core/safe-html';
import { VENDORS } from '../domains/games';
import { localizedAssetProblems } from './asset-rules';

export interface RuleProblem {
  pointer: string;
  reason: string;
}

const VENDOR_CATEGORIES = new Map(VENDORS.map((v) => [v.code, v.categories]));

/** The business-day time zone (agent reports) must be one this runtime knows. */
export function timezoneProblems(config: BrandConfig): RuleProblem[] {
  if (config.timezone === undefined || isTimeZone(config.timezone)) return [];
  return [{ pointer: '/timezone', reason: `unknown time zone "${config.timezone}"` }];
}

const ZONES = new Map<string, boolean>();

/**
 * Does the runtime know this IANA time zone? Remembered per name: making a formatter to find out costs more than
 * the rest of a brand's time checks, and every brand and promotion schedule asks about the same few zones.
 */
export function isTimeZone(zone: string): boolean {
  let known = ZONES.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    if (ZONES.size < 1000) ZONES.set(zone, known);
  }
  return known;
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

/**
 * Why announcement HTML is refused (none: it may be published): whatever the shared sanitiser (core/safe-html.ts)
 * would remove — scripts and other active or foreign elements, event handlers, style attributes, links that are
 * not site paths, #fragments, http(s) or mailto:, images not from the brand's assets or image CDNs.
 * The server serves the sanitised HTML, and the SPA sanitises it again with the same allowlist.
 */
export function unsafeHtmlReasons(html: string, config: BrandConfig): string[] {
  // Text without a "<" has no markup for the sanitiser to drop (it only escapes it).
  if (!html.includes('<')) return [];
  return unsafeHtmlProblems(html, safeHtmlPolicy(config.code, config.cdn.images));
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
  content.banners.forEach((banner, i) => {
    const at = `/banners/${i}`;
    problems.push(...localizedAssetProblems(brandDir, banner.image, `${at}/image`, config));
    needsDefault(banner.alt, `${at}/alt`);
    // A linked banner is a link whose only content is its image: the image's text is the link's name.
    if (banner.linkageType !== 'NONE' && !banner.alt)
      problems.push({
        pointer: `${at}/alt`,
        reason: 'a banner that links somewhere needs alt (it names the link)',
      });
    if (banner.linkageType === 'ROUTE' && !/^\/(?!\/)[^\s<>"'\\]*$/.test(banner.url))
      problems.push({ pointer: `${at}/url`, reason: 'a ROUTE banner needs a site path starting with "/"' });
    if (banner.linkageType === 'URL' && !/^https?:\/\/[^\s<>"'\\]+$/.test(banner.url))
      problems.push({ pointer: `${at}/url`, reason: 'a URL banner needs an http(s) URL' });
    if (banner.linkageType === 'NONE' && banner.url !== '')
      problems.push({ pointer: `${at}/url`, reason: 'a NONE banner has no url (use "")' });
  });
  const safeHtml = (texts: LocalizedText, pointer: string) => {
    for (const [lang, html] of Object.entries(texts)) {
      for (const reason of unsafeHtmlReasons(html ?? '', config))
        problems.push({ pointer: `${pointer}/${lang}`, reason: `announcement HTML: ${reason}` });
    }
  };
  content.notices.forEach((notice, i) => {
    needsDefault(notice.title, `/notices/${i}/title`);
    needsDefault(notice.content, `/notices/${i}/content`);
    safeHtml(notice.content, `/notices/${i}/content`);
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
    safeHtml(popup.content, `${at}/content`);
  });
  (content.agents ?? []).forEach((notice, i) => {
    const at = `/agents/${i}`;
    needsDefault(notice.title, `${at}/title`);
    needsDefault(notice.content, `${at}/content`);
    if (Number.isNaN(Date.parse(notice.publishedAt)))
      problems.push({ pointer: `${at}/publishedAt`, reason: 'not a valid date and time' });
    safeHtml(notice.content, `${at}/content`);
  });
  for (const list of ['banners', 'notices', 'popups'] as const)
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
      if (quotesFigure(body ?? '', 'freePlayCredit') && !(accountPolicy(config).freePlayBalance > 0))
        problems.push({
          pointer: `${at}/body/${lang}`,
          reason: 'quotes {{freePlayCredit}} but accounts.freePlayBalance gives no demo credits',
        });
    }
    for (const [lang, title] of Object.entries(section.title)) {
      if (/[<>]/.test(title ?? ''))
        problems.push({ pointer: `${at}/title/${lang}`, reason: 'a title is plain text: no < or >' });
    }
  });
  return problems;
}
