import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const api = process.env.API_ORIGIN ?? 'http://localhost:8080';

export default defineConfig({
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
  ],
  build: {
    outDir: `${root}dist/web`,
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    assetsInlineLimit: 0,
  },
  server: {
    fs: { allow: [root] },
    proxy: Object.fromEntries(['/wps', '/lgw', '/brands', '/__dev', '/vendor', '/docs'].map((p) => [p, api])),
  },
});
