// Lists missing translation keys per language against English (the reference) and fails when a language that
// some brand supports lacks a key, breaks a {{placeholder}}, or keeps an English phrase word for word (two or
// more words; names that stay English everywhere are in ENGLISH_EVERYWHERE). Languages no brand uses are
// reported only.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { diffCatalogues, flattenKeys, untranslatedKeys } from '../src/core/i18n-keys';
import { LANGUAGES } from '../src/core/languages';
import { formatProblems, loadBrands } from '../src/server/brands/load-brands';

/** Brand and product names that read as two words but stay English in every language. */
const ENGLISH_EVERYWHERE = new Set([
  'Google Authenticator',
  // The in-house slot games' titles (originals), shown as titles in every language.
  'Lucky Lanterns',
  'Neon Fruits',
  'Dragon Pearls',
]);

const root = resolve(import.meta.dirname, '..');
const localesDir = join(root, 'locales');
const brandsDir = resolve(process.env.BRANDS_DIR ?? join(root, 'brands'));

const { brands, problems } = loadBrands(brandsDir);
if (problems.length) {
  console.error(`Brand configuration is not valid:\n${formatProblems(problems)}`);
  process.exit(1);
}
const required = new Map<string, string[]>();
for (const brand of brands) {
  for (const language of brand.config.languages.supported) {
    required.set(language, [...(required.get(language) ?? []), brand.config.code]);
  }
}

const read = (language: string, ns: string) => {
  const file = join(localesDir, language, `${ns}.json`);
  return existsSync(file) ? flattenKeys(JSON.parse(readFileSync(file, 'utf8'))) : new Map<string, string>();
};
const namespaces = readdirSync(join(localesDir, 'en'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -5));

let failed = false;
for (const language of LANGUAGES.filter((l) => l !== 'en')) {
  const usedBy = required.get(language);
  const lines: string[] = [];
  for (const ns of namespaces) {
    const diff = diffCatalogues(read('en', ns), read(language, ns));
    for (const key of diff.missing) lines.push(`  missing ${ns}:${key}`);
    for (const key of diff.placeholderMismatch) lines.push(`  placeholders differ ${ns}:${key}`);
    const english = read('en', ns);
    for (const key of untranslatedKeys(english, read(language, ns), ENGLISH_EVERYWHERE))
      lines.push(`  still English ${ns}:${key} "${english.get(key)}"`);
    for (const key of diff.extra) lines.push(`  unused ${ns}:${key} (not in English)`);
  }
  const blocking = lines.filter((l) => !l.includes('unused')).length;
  const status = blocking === 0 ? 'ok' : usedBy ? 'FAIL' : 'incomplete (no brand uses it)';
  console.log(`${language}: ${status}${usedBy ? ` — used by ${usedBy.join(', ')}` : ''}`);
  if (lines.length) console.log(lines.join('\n'));
  if (blocking > 0 && usedBy) failed = true;
}
console.log(`en: reference (${namespaces.join(', ')})`);
process.exit(failed ? 1 : 0);
