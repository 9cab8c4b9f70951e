import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateCatalogue } from '../src/server/modules/games/catalogue';
import { runScript } from '../tests/support/scripts';

const dir = mkdtempSync(join(tmpdir(), 'marquee-catalogue-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the script from another folder than the project's (it resolves --out from there). */
async function run(args: string[]) {
  const result = await runScript('scripts/catalogue-generate.ts', args, { cwd: dir, timeout: 30_000 });
  return { status: result.status, out: result.output };
}

describe('npm run catalogue:generate', () => {
  it('prints a summary and writes nothing without --out', async () => {
    const { status, out } = await run(['--as-of', '2026-03-15']);
    expect(status, out).toBe(0);
    expect(out).toMatch(/catalogue \(seed "marquee", release dates up to 2026-03-15\):/);
    expect(out).toMatch(/\d{5} games from \d{2} vendors/);
    expect(out).toContain('by vendor: MQ 8, MQL 16, PG 900');
    expect(out).not.toContain('written to');
  });

  it('writes the catalogue with --out, the same as the server generates', async () => {
    const file = join(dir, 'catalogue.json');
    const { status, out } = await run(['--seed', 'marquee', '--as-of', '2026-03-15', '--out', file]);
    expect(status, out).toBe(0);
    expect(out).toContain(`written to ${file}`);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(generateCatalogue({ asOf: '2026-03-15' }));
  });

  it('refuses unknown options and bad dates with exit 1', async () => {
    expect(await run(['--sed', 'x'])).toMatchObject({
      status: 1,
      out: expect.stringMatching(/usage: npm run catalogue:generate/),
    });
    expect(await run(['--as-of', 'yesterday'])).toMatchObject({
      status: 1,
      out: expect.stringMatching(/YYYY-MM-DD/),
    });
  });
});
