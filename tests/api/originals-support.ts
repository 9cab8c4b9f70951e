/**
 * Shared helpers of the in-house games suites (tests/api/originals-*.test.ts): a test app with the catalogue,
 * funded players launched into an MQ game through /wps/game/launchGame, game-session calls, demo sessions.
 */
import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import type { OriginalGame } from '@/core/originals-config';
import { GAME_CODES } from '@/core/originals-config';
import { createGamesApp } from './games-support';
import type { TestApp } from './helpers';
import { call, expectOk, fund, makePlayer, type Player } from './wallet-support';

export { createGamesApp };

export interface GameClient {
  player: Player | null;
  session: string;
  brand: string;
  info: SessionInfo;
}

export interface SessionInfo {
  session: string;
  game: OriginalGame;
  demo: boolean;
  balance: string;
  currency: string;
  limits: { min: string; max: string };
  seeds: { serverSeedHash: string; clientSeed: string; nonce: number };
  config: Record<string, unknown>;
  openRound: Record<string, unknown> | null;
}

export async function nodeIdOf(t: TestApp, game: OriginalGame): Promise<number> {
  return (await t.app.games.catalogue()).byCode.get(GAME_CODES[game])!.nodeId;
}

/** Launches a game for a (new, funded) player like the lobby does, then opens the screen's session. */
export async function launchReal(
  t: TestApp,
  game: OriginalGame,
  options: { brand?: string; funds?: bigint; player?: Player } = {},
): Promise<GameClient> {
  const brand = options.brand ?? 'aurora';
  const player = options.player ?? (await makePlayer(t, { brand }));
  if (options.funds !== 0n && !options.player) await fund(t, player, options.funds ?? 100_000n);
  const launched = expectOk<{ url: string; mode: string }>(
    await call(t, 'POST', '/wps/game/launchGame', {
      brand,
      token: player.token,
      body: { nodeId: await nodeIdOf(t, game) },
    }),
  );
  const launch = new URL(launched.url, 'http://x').searchParams.get('launch')!;
  const info = expectOk<SessionInfo>(
    await call(t, 'POST', '/wps/originals/session', { brand, body: { launch } }),
  );
  return { player, session: info.session, brand, info };
}

export async function launchDemo(t: TestApp, game: OriginalGame, brand = 'aurora'): Promise<GameClient> {
  const info = expectOk<SessionInfo>(
    await call(t, 'POST', '/wps/originals/session', { brand, body: { demo: true, game } }),
  );
  return { player: null, session: info.session, brand, info };
}

export function gameCall(
  t: TestApp,
  client: GameClient,
  method: InjectOptions['method'],
  url: string,
  body?: unknown,
) {
  return call(t, method, url, {
    brand: client.brand,
    headers: { 'x-game-session': client.session },
    ...(body === undefined ? {} : { body }),
  });
}

export const requestId = () => randomUUID();

export function bet(
  t: TestApp,
  client: GameClient,
  game: OriginalGame,
  amount: string,
  params: unknown = {},
) {
  return gameCall(t, client, 'POST', `/wps/originals/${game}/bet`, {
    amount,
    params,
    requestId: requestId(),
  });
}
