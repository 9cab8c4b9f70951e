import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, type Language } from '../core/languages';
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

/** Loads every catalogue up front so the first request pays nothing. */
export function preloadMessages(): void {
  for (const language of LANGUAGES) load(language);
}

/** Translated message of an API code, with {{name}} placeholders filled; English, then the code, as fallbacks. */
export function translate(language: Language, code: string, params: Record<string, unknown> = {}): string {
  const template = load(language)[code] ?? load('en')[code] ?? code;
  return template
    .replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''))
    .replace(/\s{2,}/g, ' ')
    .trim();
}
