/**
 * Helpers of the referral / missions / leaderboard suites (docs/referral-missions.md): an app on a copy of the aurora
 * brand with a referral.json and missions.json written for the test, and players isolated from each other's
 * duplicate signals (each its own session IP, registration IP and payee name).
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultBrandsDir } from '@/server/paths';
import { createGamesApp } from './games-support';
import type { PromoApp } from './promotions-support';
import { makePlayer, type Player } from './wallet-support';

export const REFERRAL = {
  enabled: true,
  minFirstDeposit: 50_000,
  minValidBet: 200_000,
  withinDays: 7,
  reward: { amount: 10_000, turnoverMultiplier: 1 },
  duplicateWindowDays: 30,
  title: { en: 'Invite friends reward', ty: 'Gantimpala sa pag-imbita ng kaibigan' },
};

const t2 = (en: string) => ({ en, ty: en.toUpperCase() });

export const MISSIONS = {
  missions: [
    {
      id: 'three-rounds',
      period: 'daily',
      title: t2('Play 3 rounds'),
      description: t2('Play 3 settled rounds today'),
      task: { type: 'rounds', target: 3 },
      reward: { amount: 1_000, turnoverMultiplier: 1 },
    },
    {
      id: 'dice-twice',
      period: 'once',
      title: t2('Dice twice'),
      description: t2('Play 2 rounds of Dice'),
      task: { type: 'play_game', target: 2, game: 'MQ_DICE' },
      reward: { amount: 500 },
    },
    {
      id: 'login-3',
      period: 'once',
      title: t2('Three days in a row'),
      description: t2('Log in 3 days in a row'),
      task: { type: 'login_streak', target: 3 },
      reward: { amount: 300 },
    },
    {
      id: 'deposit-week',
      period: 'weekly',
      title: t2('Deposit 1000'),
      description: t2('Deposit 1000 this week'),
      task: { type: 'deposit', target: 100_000 },
      reward: { amount: 2_000 },
    },
  ],
  leaderboards: [
    {
      id: 'daily-bet',
      period: 'daily',
      metric: 'valid_bet',
      title: t2('Daily race'),
      size: 10,
      prizes: [
        { fromRank: 1, toRank: 1, amount: 50_000 },
        { fromRank: 2, toRank: 3, amount: 20_000 },
      ],
    },
    {
      id: 'week-multi',
      period: 'weekly',
      metric: 'multiplier',
      title: t2('Biggest win'),
      size: 10,
      minStake: 100,
      prizes: [{ fromRank: 1, toRank: 1, amount: 30_000 }],
    },
  ],
};

/** The app on a copy of aurora with the given referral.json and missions.json (undefined: file removed). */
export async function createEngageApp(
  files: { referral?: unknown; missions?: unknown } = { referral: REFERRAL, missions: MISSIONS },
): Promise<PromoApp> {
  const root = mkdtempSync(join(tmpdir(), 'engage-test-'));
  const brands = join(root, 'brands');
  cpSync(join(defaultBrandsDir, 'aurora'), join(brands, 'aurora'), { recursive: true });
  writeFileSync(join(brands, 'aurora/content/promotions.json'), JSON.stringify({ promotions: [] }));
  for (const [name, data] of Object.entries(files)) {
    const path = join(brands, `aurora/content/${name}.json`);
    if (data === undefined) rmSync(path, { force: true });
    else writeFileSync(path, JSON.stringify(data, null, 2));
  }
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

let n = 0;
/** A player with its own session IP, registration IP and payee name (no shared signal with anyone). */
export async function isolatedPlayer(
  t: PromoApp,
  input: { referrer?: Player; type?: number } = {},
): Promise<Player> {
  n += 1;
  const player = await makePlayer(t, { payeeName: `Person Number ${n}`, type: input.type });
  const ip = `172.20.${n >> 8}.${n & 255}`;
  await t.db
    .updateTable('account')
    .set({ register_ip: ip, referrer_id: input.referrer?.id ?? null })
    .where('id', '=', player.id)
    .execute();
  await t.db.updateTable('session').set({ ip }).where('account_id', '=', player.id).execute();
  return player;
}
