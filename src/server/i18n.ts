import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGE_TAGS, LANGUAGES, type Language } from '../core/languages';
import { pluralSuffix, renderParams } from '../core/message-params';
import { projectRoot } from './paths';

type Messages = Record<string, string>;
const catalogues = new Map<Language, Messages>();

function load(language: Language): Messages {
  let messages = catalogues.get(language);
  if (!messages) {
    const dir = join(projectRoot, 'locales', language);
    messages = {};
    if (existsSync(dir)) {
      for (const file of readdirSync(dir).filter((f) => f === 'errors.json')) {
        Object.assign(messages, JSON.parse(readFileSync(join(dir, file), 'utf8')) as Messages);
      }
    }
    catalogues.set(language, messages);
  }
  return messages;
}

const namespaces = new Map<string, Record<string, unknown>>();

/** A namespace of the web catalogues (locales/<language>/<ns>.json), for the few texts the server names things with. */
function loadNamespace(language: Language, ns: string): Record<string, unknown> {
  const id = `${language}/${ns}`;
  let data = namespaces.get(id);
  if (!data) {
    const file = join(projectRoot, 'locales', language, `${ns}.json`);
    data = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
    namespaces.set(id, data);
  }
  return data;
}

const lookup = (data: Record<string, unknown>, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], data);

/**
 * A text of a web catalogue namespace by dotted key ("names.pick3" of lottery.json) with {{name}} placeholders
 * filled, English as fallback, the key itself when neither has it. The names of the lottery games come from here.
 */
export function catalogueText(
  language: Language,
  ns: string,
  key: string,
  params: Record<string, string> = {},
): string {
  const found = lookup(loadNamespace(language, ns), key) ?? lookup(loadNamespace('en', ns), key);
  const text = typeof found === 'string' ? found : key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => params[name] ?? '');
}

/** Loads every catalogue up front so the first request pays nothing. */
export function preloadMessages(): void {
  for (const language of LANGUAGES) load(language);
}

/** The template of a code in a language: its plural form for `count` when it has plural forms (`<code>_one` …). */
function template(language: Language, code: string, params: Record<string, unknown>): string | undefined {
  const messages = load(language);
  const suffix = pluralSuffix(LANGUAGE_TAGS[language], params);
  return (
    (suffix ? (messages[`${code}_${suffix}`] ?? messages[`${code}_other`]) : undefined) ?? messages[code]
  );
}

/**
 * Translated message of an API code, with {{name}} placeholders filled; English, then the code, as fallbacks.
 * Parameters go through renderParams (src/core/message-params.ts): an amount given as moneyParam(minor, currency)
 * is formatted by the one formatter in this language, a whole number counted in its digits, every value isolated
 * in right-to-left text. A numeric `count` picks the plural form (`<code>_one`, `<code>_few` …) of the language.
 */
export function translate(language: Language, code: string, params: Record<string, unknown> = {}): string {
  const text = template(language, code, params) ?? template('en', code, params) ?? code;
  const values = renderParams(language, params);
  return text
    .replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}
