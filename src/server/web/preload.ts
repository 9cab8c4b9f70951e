import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Brand } from '@/core/brand';
import { firstPaintManifestKeys } from '@/core/locale-chunks';
import { escapeHtml } from './pages';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** Paths that render the home page (spec §2), whose largest element is the first w_home banner (first-paint.ts). */
export const HOME_PATHS = new Set(['/', '/index', '/index.html', '/home', '/login', '/register', '/help']);
const LAYOUT_CHUNK = 'routes/_site.tsx?tsr-split=component';

/**
 * Resource hints for index.html, from Vite's build manifest: the chunks a page needs right after boot (the site
 * layout, the page's route, the first paint's translations) are fetched while the boot calls run, instead of one
 * round trip after another.
 *
 * They carry fetchpriority="low": the first paint needs none of them (it is the HTML's own frame, first-paint.ts),
 * so they never take a connection or bandwidth from the first paint's images, the entry script and its static
 * imports (Chromium then fetches the scripts at Low, the stylesheets at High instead of Highest). At their default
 * priority they went ahead of the banner, and Lighthouse's simulation counted every one that had arrived before the
 * first paint as render-blocking (docs/scale.md, "The home page under Lighthouse").
 */
export function resourceHints(webDir: string): (brand: Brand, path: string) => string {
  const manifestPath = join(webDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return () => '';
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.keys(manifest).find((key) => key === 'index.html');
  const initial = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key]!.imports ?? []) collect(imported, into);
  };
  if (entry) collect(entry, initial);

  const cache = new Map<string, string>();
  return (brand, path) => {
    const routeFile = path === '/' ? 'index' : path.slice(1);
    const cacheKey = `${brand.config.code}|${routeFile}`;
    const cached = cache.get(cacheKey);
    if (cached !== undefined) return cached;
    const keys = new Set<string>();
    // The first paint's translations in the brand's language, which main.tsx awaits before anything else
    // (src/core/locale-chunks.ts), so first in line; a player who chose another language on this device fetches
    // that one instead, and English (the fallback) follows once the page is idle. Other namespaces load when a
    // feature using them mounts. Then the site layout and the page's route, which the router loads next.
    for (const key of firstPaintManifestKeys(Object.keys(manifest), brand.config.languages.default))
      collect(key, keys);
    if (!path.startsWith('/agent')) collect(LAYOUT_CHUNK, keys);
    if (/^[A-Za-z0-9_-]{1,40}$/.test(routeFile))
      collect(`routes/_site/${routeFile}.tsx?tsr-split=component`, keys);
    const links: string[] = [];
    const files = new Set<string>();
    for (const key of keys) {
      if (initial.has(key)) continue;
      const chunk = manifest[key]!;
      if (files.has(chunk.file)) continue;
      files.add(chunk.file);
      links.push(
        `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${escapeHtml(chunk.file)}">`,
      );
      for (const css of chunk.css ?? []) {
        if (files.has(css)) continue;
        files.add(css);
        // crossorigin as Vite's loader then asks for the stylesheet: without it the browser cannot use the
        // preloaded copy (the credentials mode differs) and downloads the file a second time.
        links.push(
          `<link rel="preload" as="style" crossorigin fetchpriority="low" href="/${escapeHtml(css)}">`,
        );
      }
    }
    const html = links.join('\n');
    if (cache.size < 500) cache.set(cacheKey, html);
    return html;
  };
}
