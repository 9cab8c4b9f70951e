// Bundles the server into one ESM file (dependencies stay external) so `npm start` boots without a TS loader.
import { cpSync } from 'node:fs';
import { build } from 'esbuild';

/**
 * Dependencies bundled into the server's file instead of loaded from node_modules: pure-ESM libraries of hundreds of
 * small modules each (kysely ~280, typebox ~700), whose resolving, reading and compiling one file at a time was most
 * of a cold start's "modules" phase. They have no dependencies of their own and keep no state outside their objects.
 */
const BUNDLED = new Set(['kysely', 'typebox']);

/** Every other package stays external (as esbuild's `packages: 'external'`). */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^(@[^/]+\/[^/]+|[^@./][^/]*)/ }, (args) => {
      const name = /^(@[^/]+\/[^/]+|[^/]+)/.exec(args.path)[1];
      if (name.startsWith('node:') || !BUNDLED.has(name)) return { path: args.path, external: true };
      return undefined;
    });
  },
};

// The sandbox vendor service (docs/sandbox-vendors.md) is a process of its own, bundled beside the server.
for (const [entry, outfile] of [
  ['src/server/main.ts', 'dist/server/main.mjs'],
  ['src/sandbox-vendors/main.ts', 'dist/sandbox-vendors/main.mjs'],
  // The operators' CLI, bundled too: `node dist/ops/ops.mjs` starts without compiling it (the e2e suite's ops calls).
  ['scripts/ops.ts', 'dist/ops/ops.mjs'],
]) {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [externalPackages],
    sourcemap: true,
    logLevel: 'warning',
  });
}
// Its game screens' script and stylesheet sit next to its bundle.
cpSync('src/sandbox-vendors/public', 'dist/sandbox-vendors/public', { recursive: true });
