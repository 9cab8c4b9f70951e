import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The back office console (docs/back-office.md): its own build, apart from the player's app, so nothing of it is
 * in the player's bundle. Built into dist/web/office after the player's app (whose build empties dist/web) and
 * served at /office by the server (src/server/web/office.ts).
 */
const root = fileURLToPath(new URL('.', import.meta.url));
const api = process.env.API_ORIGIN ?? 'http://localhost:8080';

export default defineConfig({
  resolve: { alias: { '@/': `${root}src/` } },
  root: 'src/office',
  base: '/office/',
  publicDir: false,
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: `${root}dist/web/office`,
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
  },
  server: {
    port: 5174,
    fs: { allow: [root] },
    proxy: { '/office/api': api, '/__dev': api },
  },
});
