import { afterAll, beforeAll } from 'vitest';
import type { IndexedGame } from '@/server/modules/games/catalogue-index';
import { SANDBOX_VENDORS } from '@/server/modules/sandbox-vendors/sandbox-vendors.plugin';
import { call, createAccount, type TestAccount } from './games-support';
import { type ALL_VENDORS_BRAND, type SandboxWorld, startSandboxWorld } from './sandbox-support';
import { fund } from './wallet-support';

/** Setup and helpers shared by sandbox-vendors.test.ts and sandbox-vendors-rounds.test.ts: call setupSuite() once per file. */
export let world: SandboxWorld;

export const hostOf = (brand: string) => `${brand}.localhost`;

export type Brand = 'aurora' | 'lotus' | 'siam' | typeof ALL_VENDORS_BRAND;

export async function launch(brand: Brand, account: TestAccount, game: IndexedGame) {
  return call(world.t, 'POST', '/wps/game/launchGame', {
    host: hostOf(brand),
    token: account.token,
    body: { nodeId: game.nodeId },
  });
}

export async function gamesOf(brand: Brand, perType = false): Promise<Map<string, IndexedGame>> {
  const index = await world.t.app.games.catalogue();
  const config = world.t.brands.find((b) => b.config.code === brand)!.config;
  const view = index.view(config);
  const out = new Map<string, IndexedGame>();
  for (const game of index.games) {
    const key = perType ? `${game.vendor.code}:${game.gameType}` : game.vendor.code;
    if (game.isGame !== 'GAME' || !SANDBOX_VENDORS.includes(game.vendor.code) || out.has(key)) continue;
    if (view.isVisible(game)) out.set(key, game);
  }
  return out;
}

export async function account(brand: Brand, funds: bigint): Promise<TestAccount> {
  const a = await createAccount(world.t, brand as 'aurora');
  if (funds > 0n) await fund(world.t, { id: a.id, brand } as never, funds);
  return a;
}

export const postRound = async (sessionUrl: string, body: unknown) => {
  const response = await fetch(`${sessionUrl}/round`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

export const apiOf = (pageUrl: string) => pageUrl.replace('/play/', '/api/session/');

export const minorOf = (text: string, digits: number) => {
  const [whole, fraction = ''] = text.split('.');
  return BigInt(`${whole}${fraction.padEnd(digits, '0')}`);
};

/** The suite's app: created before the file's tests, closed after them. */
export function setupSuite() {
  beforeAll(async () => {
    world = await startSandboxWorld();
  }, 120_000);
  afterAll(async () => {
    await world?.close();
  });
}
