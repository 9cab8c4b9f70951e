/**
 * Operator HTML (announcement popups and notices): the one allowlist the brand check, the server and the SPA's
 * DOMPurify configuration share (docs/shared-limits.md "Announcement HTML").
 *
 * Allowed: text formatting, lists, headings, line breaks and rules, links and images. No other element, no style,
 * class, id or event attribute. Links go to site paths, #fragments, http(s) or mailto: addresses; external links
 * open in a new tab with rel="noopener noreferrer". Images come only from the brand's own assets
 * (/brands/<code>/assets/…) or its image CDNs (brand.json cdn.images), so no announcement can load a tracking
 * pixel from elsewhere.
 *
 * `sanitizeHtml` re-serialises what it keeps (every text and attribute value escaped, every element closed), so
 * a value is checked exactly as the browser will read it; what it drops is listed as problems.
 */

export const SAFE_HTML_ELEMENTS = [
  'p',
  'br',
  'hr',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'small',
  'span',
  'div',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'a',
  'img',
] as const;

/** Attributes kept per element (target and rel of links are always set by the sanitiser itself). */
export const SAFE_HTML_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
};

const VOID = new Set(['br', 'hr', 'img']);
/** Elements dropped with everything inside them (their content is code, markup or raw text). */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'svg',
  'math',
  'iframe',
  'object',
  'embed',
  'noscript',
  'noembed',
  'noframes',
  'textarea',
  'title',
  'xmp',
  'select',
  'plaintext',
]);
const ALLOWED = new Set<string>(SAFE_HTML_ELEMENTS);

export interface SafeHtmlPolicy {
  /** The brand's asset path, "/brands/<code>/assets/". */
  assetBase: string;
  /** brand.json cdn.images: absolute https URLs whose paths images may come from. */
  imageCdns: readonly string[];
}

export function safeHtmlPolicy(brandCode: string, imageCdns: readonly string[]): SafeHtmlPolicy {
  return { assetBase: `/brands/${encodeURIComponent(brandCode)}/assets/`, imageCdns };
}

