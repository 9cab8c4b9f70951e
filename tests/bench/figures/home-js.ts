import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { build, loadConfigFromFile, type Plugin, type PluginOption } from 'vite';
import { atMost, type FigureModule } from '../lib/figure';
import { entryKeys, jsFiles, type Manifest, readManifest, staticClosure } from '../lib/manifest';
import { projectRoot, requireBuilt } from '../lib/paths';

const NAME = 'home JS before first render';
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
 * The chunks the home route needs before its first render: the entry with its static imports, and the
 * chunks TanStack Router split out of the layout and home routes (src "routes/_site/index.tsx?tsr-split=…")
 * with theirs.
 */
function homeKeys(manifest: Manifest, webRoot: string): string[] {
  const routeKeys = homeRouteFiles.flatMap((file) => {
    const routeSrc = relative(webRoot, file).split(sep).join('/');
    const keys = Object.keys(manifest).filter((key) => {
      const src = manifest[key]?.src ?? key;
      return src === routeSrc || src.startsWith(`${routeSrc}?`);
    });
    if (keys.length === 0) throw new Error(`manifest has no chunk for ${routeSrc}`);
    return keys;
  });
  return staticClosure(manifest, [...entryKeys(manifest), ...routeKeys]);
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
    const files = jsFiles(manifest, homeKeys(manifest, webRoot), webOut);
    const home = files.reduce((sum, f) => sum + f.gzip, 0);
    const floor = await floorGzipBytes(config);
    return atMost(NAME, home / floor, '× floor', TARGET_RATIO, {
      digits: 2,
      note: `home ${home} B gzip (${kb(home)}, ${files.length} file(s)), floor ${floor} B gzip (${kb(floor)})`,
    });
  },
};
