import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { firstPaintChunkName } from './src/core/locale-chunks.ts';
import { parseRouteTree } from './src/core/page-routes.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const api = process.env.API_ORIGIN ?? 'http://localhost:8080';
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|react-query|query-core|history|react-store|store)|i18next|react-i18next|jotai|use-sync-external-store|tiny-invariant|tiny-warning|cookie-es|seroval|seroval-plugins)[\\/]/;

/**
 * Writes .br and .gz beside every text asset of the build; the server sends them to browsers that accept them
 * (src/server/web/static-files.ts). A phone on a slow network then downloads about a quarter of the bytes.
 */
function precompress(): Plugin {
  return {
    name: 'marquee-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const name of Object.keys(bundle)) {
        if (!/\.(js|css|json|svg)$/.test(name)) continue;
        const path = join(options.dir ?? '', name);
        const data = readFileSync(path);
        if (data.length < 1024) continue;
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

/** The SPA's page routes beside index.html (page-routes.json): the server answers other pages with 404. */
function pageRoutes(): Plugin {
  return {
    name: 'marquee-page-routes',
    apply: 'build',
    generateBundle() {
      const tree = readFileSync(`${root}src/web/routeTree.gen.ts`, 'utf8');
      this.emitFile({
        type: 'asset',
        fileName: 'page-routes.json',
        source: JSON.stringify(parseRouteTree(tree)),
      });
    },
  };
}

export default defineConfig({
  // `@/x` is src/x, as in tsconfig.json's paths.
  resolve: { alias: { '@/': `${root}src/` } },
  root: 'src/web',
  publicDir: false,
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: `${root}src/web/routes`,
      generatedRouteTree: `${root}src/web/routeTree.gen.ts`,
      quoteStyle: 'single',
      semicolons: true,
    }),
    react(),
    vanillaExtractPlugin(),
    precompress(),
    pageRoutes(),
  ],
  build: {
    outDir: `${root}dist/web`,
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    rollupOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The libraries every page boots with, in one file instead of a dozen small shared chunks: fewer
            // requests before the first render (each a round trip on a phone network, six at a time on HTTP/1.1).
            {
              name: 'framework',
              test: FRAMEWORK,
              priority: 2,
            },
            // The namespaces the first paint needs in one chunk per language (one request before the first
            // render); every other namespace stays its own chunk, fetched when a feature using it mounts.
            {
              name: firstPaintChunkName,
              debugName: 'locale',
              test: /[\\/]locales[\\/][a-z]+[\\/][^\\/]+\.json$/,
            },
          ],
        },
      },
    },
  },
  server: {
    fs: { allow: [root] },
    proxy: Object.fromEntries(['/wps', '/lgw', '/brands', '/__dev', '/vendor', '/docs'].map((p) => [p, api])),
  },
});
