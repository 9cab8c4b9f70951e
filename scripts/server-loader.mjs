// The server's entry (dist/server/main.mjs): evaluates the bundle (dist/server/server.cjs) and the CommonJS modules
// it requires (fastify, pg, ajv… and the precompiled brand validators) with V8's code cache. Parsing and compiling
// them was most of a cold start's "modules" phase; a cache made after a start holds the compiled code of every
// function that start ran, so the next start deserialises it instead.
// Two files: the bundle's, keyed by its content (and Node's version and platform), and the dependencies', one entry
// per module keyed by its path and content. V8 itself rejects a cache of another V8 or other flags (a start with
// --cpu-prof): the code is then compiled as without one and the cache replaced. The files live next to the bundle, or
// in DATA_DIR/.v8-cache when dist/ is read-only (the Docker image); they are written two seconds after the first
// start of a build (a start that found them complete writes nothing) and are never part of a commit.
// CODE_CACHE=0 starts without them.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { deserialize, serialize } from 'node:v8';
import { Script } from 'node:vm';

const here = dirname(fileURLToPath(import.meta.url));
const bundle = join(here, 'server.cjs');
const source = readFileSync(bundle, 'utf8');
const enabled = process.env.CODE_CACHE !== '0';
const runtime = `${process.version}-${process.platform}-${process.arch}`;
const bundleCache = `server.cjs.${createHash('sha256').update(source).update(runtime).digest('hex').slice(0, 16)}.v8-cache`;
const depsCache = `deps.${runtime}.v8-cache`;
const dirs = [here, join(resolve(process.env.DATA_DIR ?? 'data'), '.v8-cache')];

function read(name) {
  if (!enabled) return undefined;
  for (const dir of dirs) {
    try {
      return readFileSync(join(dir, name));
    } catch {
      // Not there: the next place, or no cache.
    }
  }
  return undefined;
}

/** Writes a cache atomically (parallel starts of one build may write it at once) to the first writable place. */
function write(name, data, stale) {
  for (const dir of dirs) {
    const temp = join(dir, `${name}.${process.pid}.tmp`);
    try {
      mkdirSync(dir, { recursive: true });
      writeFileSync(temp, data);
      renameSync(temp, join(dir, name));
      for (const old of readdirSync(dir))
        if (stale.test(old) && old !== name) rmSync(join(dir, old), { force: true });
      return;
    } catch {
      rmSync(temp, { force: true });
    }
  }
}

// The dependencies: Node's own compile step for CommonJS, with the cache (as the v8-compile-cache package does).
let deps = new Map();
try {
  const stored = read(depsCache);
  if (stored) deps = new Map(Object.entries(deserialize(stored)));
} catch {
  // An unreadable cache is no cache.
}
/** Every module compiled here, for the cache: [key, script]. */
const compiled = [];
let depsComplete = true;
const compile = Module.prototype._compile;
Module.prototype._compile = function compileWithCache(content, filename, format) {
  // ES modules loaded by require(), files starting with a BOM or a #! line, and modules that may import() (a script
  // compiled here can only import() with an experimental flag): Node's own way.
  if (
    !enabled ||
    (format !== undefined && format !== 'commonjs') ||
    /^(\uFEFF|#!)/.test(content) ||
    /\bimport\s*\(/.test(content)
  )
    return compile.call(this, content, filename, format);
  const key = `${filename}\0${createHash('sha1').update(content).digest('base64')}`;
  const cachedData = deps.get(key);
  let script;
  try {
    script = new Script(Module.wrap(content), { filename, cachedData });
  } catch {
    // A syntax error: Node's own compile reports it as it would.
    return compile.call(this, content, filename, format);
  }
  if (!cachedData || script.cachedDataRejected) depsComplete = false;
  compiled.push([key, script]);
  const require = (id) => this.require(id);
  require.resolve = (request, options) => Module._resolveFilename(request, this, false, options);
  require.resolve.paths = (request) => Module._resolveLookupPaths(request, this);
  require.main = process.mainModule;
  require.extensions = Module._extensions;
  require.cache = Module._cache;
  return script
    .runInThisContext({ displayErrors: true })
    .call(this.exports, this.exports, require, this, filename, dirname(filename));
};

// The bundle.
const cachedData = read(bundleCache);
const script = new Script(
  `(function (exports, require, module, __filename, __dirname, __importMetaUrl) {${source}\n})`,
  { filename: bundle, cachedData },
);

if (enabled) {
  // Once the server answers (main.ts calls this), the caches hold every function the start compiled; two seconds
  // later, so that they also hold the first requests' code and do not delay their answers.
  globalThis.marqueeStarted = () => {
    globalThis.marqueeStarted = undefined;
    setTimeout(() => {
      try {
        if (!cachedData || script.cachedDataRejected)
          write(bundleCache, script.createCachedData(), /^server\.cjs\.[0-9a-f]{16}\.v8-cache$/);
        if (!depsComplete)
          write(
            depsCache,
            serialize(Object.fromEntries(compiled.map(([key, s]) => [key, s.createCachedData()]))),
            /^deps\..*\.v8-cache$/,
          );
      } catch {
        // No cache: the next start compiles as this one did.
      }
    }, 2000).unref();
  };
}

const module = { exports: {} };
script
  .runInThisContext()
  .call(
    module.exports,
    module.exports,
    createRequire(bundle),
    module,
    bundle,
    here,
    pathToFileURL(bundle).href,
  );
