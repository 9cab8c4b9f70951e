import { type Brand, localized } from '../../../core/brand';
import type { Language } from '../../../core/languages';

export interface HelpSection {
  term: string;
  title: string;
  /** Markdown-lite (src/core/help-text.ts): the client renders it as elements, never as HTML. */
  body: string;
}

/** The brand's help centre (content/help.json) in a language; each text falls back to the brand's default language. */
export function helpCenter(
  brand: Brand,
  language: Language,
): { language: Language; sections: HelpSection[] } {
  const fallback = brand.config.languages.default;
  return {
    language,
    sections: brand.help.sections.map((section) => ({
      term: section.term,
      title: localized(section.title, language, fallback),
      body: localized(section.body, language, fallback),
    })),
  };
}
