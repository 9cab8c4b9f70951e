// npm run i18n:check — every language of src/core/languages.ts (the 29 of spec §9) must have a complete folder
// locales/<code>/ with exactly English's namespaces, and each namespace must be valid JSON without missing or
// unknown keys (a key English lacks is an error), with English's {{placeholders}}, plural forms exactly the
// language's Intl.PluralRules categories, and no English phrase kept word for word (two or more words; names
// that stay English everywhere are in ENGLISH_EVERYWHERE). Prints one line per problem; exits 1 on any.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { catalogueProblems } from '../src/core/i18n-keys';
import { LANGUAGE_TAGS, LANGUAGES } from '../src/core/languages';
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
const usedBy = new Map<string, string[]>();
for (const brand of brands) {
  for (const language of brand.config.languages.supported)
    usedBy.set(language, [...(usedBy.get(language) ?? []), brand.config.code]);
}

const jsonFiles = (dir: string) =>
  existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
const namespaces = jsonFiles(join(localesDir, 'en')).map((f) => f.slice(0, -5));

function readJson(language: string, ns: string): { data?: unknown; error?: string } {
  try {
    return { data: JSON.parse(readFileSync(join(localesDir, language, `${ns}.json`), 'utf8')) };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

const english = new Map(namespaces.map((ns) => [ns, readJson('en', ns)]));
let failed = false;
for (const [ns, { error }] of english) {
  if (error) {
    console.log(`en: FAIL\n  ${ns}.json is not valid JSON: ${error}`);
    failed = true;
  }
}

for (const language of LANGUAGES.filter((l) => l !== 'en')) {
  const dir = join(localesDir, language);
  const brandsUsing = usedBy.get(language);
  const lines: string[] = [];
  if (!existsSync(dir)) lines.push(`locales/${language}/ is missing`);
  else {
    const categories = new Intl.PluralRules(LANGUAGE_TAGS[language]).resolvedOptions().pluralCategories;
    for (const file of jsonFiles(dir).filter((f) => !namespaces.includes(f.slice(0, -5))))
      lines.push(`unknown namespace ${file} (English has no such file)`);
    for (const ns of namespaces) {
      if (!existsSync(join(dir, `${ns}.json`))) {
        lines.push(`missing file ${ns}.json`);
        continue;
      }
      const { data, error } = readJson(language, ns);
      if (error) lines.push(`${ns}.json is not valid JSON: ${error}`);
      else
        for (const line of catalogueProblems(english.get(ns)?.data, data, categories, ENGLISH_EVERYWHERE))
          lines.push(`${ns}: ${line}`);
    }
  }
  const used = brandsUsing ? ` — used by ${brandsUsing.join(', ')}` : '';
  console.log(`${language}: ${lines.length === 0 ? 'ok' : `FAIL (${lines.length})`}${used}`);
  for (const line of lines) console.log(`  ${line}`);
  if (lines.length > 0) failed = true;
}
console.log(`en: reference (${namespaces.join(', ')})`);
process.exit(failed ? 1 : 0);
