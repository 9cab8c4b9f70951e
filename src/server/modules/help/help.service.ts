import type { HelpSection } from '@/core/api/system';
import { accountPolicy, type Brand, localized } from '@/core/brand';
import { createFormat, directionOf } from '@/core/format';
import { fillHelpFigures } from '@/core/help-text';
import type { Language } from '@/core/languages';

/**
 * The brand's help centre (content/help.json) in a language; each text falls back to the brand's default language.
 * Figures the texts quote (`{{freePlayCredit}}`) come from the brand data the system acts on, formatted in the
 * brand currency for the reader's language.
 */
export function helpCenter(
  brand: Brand,
  language: Language,
): { language: Language; sections: HelpSection[] } {
  const fallback = brand.config.languages.default;
  const figures = {
    // The one formatter, in the reader's language (what the header shows the trial account).
    freePlayCredit: createFormat({
      language,
      currency: brand.config.currency,
      // The text is plain: the amount is isolated only where it sits in right-to-left words.
      isolate: directionOf(language) === 'rtl',
    }).money(BigInt(accountPolicy(brand.config).freePlayBalance)),
  };
  return {
    language,
    sections: brand.help.sections.map((section) => ({
      term: section.term,
      title: localized(section.title, language, fallback),
      body: fillHelpFigures(localized(section.body, language, fallback), figures),
    })),
  };
}
