import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateCatalogue } from '../src/server/modules/games/catalogue';
import { projectRoot } from '../src/server/paths';

const dir = mkdtempSync(join(tmpdir(), 'marquee-catalogue-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(args: string[]) {
  const result = spawnSync(
    join(projectRoot, 'node_modules/.bin/tsx'),
    // Run from another folder, so tsx is told where the project's tsconfig.json (its `@/` paths) is.
    [
      '--tsconfig',
      join(projectRoot, 'tsconfig.json'),
      join(projectRoot, 'scripts/catalogue-generate.ts'),
      ...args,
    ],
    {
      cwd: dir,
      encoding: 'utf8',
      timeout: 30_000,
    },
  );
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

describe('npm run catalogue:generate', () => {
  it('prints a summary and writes nothing without --out', () => {
    const { status, out } = run(['--as-of', '2026-03-15']);
    expect(status, out).toBe(0);
    expect(out).toMatch(/catalogue \(seed "marquee", release dates up to 2026-03-15\):/);
    expect(out).toMatch(/\d{5} games from \d{2} vendors/);
    expect(out).toContain('by vendor: MQ 8, MQL 16, PG 900');
    expect(out).not.toContain('written to');
  });

  it('writes the catalogue with --out, the same as the server generates', () => {
    const file = join(dir, 'catalogue.json');
    const { status, out } = run(['--seed', 'marquee', '--as-of', '2026-03-15', '--out', file]);
    expect(status, out).toBe(0);
    expect(out).toContain(`written to ${file}`);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(generateCatalogue({ asOf: '2026-03-15' }));
  });

  it('refuses unknown options and bad dates with exit 1', () => {
    expect(run(['--sed', 'x'])).toMatchObject({
      status: 1,
      out: expect.stringMatching(/usage: npm run catalogue:generate/),
    });
    expect(run(['--as-of', 'yesterday'])).toMatchObject({
      status: 1,
      out: expect.stringMatching(/YYYY-MM-DD/),
    });
  });
});
