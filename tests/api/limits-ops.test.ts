/** `npm run ops -- limits`: an operator reads a player's own limits (limit-set / -lift / -cancel: office-limits.test.ts). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScript } from '../support/scripts';
import { createTestApp, type TestApp } from './helpers';
import { call, expectOk, makePlayer } from './wallet-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

function ops(args: string[]): Promise<{ status: number | null; output: string }> {
  return runScript('scripts/ops.ts', args, {
    env: { ...process.env, DATABASE_URL: t.config.databaseUrl, BRANDS_DIR: t.config.brandsDir },
  });
}

describe('ops limits', () => {
  it("shows a player's limits with a pending raise and when it applies", async () => {
    const p = await makePlayer(t);
    const put = (body: Record<string, unknown>) => call(t, 'PUT', '/wps/member/limits', { ...p, body });
    expectOk(await put({ kind: 'deposit', period: 'week', amount: '2500' }));
    expectOk(await put({ kind: 'deposit', period: 'week', amount: '4000' }));
    expectOk(await put({ kind: 'session', period: 'session', amount: '90' }));
    const shown = await ops(['limits', '--brand', 'aurora', '--user', p.username]);
    expect(shown.status, shown.output).toBe(0);
    expect(shown.output).toContain(`${p.username} (aurora, PHP): 2 limit(s)`);
    expect(shown.output).toMatch(/deposit\s*│?\s*week\s*│?\s*2500\.00\s*│?\s*4000\.00/);
    expect(shown.output).toContain('90 min');
    const unknown = await ops(['limits', '--brand', 'aurora', '--user', 'nobody-here']);
    expect(unknown.status).not.toBe(0);
    const help = await ops(['help']);
    expect(help.output).toContain('limit-set <username>');
  });
});
