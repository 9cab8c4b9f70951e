// The server's entry (dist/server/main.mjs): evaluates the bundle (dist/server/server.cjs) with V8's code cache.
// Parsing and compiling the 2.4 MB bundle was half of a cold start's CPU (the "modules" phase); a cache made after a
// start holds the compiled code of every function that start ran, so the next start deserialises instead.
// The cache is keyed by the bundle's content, Node's version and the platform; one V8 rejects (V8 checks its own
// flags, e.g. a start with --cpu-prof) is ignored and replaced. It lives next to the bundle, or in DATA_DIR when dist/ is
// read-only (the Docker image), is written once per build after the first start, and is never part of a commit.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Script } from 'node:vm';

const here = dirname(fileURLToPath(import.meta.url));
const bundle = join(here, 'server.cjs');
const source = readFileSync(bundle, 'utf8');
const key = createHash('sha256')
  .update(source)
  .update(`\0${process.version}\0${process.arch}\0${process.platform}`)
  .digest('hex')
  .slice(0, 16);
const name = `server.cjs.${key}.v8-cache`;
const dirs = [here, join(resolve(process.env.DATA_DIR ?? 'data'), '.v8-cache')];

function read() {
  for (const dir of dirs) {
    try {
      return readFileSync(join(dir, name));
    } catch {
      // Not there: the next place, or no cache.
    }
  }
  return undefined;
}

const cachedData = read();
const wrapped = `(function (exports, require, module, __filename, __dirname, __importMetaUrl) {${source}\n})`;
const script = new Script(wrapped, {
  filename: bundle,
  cachedData,
});

/** Writes the cache (atomically: parallel starts of one build may write it at once) to the first writable place. */
function store() {
  const data = script.createCachedData();
  for (const dir of dirs) {
    const temp = join(dir, `${name}.${process.pid}.tmp`);
    try {
      mkdirSync(dir, { recursive: true });
      writeFileSync(temp, data);
      renameSync(temp, join(dir, name));
      // Caches of earlier builds are of no use any more.
      for (const old of readdirSync(dir))
        if (/^server\.cjs\.[0-9a-f]{16}\.v8-cache$/.test(old) && old !== name)
          rmSync(join(dir, old), { force: true });
      return;
    } catch {
      rmSync(temp, { force: true });
    }
  }
}

if (!cachedData || script.cachedDataRejected) {
  // Once the server answers (main.ts calls this), the cache holds every function the start compiled.
  // Two seconds later, so that it also holds the first requests' code and does not delay their answers.
  globalThis.marqueeStarted = () => {
    globalThis.marqueeStarted = undefined;
    setTimeout(() => {
      try {
        store();
      } catch {
        // No cache: the next start compiles the bundle as this one did.
      }
    }, 2000).unref();
  };
}

const module = { exports: {} };
script.runInThisContext()(
  module.exports,
  createRequire(bundle),
  module,
  bundle,
  here,
  pathToFileURL(bundle).href,
);
