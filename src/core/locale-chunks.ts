/**
 * How the translation catalogues (locales/<language>/<namespace>.json) reach the browser. Shared by the web app
 * (src/web/lib/i18n.ts), the build (vite.config.ts), the server's preload hints (src/server/web/preload.ts) and
 * the home-JS bench figure, so the four stay in step.
 *
 * The namespaces the first paint needs (the site layout, the home page and the boot error screen) ship as one
 * chunk per language, `locale-<language>`, which main.tsx awaits before the first render and index.html
 * preloads. Every other namespace is its own chunk, fetched when a component that uses it first renders
 * (useTranslation(ns) suspends until it arrives). A namespace file added under locales/en/ needs no code change.
 */
export const FIRST_PAINT_NAMESPACES: readonly string[] = ['common', 'lobby'];

/** The language every catalogue is written in first; the fallback for a key a language lacks. */
export const REFERENCE_LANGUAGE = 'en' as const;

const LOCALE_FILE = /[\\/]locales[\\/]([a-z]+)[\\/]([A-Za-z0-9_-]+)\.json$/;

/** `locale-<language>` for a first-paint catalogue file, null for any other file (its own chunk). */
export function firstPaintChunkName(id: string): string | null {
  const match = LOCALE_FILE.exec(id);
  return match && FIRST_PAINT_NAMESPACES.includes(match[2]!) ? `locale-${match[1]}` : null;
}

/**
 * The keys of Vite's build manifest whose chunks hold a language's first-paint namespaces: the grouped
 * `_locale-<language>-<hash>.js`, or the namespace files themselves when a build does not group them.
 */
export function firstPaintManifestKeys(keys: Iterable<string>, language: string): string[] {
  const files = new Set(FIRST_PAINT_NAMESPACES.map((ns) => `../../locales/${language}/${ns}.json`));
  return [...keys].filter((key) => key.startsWith(`_locale-${language}-`) || files.has(key));
}
