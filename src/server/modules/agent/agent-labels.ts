import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '@/core/languages';
import { projectRoot } from '@/server/paths';

/**
 * Texts of the agent center's screens (locales/<lang>/<ns>.json of the SPA) for the CSV exports' column headers,
 * so a download is labelled like the screen it comes from. `ns:dotted.key`; English, then the key, as fallbacks.
 */
const catalogues = new Map<string, Record<string, unknown>>();

function catalogue(language: string, ns: string): Record<string, unknown> {
  const id = `${language}/${ns}`;
  let data = catalogues.get(id);
  if (!data) {
    const file = join(projectRoot, 'locales', language, `${ns}.json`);
    data = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
    catalogues.set(id, data);
  }
  return data;
}

function lookup(data: Record<string, unknown>, path: string): string | undefined {
  let node: unknown = data;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function agentLabel(language: Language, key: string, fallback?: string): string {
  const [ns, path] = key.includes(':') ? (key.split(':') as [string, string]) : ['agent', key];
  return lookup(catalogue(language, ns), path) ?? lookup(catalogue('en', ns), path) ?? fallback ?? path;
}
