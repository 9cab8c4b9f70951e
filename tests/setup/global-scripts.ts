import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { projectRoot } from '@/server/paths';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where tests/support/scripts.ts bundles the project's scripts for this run (made on first use). */
    scriptBundleDir: string;
  }
}

/**
 * One folder per test run for the bundled scripts the suites run as processes (tests/support/scripts.ts): inside
 * the project, so the bundles' external packages resolve from its node_modules; removed at teardown.
 */
export default function setup(project: TestProject): () => void {
  const dir = join(projectRoot, '.tmp', `script-bundles-${process.pid}-${randomBytes(4).toString('hex')}`);
  project.provide('scriptBundleDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
