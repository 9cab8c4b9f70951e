/**
 * Help centre texts (brands/<code>/content/help.json) are "markdown-lite": plain text with paragraphs
 * (separated by a blank line), bullet lists ("- "), numbered lists ("1. "), **bold** and [links](target).
 * Nothing else is interpreted — the SPA renders the parsed blocks as React elements, never as HTML — and the
 * brand loader refuses HTML tags and link targets outside the site, the help centre or http(s)/mailto.
 */

export type HelpInline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'link'; text: string; href: string };

export type HelpBlock =
  | { kind: 'paragraph'; inlines: HelpInline[] }
  | { kind: 'list'; ordered: boolean; items: HelpInline[][] };

/** A help section id: used in URLs (/helpmc#deposits), so lower-case letters, digits and dashes. */
export const HELP_TERM_PATTERN = /^[a-z][a-z0-9-]{1,39}$/;

const INLINE = /\*\*([^*\n]+)\*\*|\[([^\]\n]+)\]\(([^)\s]+)\)/g;
const BULLET = /^\s*[-*]\s+/;
const NUMBERED = /^\s*\d{1,3}[.)]\s+/;

export function parseInlines(text: string): HelpInline[] {
  const out: HelpInline[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) out.push({ kind: 'text', text: text.slice(last, match.index) });
    if (match[1] !== undefined) out.push({ kind: 'strong', text: match[1] });
    else out.push({ kind: 'link', text: match[2]!, href: match[3]! });
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) });
  return out;
}

/** Splits a text into paragraphs and lists; lines of a paragraph are joined with a space. */
export function parseHelpText(text: string): HelpBlock[] {
  const blocks: HelpBlock[] = [];
  for (const chunk of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk.split('\n').filter((line) => line.trim() !== '');
    let paragraph: string[] = [];
    let list: { ordered: boolean; items: string[] } | null = null;
    const flush = () => {
      if (paragraph.length) blocks.push({ kind: 'paragraph', inlines: parseInlines(paragraph.join(' ')) });
      if (list) blocks.push({ kind: 'list', ordered: list.ordered, items: list.items.map(parseInlines) });
      paragraph = [];
      list = null;
    };
    for (const line of lines) {
      const bullet = BULLET.exec(line);
      const numbered = bullet ? null : NUMBERED.exec(line);
      const marker = bullet ?? numbered;
      if (marker) {
        const ordered = numbered !== null;
        if (paragraph.length || (list && list.ordered !== ordered)) flush();
        list ??= { ordered, items: [] };
        list.items.push(line.slice(marker[0].length).trim());
      } else if (list && /^\s{2,}/.test(line)) {
        // An indented line continues the list item above it.
        list.items[list.items.length - 1] += ` ${line.trim()}`;
      } else {
        if (list) flush();
        paragraph.push(line.trim());
      }
    }
    flush();
  }
  return blocks;
}

/** Where a help link may point: a site path, another help section, an http(s) URL or an email address. */
export function helpLinkKind(href: string): 'route' | 'term' | 'external' | null {
  if (/^#[a-z][a-z0-9-]{1,39}$/.test(href)) return 'term';
  if (/^\/(?!\/)[A-Za-z0-9\-._~/?=&%#]*$/.test(href)) return 'route';
  if (/^https:\/\/[^\s<>"'\\]+$/.test(href) || /^mailto:[^\s<>"'\\@]+@[^\s<>"'\\@]+$/.test(href))
    return 'external';
  return null;
}

/** Why a help text cannot be published (HTML, unsafe or unknown link targets), or an empty list. */
export function helpTextProblems(text: string, terms: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  if (text.includes('{{'))
    for (const [, name] of text.matchAll(FIGURE))
      if (!(HELP_FIGURES as readonly string[]).includes(name!))
        problems.push(`{{${name}}} is not a figure the help centre fills in (${HELP_FIGURES.join(', ')})`);
  const tag = /<\s*\/?\s*([a-z][a-z0-9-]*)[^>]*>/i.exec(text);
  if (tag)
    problems.push(
      `help text is not HTML: <${tag[1]!.toLowerCase()}> would be shown as text (use **bold**, lists and [links](target))`,
    );
  // A link is "[text](target)" inside one line; parsing only joins lines with a space, so without "](" in the
  // text there is no link to check, and when every target the text could hold is allowed, none of its links is
  // refused: the parse is needed only to report a refused one.
  if (!text.includes('](') || linkTargetsAllowed(text, terms)) return problems;
  for (const block of parseHelpText(text)) {
    const inlines = block.kind === 'paragraph' ? block.inlines : block.items.flat();
    for (const inline of inlines) {
      if (inline.kind !== 'link') continue;
      const kind = helpLinkKind(inline.href);
      if (!kind)
        problems.push(
          `link target "${inline.href}" is not allowed (use a site path "/…", "#term", an https:// URL or mailto:)`,
        );
      else if (kind === 'term' && !terms.has(inline.href.slice(1)))
        problems.push(`link target "${inline.href}" names no help section of this brand`);
    }
  }
  return problems;
}

/**
 * Whether every target after a "](" of the raw text is allowed (helpLinkKind, and a "#term" names a section of
 * `terms`). The targets of the parsed links are among these: a parsed link's "](target)" lies inside one line of
 * the text (the target has no white space, and parsing joins lines with a space), and the target is the whole run
 * of characters other than ")" and white space after that "](" (the parse takes the same run, then needs ")").
 * Runs without a closing ")" are no link and are skipped, so "true" means the parse would refuse no link.
 */
function linkTargetsAllowed(text: string, terms: ReadonlySet<string>): boolean {
  let at = text.indexOf('](');
  while (at !== -1) {
    const start = at + 2;
    let end = start;
    while (end < text.length) {
      const char = text.charCodeAt(end);
      if (char === 0x29 /* ) */ || char === 0x20 || (char >= 0x09 && char <= 0x0d)) break;
      if (char > 0x7f && WHITE_SPACE.test(text[end]!)) break;
      end++;
    }
    if (end > start && text.charCodeAt(end) === 0x29) {
      const href = text.slice(start, end);
      const kind = helpLinkKind(href);
      if (!kind || (kind === 'term' && !terms.has(href.slice(1)))) return false;
    }
    at = text.indexOf('](', start);
  }
  return true;
}
const WHITE_SPACE = /\s/;

/**
 * Figures a help text may quote from the brand's own data instead of writing them out, so that what the help
 * promises is what the system delivers: `{{freePlayCredit}}` = the demo credits a free-play account gets
 * (brand.json accounts.freePlayBalance), in the brand currency and the reader's language.
 */
export const HELP_FIGURES = ['freePlayCredit'] as const;
export type HelpFigure = (typeof HELP_FIGURES)[number];
const FIGURE = /\{\{\s*([A-Za-z]+)\s*\}\}/g;

/** Whether a text quotes a figure. */
export const quotesFigure = (text: string, figure: HelpFigure) =>
  text.includes('{{') && [...text.matchAll(FIGURE)].some((match) => match[1] === figure);

/** The text with every known figure filled in. */
export function fillHelpFigures(text: string, figures: Record<HelpFigure, string>): string {
  return text.replace(FIGURE, (whole, name: string) =>
    Object.hasOwn(figures, name) ? figures[name as HelpFigure] : whole,
  );
}
