import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '../../core/languages';

const CODES = new Set<string>(LANGUAGES);

/** Localised values that are not texts a player reads (a picture per language may fall back to the default). */
const NOT_TEXT = /image|img|icon|url|banner|logo/i;

/**
 * Every per-language text of a brand document (an object whose keys are all language codes, with text values)
 * that lacks a language the brand offers: JSON pointer and the missing language. A brand that offers a language
 * shows its own content in it too — the interface texts come from locales/, the brand's from its folder.
 */
export function missingLanguages(
  document: unknown,
  supported: readonly string[],
): { pointer: string; language: string }[] {
  const out: { pointer: string; language: string }[] = [];
  const walk = (node: unknown, pointer: string, key: string) => {
    if (Array.isArray(node)) {
      node.forEach((item, i) => walk(item, `${pointer}/${i}`, key));
      return;
    }
    if (!node || typeof node !== 'object') return;
    const entries = Object.entries(node);
    const localised = entries.length > 0 && entries.every(([k, v]) => CODES.has(k) && typeof v === 'string');
    if (localised) {
      if (NOT_TEXT.test(key)) return;
      for (const language of supported)
        if (!(language in node)) out.push({ pointer: pointer || '/', language });
      return;
    }
    for (const [k, v] of entries) walk(v, `${pointer}/${k.replaceAll('~', '~0').replaceAll('/', '~1')}`, k);
  };
  walk(document, '', '');
  return out;
}

/** The language-coverage problems of a brand folder: brand.json and every content/*.json. */
export function languageCoverageProblems(
  dir: string,
  supported: readonly string[],
  display: (path: string) => string,
): { file: string; pointer: string; reason: string }[] {
  const files = ['brand.json'];
  if (existsSync(join(dir, 'content')))
    for (const name of readdirSync(join(dir, 'content')).sort())
      if (name.endsWith('.json')) files.push(`content/${name}`);
  const problems: { file: string; pointer: string; reason: string }[] = [];
  for (const name of files) {
    let document: unknown;
    try {
      document = JSON.parse(readFileSync(join(dir, name), 'utf8'));
    } catch {
      continue; // unreadable JSON is reported by the file's own schema check
    }
    const byPointer = new Map<string, string[]>();
    for (const { pointer, language } of missingLanguages(document, supported))
      byPointer.set(pointer, [...(byPointer.get(pointer) ?? []), language]);
    for (const [pointer, languages] of byPointer)
      problems.push({
        file: display(join(dir, name)),
        pointer,
        reason: `needs a text in ${languages.map((l) => `"${l}"`).join(', ')} (the brand offers ${languages.length > 1 ? 'them' : 'it'})`,
      });
  }
  return problems;
}
