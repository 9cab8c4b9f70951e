// Bundles the server (scripts/server-bundle.mjs), the sandbox vendor service and the operators' CLI (dependencies
// stay external) so `npm start` boots without a TS loader.
import { cpSync } from 'node:fs';
import { build } from 'esbuild';
import { bundleServer, externalPackages } from './server-bundle.mjs';

await bundleServer('dist/server');

// The sandbox vendor service (docs/sandbox-vendors.md) is a process of its own, bundled beside the server.
for (const [entry, outfile] of [
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
