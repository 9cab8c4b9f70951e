import { afterAll, beforeAll } from 'vitest';
import { serviceContext } from '@/server/context';
import { createSession } from '@/server/modules/session/session.repository';
import { createGamesApp } from './games-support';
import type { TestApp } from './helpers';
import { brandOf, call, expectOk, LOGIN_PASSWORD, type Player } from './wallet-support';

export let t: TestApp;

/** The suite's app (with the game catalogue and open lottery draws): call setupSuite() once per file. */
export function setupSuite() {
  beforeAll(async () => {
    t = await createGamesApp({ rateLimits: false });
    await t.app.lottery.openDraws();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });
}

export const login = (player: Player) =>
  call(t, 'POST', '/wps/session/login', {
    brand: player.brand,
    body: { type: 'username', username: player.username, password: LOGIN_PASSWORD },
  });

/** The player takes an exclusion on their own screen (their session ends with it). */
export async function takes(player: Player, period: string) {
  return expectOk<{ kind: string; period: string; endsAt: string | null }>(
    await call(t, 'POST', '/wps/member/protection/exclusion', {
      ...player,
      body: { period, confirmed: true },
    }),
  );
}

/** A session made without logging in (as one issued just before the exclusion): the paths' own guard is tested. */
export async function sessionOf(player: Player): Promise<Player> {
  const token = await createSession(
    t.db,
    { accountId: player.id, brandCode: player.brand, kind: 'member', ip: '10.0.0.2' },
    { idleMinutes: 60, maxHours: 24 },
  );
  return { ...player, token };
}

export const ctxOf = (brand: string, now?: Date) =>
  serviceContext({ db: t.db, brand: brandOf(t, brand), messaging: t.app.messaging, ...(now ? { now } : {}) });
