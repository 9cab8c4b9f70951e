/**
 * The project's command-line scripts (scripts/*.ts: ops, ledger-check, brand-check, …) run as processes of their
 * own, with the arguments, environment and folder a test gives, as `npm run <name>` runs them — but from a bundle
 * made once per test run with the build's settings (scripts/build-server.mjs bundles dist/ops/ops.mjs the same way,
 * which the e2e suite runs) instead of through tsx, which resolves and compiles the few hundred modules of the
 * server again in every process: about 4 CPU seconds per run of scripts/ops.ts against 0.5 for its bundle. The
 * bundle is made from the same source on first use in the run, and its output, exit code and effects are the
 * script's.
 */
import { type SpawnOptions, spawn } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { type BuildOptions, build } from 'esbuild';
import { inject } from 'vitest';
import { projectRoot } from '@/server/paths';
import { externalPackages } from '../../scripts/server-bundle.mjs';

export interface ScriptOptions {
  /** The whole environment of the process (default: this process's). */
  env?: NodeJS.ProcessEnv;
  /** Its working folder (default: the project root). */
  cwd?: string;
  /** Killed after this long (ms): spawn's timeout. */
  timeout?: number;
}

export interface ScriptRun {
  status: number | null;
  stdout: string;
  stderr: string;
  /** stdout and stderr interleaved as they came. */
  output: string;
}

/** esbuild's settings for a script: those of dist/ops/ops.mjs (scripts/build-server.mjs), without a source map. */
function settings(entry: string, outfile: string): BuildOptions {
  return {
    entryPoints: [join(projectRoot, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [externalPackages],
    logLevel: 'warning',
  };
}

/** The bundle's path for a script (`scripts/ops.ts` → <run's folder>/ops.mjs). */
function bundlePath(entry: string): { dir: string; file: string } {
  const dir = inject('scriptBundleDir');
  return { dir, file: join(dir, `${basename(entry).replace(/\.ts$/, '')}.mjs`) };
}

/**
 * Bundles into a file of this process's own and renames it into place: another test process of the run may be
 * bundling the same script at the same moment, and neither sees the other's half-written file.
 */
function tempOf(file: string): string {
  return `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.mjs`;
}

const bundles = new Map<string, Promise<string>>();

/** The script's bundle for this run, made by the first caller of the run (any test process). */
function bundled(entry: string): Promise<string> {
  let made = bundles.get(entry);
  if (!made) {
    made = (async () => {
      const { dir, file } = bundlePath(entry);
      if (existsSync(file)) return file;
      mkdirSync(dir, { recursive: true });
      const temp = tempOf(file);
      try {
        await build(settings(entry, temp));
        renameSync(temp, file);
      } finally {
        rmSync(temp, { force: true });
      }
      return file;
    })();
    made.catch(() => bundles.delete(entry));
    bundles.set(entry, made);
  }
  return made;
}

/** Runs a script (a path from the project root, e.g. `scripts/ops.ts`) without blocking this process. */
export async function runScript(
  entry: string,
  args: string[],
  options: ScriptOptions = {},
): Promise<ScriptRun> {
  const file = await bundled(entry);
  return new Promise((resolve, reject) => {
    const spawnOptions: SpawnOptions = {
      cwd: options.cwd ?? projectRoot,
      env: options.env ?? process.env,
      ...(options.timeout === undefined ? {} : { timeout: options.timeout }),
    };
    const child = spawn(process.execPath, [file, ...args], spawnOptions);
    let stdout = '';
    let stderr = '';
    let output = '';
    child.stdout?.on('data', (chunk) => {
      stdout += chunk;
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      stderr += chunk;
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr, output }));
  });
}
