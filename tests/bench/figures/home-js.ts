import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { build, loadConfigFromFile, type Plugin, type PluginOption } from 'vite';
import { firstPaintManifestKeys } from '@/core/locale-chunks';
import { loadBrands } from '@/server/brands/load-brands';
import { defaultBrandsDir } from '@/server/paths';
import { resourceHints } from '@/server/web/preload';
import { atMost, type FigureModule } from '../lib/figure';
import { entryKeys, gzipBytes, jsFiles, type Manifest, readManifest, staticClosure } from '../lib/manifest';
import { projectRoot, requireBuilt } from '../lib/paths';

const NAME = 'home JS before first render';
/** The figure is taken for a Latin-script language and for Thai, the largest catalogue of the shipped ones. */
const LANGUAGES = ['en', 'th'] as const;
const TARGET_RATIO = 1.35;
const configFile = join(projectRoot, 'vite.config.ts');
const floorRoot = join(projectRoot, 'tests/bench/floor');
/** The home page renders inside the site layout route: both are needed before its first render. */
const homeRouteFiles = ['src/web/routes/_site.tsx', 'src/web/routes/_site/index.tsx'].map((file) =>
  join(projectRoot, file),
);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

async function flattenPlugins(option: PluginOption): Promise<Plugin[]> {
  const resolved = await option;
  if (!resolved) return [];
  if (Array.isArray(resolved)) return (await Promise.all(resolved.map(flattenPlugins))).flat();
  return [resolved as Plugin];
}

async function loadViteConfig() {
  const loaded = await loadConfigFromFile(
    { command: 'build', mode: 'production', isSsrBuild: false, isPreview: false },
    configFile,
    projectRoot,
    'error',
  );
  if (!loaded) throw new Error(`could not load ${configFile}`);
  return loaded.config;
}

/**
 * Every script the browser fetches and runs before the home page's first render, for a visitor in `language`:
 * - the entry with its static imports (index.html loads them),
 * - the chunks TanStack Router split out of the layout and home routes (src "routes/_site/index.tsx?tsr-split=…")
 *   with theirs,
 * - the first paint's translations, which main.tsx awaits before root.render (src/core/locale-chunks.ts),
 * - and whatever else index.html preloads for the home page of a brand in that language (src/server/web/
 *   preload.ts): a preloaded script is downloaded before the render whether the app then runs it or not.
 * The names of the JS files (relative to the web build folder).
 */
function homeFiles(manifest: Manifest, webRoot: string, webOut: string, language: string): string[] {
  const routeKeys = homeRouteFiles.flatMap((file) => {
    const routeSrc = relative(webRoot, file).split(sep).join('/');
    const keys = Object.keys(manifest).filter((key) => {
      const src = manifest[key]?.src ?? key;
      return src === routeSrc || src.startsWith(`${routeSrc}?`);
    });
    if (keys.length === 0) throw new Error(`manifest has no chunk for ${routeSrc}`);
    return keys;
  });
  const localeKeys = firstPaintManifestKeys(Object.keys(manifest), language);
  if (localeKeys.length === 0) throw new Error(`manifest has no first-paint translations for ${language}`);
  const keys = staticClosure(manifest, [...entryKeys(manifest), ...routeKeys, ...localeKeys]);
  const files = new Set(jsFiles(manifest, keys, webOut).map((f) => f.file));
  for (const href of preloadedScripts(webOut, language)) files.add(href);
  return [...files];
}

/** The scripts index.html preloads on the home page of the first shipped brand, given `language` as default. */
function preloadedScripts(webOut: string, language: string): string[] {
  const brand = loadBrands(defaultBrandsDir).brands[0];
  if (!brand) throw new Error(`no brand in ${defaultBrandsDir}`);
  const languages = { ...brand.config.languages, default: language as typeof brand.config.languages.default };
  const hints = resourceHints(webOut)({ ...brand, config: { ...brand.config, languages } }, '/');
  return [...hints.matchAll(/<link rel="modulepreload"[^>]* href="\/([^"]+\.js)"/g)].map((m) => m[1]!);
}

/**
 * Builds tests/bench/floor with the project's Vite config (root and outDir overridden). The TanStack
 * Router plugins are left out: they scan src/web/routes and would regenerate src/web/routeTree.gen.ts,
 * and they transform nothing in the floor page; react and vanilla-extract stay.
 */
async function floorGzipBytes(config: Awaited<ReturnType<typeof loadViteConfig>>): Promise<number> {
  const plugins = (await flattenPlugins(config.plugins ?? [])).filter((p) => !p.name.startsWith('tanstack'));
  if (!plugins.some((p) => p.name.includes('react'))) throw new Error('the Vite config has no react plugin');
  const outDir = mkdtempSync(join(tmpdir(), 'marquee-bench-floor-'));
  try {
    await build({
      ...config,
      configFile: false,
      root: floorRoot,
      plugins,
      logLevel: 'error',
      build: { ...config.build, outDir, emptyOutDir: true, manifest: true },
    });
    const manifest = readManifest(join(outDir, '.vite/manifest.json'));
    const files = jsFiles(manifest, staticClosure(manifest, entryKeys(manifest)), outDir);
    return files.reduce((sum, f) => sum + f.gzip, 0);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

export const homeJs: FigureModule = {
  label: NAME,
  async measure() {
    const config = await loadViteConfig();
    const webRoot = resolve(projectRoot, config.root ?? '.');
    const webOut = resolve(webRoot, config.build?.outDir ?? 'dist');
    const manifest = readManifest(requireBuilt(join(webOut, '.vite/manifest.json')));
    const floor = await floorGzipBytes(config);
    return LANGUAGES.map((language) => {
      const files = homeFiles(manifest, webRoot, webOut, language);
      const home = files.reduce((sum, file) => sum + gzipBytes(join(webOut, file)), 0);
      return atMost(`${NAME} (${language})`, home / floor, '× floor', TARGET_RATIO, {
        digits: 2,
        note: `home ${home} B gzip (${kb(home)}, ${files.length} file(s)), floor ${floor} B gzip (${kb(floor)})`,
      });
    });
  },
};
