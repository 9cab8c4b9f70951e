import type { Brand } from '@/core/brand';
import { safeHtmlPolicy, sanitizeHtml } from '@/core/safe-html';

/** Sanitised operator HTML by brand and source text (the content is fixed at start: computed once per text). */
const sanitized = new WeakMap<Brand, Map<string, string>>();

/** Notice and popup HTML as served: through the shared allowlist (core/safe-html.ts) the brand check applies. */
export function safeHtml(brand: Brand, html: string): string {
  let byText = sanitized.get(brand);
  if (!byText) {
    byText = new Map();
    sanitized.set(brand, byText);
  }
  let clean = byText.get(html);
  if (clean === undefined) {
    clean = sanitizeHtml(html, safeHtmlPolicy(brand.config.code, brand.config.cdn.images)).html;
    byText.set(html, clean);
  }
  return clean;
}
