// `npm start` builds only when the build is missing or its inputs changed: a SHA-256 over the content of every
// build input (sources without tests, locales, schemas, themes, the lock file and build configuration) is kept
// in dist/.build-stamp after a successful build and compared on the next start. Contents, not mtimes: the build
// rewrites its own generated sources (route tree, validators) with the same bytes.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const INPUT_DIRS = ['src', 'locales', 'schemas', 'themes'];
const INPUT_FILES = [
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'vite.office.config.ts',
  'tsconfig.json',
  'tsconfig.office.json',
  'scripts/build-server.mjs',
  'scripts/server-bundle.mjs',
  'scripts/server-loader.mjs',
  'scripts/build-validators.ts',
];
const OUTPUTS = [
  'dist/server/main.mjs',
  'dist/server/server.cjs',
  'dist/server/brand-validators.cjs',
  'dist/sandbox-vendors/main.mjs',
  'dist/web/index.html',
  'dist/web/office/index.html',
];
const STAMP = join(root, 'dist/.build-stamp');

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile() && !/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

export function inputHash() {
  const hash = createHash('sha256');
  const paths = [
    ...INPUT_DIRS.filter((d) => existsSync(join(root, d))).flatMap((d) => [...files(join(root, d))]),
    ...INPUT_FILES.map((f) => join(root, f)).filter((f) => existsSync(f) && statSync(f).isFile()),
  ];
  for (const path of paths) {
    hash.update(relative(root, path));
    hash.update('\0');
    hash.update(readFileSync(path));
    hash.update('\0');
  }
  return hash.digest('hex');
}

const current =
  OUTPUTS.every((f) => existsSync(join(root, f))) &&
  existsSync(STAMP) &&
  readFileSync(STAMP, 'utf8').trim() === inputHash();
if (current) {
  console.log('The build is current (dist/.build-stamp): starting without rebuilding.');
} else {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(STAMP, `${inputHash()}\n`);
}
