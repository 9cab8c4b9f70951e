import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The files that take a minute or more on the 2-core machine, longest first (measured in full runs, 2026-11-30:
 * 40–106 s each). Vitest orders files by the durations it cached in an earlier run; a fresh clone (CI) has none, and
 * files then run in glob order — tests/invariants last, so the ledger invariants' 100 s ran alone at the end of the
 * phase while the other workers idled. These start first; every other file keeps Vitest's order.
 */
const LONG_POLES = [
  'tests/invariants/ledger.test.ts',
  'tests/api/sandbox-vendors-rounds.test.ts',
  'tests/invariants/protocol.test.ts',
  'tests/api/originals-fairness.test.ts',
  'tests/invariants/crash-restart.test.ts',
  'src/core/originals-rtp.test.ts',
];

class LongPolesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = LONG_POLES.indexOf(relative(root, file.moduleId));
      return index < 0 ? LONG_POLES.length : index;
    };
    return sorted
      .map((file, order) => ({ file, order, rank: rank(file) }))
      .sort((a, b) => a.rank - b.rank || a.order - b.order)
      .map(({ file }) => file);
  }
}

/**
 * Unit tests sit beside the code (src/**), API integration suites in tests/api. One embedded PostgreSQL is
 * started per run by tests/setup/global-db.ts (or TEST_DATABASE_URL is used); each API test file creates
 * its own database on it; tests/invariants holds the money invariants suite (docs/money.md). Component
 * tests (*.test.tsx) pick their DOM environment with a `// @vitest-environment` comment.
 */
export default defineConfig({
  // `@/x` is src/x, as in tsconfig.json's paths.
  resolve: { alias: { '@/': fileURLToPath(new URL('./src/', import.meta.url)) } },
  test: {
    environment: 'node',
    include: [
      'src/**/*.test.ts',
      'src/**/*.test.tsx',
      'scripts/**/*.test.ts',
      'tests/api/**/*.test.ts',
      'tests/invariants/**/*.test.ts',
      'tests/bench/**/*.test.ts',
      'tests/architecture/**/*.test.ts',
    ],
    globalSetup: ['tests/setup/global-db.ts', 'tests/setup/global-scripts.ts'],
    pool: 'forks',
    sequence: { sequencer: LongPolesFirst },
    // A worker reuses the modules it loaded for the files it runs next instead of loading the whole server again for
    // each file (tests/api: 722 → 434 CPU seconds, 534 → 235 s). Test files therefore leave no global state behind:
    // environment variables are set with vi.stubEnv and restored, fake timers are undone, apps and pools closed.
    isolate: false,
    // Half as many files again as cores: an API test file waits on PostgreSQL much of its time, so a third fork on
    // two cores keeps both busy (15.7 → 10.9 minutes for the suite on the two-core CI machine).
    maxWorkers: '150%',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
