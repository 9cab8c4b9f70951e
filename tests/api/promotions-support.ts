/**
 * Helpers of the promotions suites: a brands folder (aurora only) with a promotions.json written for the test,
 * valid bets through the seamless-wallet protocol, and independent arithmetic to check the engine against.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultBrandsDir } from '@/server/paths';
import { runScript } from '../support/scripts';
import { createGamesApp } from './games-support';
import type { TestApp } from './helpers';
import { playVendor } from './vendor-support';
import type { Player } from './wallet-support';

export interface PromoApp extends TestApp {
  dataDir: string;
  brandsDir: string;
}

/**
 * The app on a copy of the aurora brand whose promotions.json is `promotions` (and `bonusRules`, when given);
 * DATA_DIR is a temp folder.
 */
export async function createPromoApp(promotions: unknown[], bonusRules?: unknown): Promise<PromoApp> {
  const root = mkdtempSync(join(tmpdir(), 'promo-test-'));
  const brands = join(root, 'brands');
  cpSync(join(defaultBrandsDir, 'aurora'), join(brands, 'aurora'), { recursive: true });
  writeFileSync(
    join(brands, 'aurora/content/promotions.json'),
    JSON.stringify({ ...(bonusRules ? { bonusRules } : {}), promotions }, null, 2),
  );
  const dataDir = join(root, 'data');
  const t = await createGamesApp({ brandsDir: brands, env: { DATA_DIR: dataDir }, rateLimits: false });
  return {
    ...t,
    dataDir,
    brandsDir: brands,
    close: async () => {
      await t.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Local time text in Manila (the aurora zone) of an instant, for schedules. */
export function manila(at: Date): string {
  return new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19);
}

/** Places settled bets of `amount` (minor units) through the PG slots vendor: each bet loses (valid bet). */
export async function playValid(t: TestApp, player: Player, amount: number, times = 1, payout = 0) {
  for (let i = 0; i < times; i++) await playVendor(t, player, 'PG', amount, payout);
}

export const BASE = {
  category: 'event',
  title: { en: 'Test promotion', ty: 'Pagsubok na promosyon' },
  image: 'promo-daily.svg',
  schedule: { start: '2020-01-01T00:00' },
};

/** Runs `npm run ops -- …` on the test database and brands (without blocking this process). */
export function opsCli(t: PromoApp, args: string[]): Promise<{ status: number | null; output: string }> {
  return runScript('scripts/ops.ts', args, {
    env: {
      ...process.env,
      DATABASE_URL: t.config.databaseUrl,
      BRANDS_DIR: t.brandsDir,
      DATA_DIR: t.dataDir,
    },
  });
}
