/**
 * Issue 22 defect 8, as the attack: `POST /__dev/contracts/settle` needed no login and accepted a future time (it
 * paid November's dividend on 28 November). No /__dev route exists unless DEV_ROUTES=1 asks for it (tests), never
 * in production; and settlement refuses a period that has not ended whoever asks: the service, the cron and
 * `npm run ops -- settle-contracts`.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '@/server/config';
import { fromLocal } from '@/server/modules/contracts/contract-periods';
import { settleBrands, settleKind, settlePeriod } from '@/server/modules/contracts/contract-settle';
import { bet, makeTree, signTop } from './contracts-support';
import { createTestApp, type TestApp } from './helpers';
import { opsCli, type PromoApp } from './promotions-support';
import { balance, brandOf, call, expectError } from './wallet-support';

const TZ = 'Asia/Manila';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { DEV_ROUTES: '0' } });
});
afterAll(async () => {
  await t?.close();
});

/** Midnight (Manila) of the first day of this month, and of the next. */
function thisMonth() {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: TZ,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(new Date());
  const y = Number(parts.find((p) => p.type === 'year')!.value);
  const m = Number(parts.find((p) => p.type === 'month')!.value);
  return { start: fromLocal(TZ, y, m, 1), end: fromLocal(TZ, y, m + 1, 1) };
}

const bills = async () =>
  (await sql<{ n: number }>`select count(*)::int as n from contract_bill`.execute(t.db)).rows[0]!.n;

describe('development routes', () => {
  it('do not exist unless DEV_ROUTES=1 asks for them: a future settlement without login is 404', async () => {
    expect(t.app.routeAccess.filter((r) => r.url.startsWith('/__dev'))).toEqual([]);
    const at = new Date(Date.now() + 40 * 86_400_000).toISOString();
    expectError(await call(t, 'POST', '/__dev/contracts/settle', { body: { at } }), 404, 'not_found');
    expectError(await call(t, 'GET', '/__dev/outbox'), 404, 'not_found');
    expectError(await call(t, 'GET', '/__dev/captcha'), 404, 'not_found');
  });

  it('are refused in production even when asked for', () => {
    expect(() => readConfig({ NODE_ENV: 'production', DEV_ROUTES: '1' })).toThrow(/production/);
    expect(readConfig({ NODE_ENV: 'test' }).devRoutes).toBe(false);
    expect(readConfig({ NODE_ENV: 'test', DEV_ROUTES: '1' }).devRoutes).toBe(true);
  });
});

describe('contract settlement', () => {
  it('refuses a period that has not ended, whoever asks; the running month is not billed', async () => {
    const { start, end } = thisMonth();
    const tree = await makeTree(t);
    await signTop(t, tree.a, 'dividend', [{ rate: '20' }], start, 'M');
    // The team loses ₱5,000 this month: the dividend the attacker wants paid before the month is over.
    await bet(t, tree.pa, 500_000n, 0n, new Date(Math.max(start.getTime(), Date.now() - 3_600_000)));
    const before = await balance(t, tree.a);
    const future = new Date(end.getTime() + 3_600_000);
    const brand = brandOf(t, 'aurora');

    await expect(settleBrands(t.db, t.brands, ['dividend'], future)).rejects.toMatchObject({
      code: 'contract_period_not_ended',
    });
    await expect(settleKind(t.db, brand, 'dividend', future)).rejects.toMatchObject({
      code: 'contract_period_not_ended',
    });
    await expect(settlePeriod(t.db, brand, 'dividend', 'M', start, end)).rejects.toMatchObject({
      code: 'contract_period_not_ended',
    });
    // The cron and the operators' command settle as of now: the month is still running, so nothing is billed.
    expect(await settleBrands(t.db, t.brands, ['dividend'])).toBe(0);
    const ops = await opsCli({ ...t, brandsDir: t.config.brandsDir, dataDir: t.config.dataDir } as PromoApp, [
      'settle-contracts',
      '--brand',
      'aurora',
    ]);
    expect(ops.output).toContain('bills: 0');
    expect(ops.status).toBe(0);
    expect(await bills()).toBe(0);
    expect(await balance(t, tree.a)).toBe(before);
  }, 60_000);
});