/** Whether an image URL (already decoded) is one of the brand's assets or under one of its image CDNs. */
export function isAllowedImageUrl(url: string, policy: SafeHtmlPolicy): boolean {
  if (/[\s\\<>"'`]|\.\.|%2e%2e/i.test(url)) return false;
  if (url.startsWith(policy.assetBase) && url.length > policy.assetBase.length) return true;
  return policy.imageCdns.some((cdn) => {
    const base = cdn.endsWith('/') ? cdn : `${cdn}/`;
    return /^https:\/\//i.test(base) && url.startsWith(base) && url.length > base.length;
  });
}

/** Links: a site path, a #fragment, an http(s) URL or a mailto: address (already decoded, exact characters). */
export function isAllowedLinkUrl(url: string): boolean {
  if (/[\s\\<>"'`]/.test(url) || [...url].some((char) => char.charCodeAt(0) < 0x20 || char === '\u007f'))
    return false;
  return /^(\/(?!\/)|#|https?:\/\/[^/?#]|mailto:[^@/]+@)/i.test(url);
}

export function isExternalLink(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  sol: '/',
  tab: '\t',
  newline: '\n',
  lpar: '(',
  rpar: ')',
  period: '.',
  comma: ',',
  num: '#',
  excl: '!',
  quest: '?',
  equals: '=',
  semi: ';',
  percnt: '%',
  commat: '@',
};

/**
 * Decodes an attribute value as a browser would, for the references that matter; undefined when it holds a named
 * reference this table does not know (such a value is refused rather than guessed at).
 */
function decodeAttribute(value: string): string | undefined {
  let unknown = false;
  const decoded = value.replace(
    /&(?:#x([0-9a-f]+);?|#(\d+);?|([a-z][a-z0-9]*);?)/gi,
    (whole, hex: string | undefined, dec: string | undefined, name: string | undefined) => {
      if (hex !== undefined || dec !== undefined) {
        const code = hex !== undefined ? Number.parseInt(hex, 16) : Number(dec);
        return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
          ? String.fromCodePoint(code)
          : '\ufffd';
      }
      const char = NAMED[name!.toLowerCase()];
      if (char !== undefined && whole.endsWith(';')) return char;
      unknown = true;
      return whole;
    },
  );
  return unknown ? undefined : decoded;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Text keeps its character references; a bare & and every < or > are escaped. */
function escapeText(text: string): string {
  return text
    .replace(/&(?!(?:#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

interface Attribute {
  name: string;
  value: string;
}

/** Parses the attributes of a start tag from `i` (after the name) to its `>`; returns them and the index after. */
function readAttributes(html: string, start: number): { attributes: Attribute[]; end: number } {
  const attributes: Attribute[] = [];
  let i = start;
  while (i < html.length) {
    while (i < html.length && /[\s/]/.test(html[i]!)) i++;
    if (i >= html.length || html[i] === '>') break;
    let name = '';
    // The first character may be "=" (the HTML tokenizer takes it into the name).
    do name += html[i++];
    while (i < html.length && !/[\s/>=]/.test(html[i]!));
    while (i < html.length && /\s/.test(html[i]!)) i++;
    let value = '';
    if (html[i] === '=') {
      i++;
      while (i < html.length && /\s/.test(html[i]!)) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        const stop = close === -1 ? html.length : close;
        value = html.slice(i + 1, stop);
        i = stop + 1;
      } else {
        const from = i;
        while (i < html.length && !/[\s>]/.test(html[i]!)) i++;
        value = html.slice(from, i);
      }
    }
    attributes.push({ name: name.toLowerCase(), value });
  }
  return { attributes, end: Math.min(i + 1, html.length) };
}

export interface SanitizedHtml {
  html: string;
  /** Everything removed, as reasons a brand check can print (empty: the input was already safe). */
  problems: string[];
}

export function sanitizeHtml(input: string, policy: SafeHtmlPolicy): SanitizedHtml {
  const out: string[] = [];
  const problems = scan(input, policy, out);
  return { html: out.join(''), problems };
}

/** sanitizeHtml's problems alone (a check that only asks what would be removed skips writing the output). */
export function unsafeHtmlProblems(input: string, policy: SafeHtmlPolicy): string[] {
  return scan(input, policy, undefined);
}

/** Walks the HTML as sanitizeHtml does, writing what it keeps to `out` when given; returns the problems. */
function scan(input: string, policy: SafeHtmlPolicy, out: string[] | undefined): string[] {
  const problems = new Set<string>();
  const open: string[] = [];
  const html = input.replaceAll('\u0000', '\ufffd');
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      out?.push(escapeText(html.slice(i)));
      break;
    }
    out?.push(escapeText(html.slice(i, lt)));
    const next = html[lt + 1] ?? '';
    if (html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 4);
      const bang = html.indexOf('--!>', lt + 4);
      const stops = [close === -1 ? html.length : close + 3, bang === -1 ? html.length : bang + 4];
      i = Math.min(...stops);
      problems.add('comments are not allowed');
      continue;
    }
    if (next === '!' || next === '?' || (next === '/' && !/[a-z]/i.test(html[lt + 2] ?? ''))) {
      // Doctype, CDATA, processing instruction or "</" not followed by a name: a bogus comment up to ">".
      const close = html.indexOf('>', lt);
      i = close === -1 ? html.length : close + 1;
      problems.add(`"${html.slice(lt, Math.min(lt + 9, i))}…" markup is not allowed`);
      continue;
    }
    const closing = next === '/';
    const nameStart = closing ? lt + 2 : lt + 1;
    if (!/[a-z]/i.test(html[nameStart] ?? '')) {
      out?.push('&lt;');
      i = lt + 1;
      continue;
    }
    let nameEnd = nameStart;
    while (nameEnd < html.length && !/[\s/>]/.test(html[nameEnd]!)) nameEnd++;
    const name = html.slice(nameStart, nameEnd).toLowerCase();
    const { attributes, end } = readAttributes(html, nameEnd);
    i = end;
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at !== -1) {
        // (out?.push would skip its argument, and so the pop, when there is no output.)
        for (const closed of open.splice(at).reverse()) out?.push(`</${closed}>`);
      }
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(name)) {
      problems.add(`<${name}> elements are not allowed`);
      if (name === 'plaintext') {
        i = html.length;
        continue;
      }
      const close = html.toLowerCase().indexOf(`</${name}`, i);
      i = close === -1 ? html.length : html.indexOf('>', close) + 1 || html.length;
      continue;
    }
    if (!ALLOWED.has(name)) {
      problems.add(`<${name}> elements are not allowed`);
      continue;
    }
    const tag = startTag(name, attributes, policy, problems);
    out?.push(tag);
    if (!VOID.has(name)) open.push(name);
  }
  for (const closed of open.reverse()) out?.push(`</${closed}>`);
  return [...problems];
}

function startTag(
  name: string,
  attributes: Attribute[],
  policy: SafeHtmlPolicy,
  problems: Set<string>,
): string {
  const allowed = SAFE_HTML_ATTRIBUTES[name] ?? [];
  const kept: string[] = [];
  let external = false;
  const seen = new Set<string>();
  for (const { name: attribute, value } of attributes) {
    if (seen.has(attribute)) continue;
    seen.add(attribute);
    if (name === 'a' && (attribute === 'target' || attribute === 'rel')) continue;
    if (attribute.startsWith('on')) {
      problems.add(`event handler attributes (${attribute}) are not allowed`);
      continue;
    }
    if (!allowed.includes(attribute)) {
      problems.add(`the ${attribute} attribute is not allowed on <${name}>`);
      continue;
    }
    const decoded = decodeAttribute(value);
    if (decoded === undefined) {
      problems.add(`<${name}> ${attribute} uses an unknown character reference`);
      continue;
    }
    if (attribute === 'href') {
      if (!isAllowedLinkUrl(decoded)) {
        problems.add(
          `<a> href "${decoded.slice(0, 60)}" is not a site path, #fragment, http(s) or mailto: URL`,
        );
        continue;
      }
      external = isExternalLink(decoded);
    }
    if (attribute === 'src' && !isAllowedImageUrl(decoded, policy)) {
      problems.add(
        `<img> src "${decoded.slice(0, 60)}" is neither a brand asset (${policy.assetBase}…) nor under an image CDN of brand.json cdn.images`,
      );
      continue;
    }
    if ((attribute === 'width' || attribute === 'height') && !/^\d{1,4}$/.test(decoded)) {
      problems.add(`<${name}> ${attribute} must be a whole number of pixels`);
      continue;
    }
    kept.push(` ${attribute}="${escapeAttribute(decoded)}"`);
  }
  if (name === 'img' && !seen.has('src')) problems.add('<img> needs a src');
  // An image without an allowed source is dropped whole (as the SPA's sanitiser does).
  if (name === 'img' && !kept.some((attribute) => attribute.startsWith(' src='))) return '';
  if (external) kept.push(' target="_blank" rel="noopener noreferrer"');
  return `<${name}${kept.join('')}>`;
}
