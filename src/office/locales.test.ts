import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '@/core/i18n-keys';
import { LANGUAGE_TAGS, type Language } from '@/core/languages';

/**
 * The console's texts (docs/back-office.md): English and every language a demo brand offers, each namespace with
 * English's keys, placeholders and the language's plural forms, and no English phrase left untranslated.
 */
const root = join(import.meta.dirname, '../..');
const localesDir = join(import.meta.dirname, 'locales');
const brandLanguages = new Set<Language>();
for (const code of readdirSync(join(root, 'brands'))) {
  const file = join(root, 'brands', code, 'brand.json');
  if (!existsSync(file)) continue;
  const brand = JSON.parse(readFileSync(file, 'utf8')) as { languages: { supported: Language[] } };
  for (const language of brand.languages.supported) brandLanguages.add(language);
}
const namespaces = readdirSync(join(localesDir, 'en'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -5));
const read = (language: string, ns: string) =>
  JSON.parse(readFileSync(join(localesDir, language, `${ns}.json`), 'utf8')) as unknown;
/** Names that read as English words in every language. */
const ENGLISH_EVERYWHERE = new Set(['CSV', 'TOTP', 'RTP', 'GGR', 'NGR', 'KYC', 'VIP', 'ID']);

describe('back office texts', () => {
  const languages = [...brandLanguages].filter((l) => l !== 'en').sort();

  it.each(languages)('%s has every namespace of English, complete', (language) => {
    const categories = new Intl.PluralRules(LANGUAGE_TAGS[language]).resolvedOptions().pluralCategories;
    const problems = namespaces.flatMap((ns) =>
      existsSync(join(localesDir, language, `${ns}.json`))
        ? catalogueProblems(read('en', ns), read(language, ns), categories, ENGLISH_EVERYWHERE).map(
            (line) => `${ns}: ${line}`,
          )
        : [`missing ${ns}.json`],
    );
    expect(problems).toEqual([]);
  });

  it('has no language folder without a brand using it, nor a namespace English lacks', () => {
    const folders = readdirSync(localesDir).filter((f) => !f.includes('.'));
    expect(folders.filter((f) => f !== 'en' && !brandLanguages.has(f as Language))).toEqual([]);
    for (const folder of folders)
      expect(
        readdirSync(join(localesDir, folder)).filter((f) => !namespaces.includes(f.slice(0, -5))),
      ).toEqual([]);
  });
});
