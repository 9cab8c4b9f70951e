import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '@/server/app';
import { loadBrands } from '@/server/brands/load-brands';
import { connect } from '@/server/db/connect';
import type { Database } from '@/server/db/database';
import { removeBrandSwitch, setBrandSwitch, settleBrandSwitches } from '@/server/domains/system';
import { staffSession } from '../support/office';
import { runScript } from '../support/scripts';
import { createTestApp, type TestApp } from './helpers';

/**
 * Brand switches reach every instance (docs/back-office.md "Brand switches"): a second app — its own brand
 * registry, pool and LISTEN connection — on the same database as the first, as two server processes would be.
 * A switch flipped through the console of the first, or by the ops CLI's service call with no app at all, is
 * served by both within seconds (polled, no fixed waits).
 */
let t: TestApp;
let second: FastifyInstance;
let secondDb: Kysely<Database>;

beforeAll(async () => {
  t = await createTestApp();
  secondDb = connect(t.config.databaseUrl!, 2);
  second = await buildApp({ config: t.config, brands: loadBrands(t.config.brandsDir).brands, db: secondDb });
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  await secondDb?.destroy();
  await t?.close();
});

const status = async (app: FastifyInstance) =>
  (
    await app.inject({ method: 'GET', url: '/wps/system/status', headers: { host: 'aurora.localhost' } })
  ).json().value as number;
const both = async () => [await status(t.app), await status(second)];
const within = { timeout: 5_000, interval: 25 };

describe('a switch on two instances', () => {
  it('a maintenance switch in the console closes the site on both instances and reopens it', async () => {
    expect(await both()).toEqual([0, 0]);
    const owner = await staffSession(t.app, { aurora: ['owner'] });
    const on = await owner.call('POST', '/office/api/b/aurora/switches/set', {
      key: 'maintenance',
      value: { enabled: true, message: { en: 'Upgrading' } },
      reason: 'two instances',
    });
    expect(on.status).toBe(200);
    // The answer comes once every live instance acknowledged the change (a numbered barrier after it): both
    // serve it already, no waiting.
    expect(await both()).toEqual([1, 1]);
    const off = await owner.call('POST', '/office/api/b/aurora/switches/remove', {
      key: 'maintenance',
      reason: 'done',
    });
    expect(off.status).toBe(200);
    expect(await both()).toEqual([0, 0]);
  });

  it('a change committed by the service alone (no app) reaches both instances through NOTIFY', async () => {
    const folder = t.brands.find((b) => b.config.code === 'aurora')!;
    await setBrandSwitch(t.db, folder, {
      key: 'maintenance',
      value: { enabled: true },
      actor: 'cli:tester',
      reason: 'from the CLI',
    });
    await vi.waitFor(async () => expect(await both()).toEqual([1, 1]), within);
    await removeBrandSwitch(t.db, 'aurora', { key: 'maintenance', actor: 'cli:tester', reason: 'over' });
    // settleBrandSwitches: returns once both listeners recorded a barrier numbered after the removal.
    expect(await settleBrandSwitches(t.db)).toBe(true);
    expect(await both()).toEqual([0, 0]);
    const listeners = await t.db.selectFrom('brand_override_listener').select('seen').execute();
    expect(listeners).toHaveLength(2);
  });

  it('an instance started after a change loads it before serving', async () => {
    const folder = t.brands.find((b) => b.config.code === 'aurora')!;
    await setBrandSwitch(t.db, folder, {
      key: 'region',
      value: { blockedCountries: ['FR'], blockedCidrs: [] },
      actor: 'cli:tester',
      reason: 'before start',
    });
    const db = connect(t.config.databaseUrl!, 2);
    const third = await buildApp({ config: t.config, brands: loadBrands(t.config.brandsDir).brands, db });
    try {
      await third.ready();
      const fr = await third.inject({
        method: 'GET',
        url: '/wps/system/status',
        headers: { host: 'aurora.localhost', 'cf-ipcountry': 'FR' },
      });
      expect(fr.json().value).toBe(2);
    } finally {
      await third.close();
      await db.destroy();
      await removeBrandSwitch(t.db, 'aurora', { key: 'region', actor: 'cli:tester', reason: 'over' });
    }
  });

  it('npm run ops -- switch-*: recorded with who and why, served by both running instances', async () => {
    const on = await ops([
      'switch-maintenance',
      'on',
      '--brand',
      'aurora',
      '--by',
      'ana',
      '--reason',
      'cli test',
      '--text',
      'Back soon',
    ]);
    expect(on.status, on.output).toBe(0);
    // The CLI waited for every running server to acknowledge the change.
    expect(on.output).toContain('applied by every running server');
    expect(await both()).toEqual([1, 1]);
    const bad = await ops([
      'switch-set',
      'vendor:NOPE',
      '--brand',
      'aurora',
      '--value',
      '{"maintenance":true}',
      '--by',
      'ana',
      '--reason',
      'x',
    ]);
    expect(bad.status).not.toBe(0);
    expect(bad.output).toContain('NOPE');
    const list = await ops(['switch-list', '--brand', 'aurora']);
    expect(list.output).toContain('Back soon');
    expect(list.output).toContain('cli:ana');
    const off = await ops([
      'switch-maintenance',
      'off',
      '--brand',
      'aurora',
      '--by',
      'ana',
      '--reason',
      'cli done',
    ]);
    expect(off.status, off.output).toBe(0);
    expect(await both()).toEqual([0, 0]);
    const audit = await t.db
      .selectFrom('ops_action')
      .select(['actor', 'action', 'reason'])
      .where('target', '=', 'maintenance')
      .where('actor', '=', 'cli:ana')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { actor: 'cli:ana', action: 'switch.set', reason: 'cli test' },
      { actor: 'cli:ana', action: 'switch.remove', reason: 'cli done' },
    ]);
    // Four CLI processes (bundled once per run, tests/support/scripts.ts): generous on a loaded machine.
  }, 240_000);
});

function ops(args: string[]): Promise<{ status: number | null; output: string }> {
  return runScript('scripts/ops.ts', args, {
    env: { ...process.env, DATABASE_URL: t.config.databaseUrl, BRANDS_DIR: t.config.brandsDir },
  });
}
