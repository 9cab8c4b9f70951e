/**
 * Helpers of the seamless-wallet suites: a vendor that signs its calls like a real one, players with a launch
 * session per vendor, and ledger counters to prove that nothing was posted.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { WalletAnswer } from '@/server/modules/vendor/protocol';
import { derivedVendorSecret } from '@/server/modules/vendor/secrets';
import { createWalletSession } from '@/server/modules/vendor/wallet-sessions';
import type { TestApp } from './helpers';
import { brandOf, fund, makePlayer, type Player } from './wallet-support';

export interface VendorPlayer extends Player {
  vendorToken: string;
  currency: string;
}

export function vendorClient(t: TestApp, vendor: string, host = 'aurora.localhost') {
  const secret = derivedVendorSecret(t.app.secret, vendor);
  const sign = (body: string, key = secret) =>
    createHmac('sha256', Buffer.from(key, 'utf8')).update(body).digest('hex');
  /** POSTs a wallet call; `raw` sends the string as is, `signature` overrides (null: no header). */
  const post = async (
    action: string,
    body: unknown,
    options: { signature?: string | null; contentType?: string; path?: string } = {},
  ) => {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    const headers: Record<string, string> = {
      host,
      'content-type': options.contentType ?? 'application/json',
    };
    const signature = options.signature === undefined ? sign(text) : options.signature;
    if (signature !== null) headers['x-signature'] = signature;
    const response = await t.app.inject({
      method: 'POST',
      url: options.path ?? `/vendor/${vendor}/wallet/${action}`,
      headers,
      payload: text,
    });
    expect(response.statusCode, response.body).toBe(200);
    return JSON.parse(response.body) as WalletAnswer;
  };
  return { vendor, secret, sign, post };
}

export async function vendorPlayer(
  t: TestApp,
  vendor: string,
  options: { brand?: string; funds?: bigint; ttlMs?: number; player?: Player } = {},
): Promise<VendorPlayer> {
  const brand = options.player?.brand ?? options.brand ?? 'aurora';
  const player = options.player ?? (await makePlayer(t, { brand }));
  if (!options.player && options.funds !== 0n) await fund(t, player, options.funds ?? 100_000n);
  const config = brandOf(t, brand).config;
  const game = (await t.app.games.catalogue()).games.find((g) => g.vendor.code === vendor)!;
  const { token } = await createWalletSession(t.db, t.app.secret, {
    vendor,
    brand,
    accountId: player.id,
    gameCode: game.gameCode,
    currency: config.currency.code,
    ...(options.ttlMs === undefined ? {} : { ttlMs: options.ttlMs }),
  });
  return { ...player, vendorToken: token, currency: config.currency.code };
}

export async function gameOf(t: TestApp, vendor: string) {
  return (await t.app.games.catalogue()).games.find((g) => g.vendor.code === vendor && g.isGame === 'GAME')!;
}

export const uuid = () => randomUUID();

/** Postings and stored answers, to show a refused call left nothing behind. */
export async function ledgerCounts(t: TestApp) {
  const { rows } = await sql<{ transfers: number; tx: number; bets: number }>`select
    (select count(*)::int from ledger_transfer) as transfers,
    (select count(*)::int from vendor_tx) as tx,
    (select count(*)::int from vendor_bet) as bets`.execute(t.db);
  return rows[0]!;
}

/** The play-wallet balance of a player for a vendor, through a balance call. */
export async function walletBalance(
  client: ReturnType<typeof vendorClient>,
  player: VendorPlayer,
): Promise<number> {
  const answer = await client.post('balance', {
    request_uuid: uuid(),
    user: `${player.id}`,
    currency: player.currency,
    token: player.vendorToken,
  });
  expect(answer.status).toBe('RS_OK');
  return answer.balance!;
}

/**
 * One settled round through the seamless-wallet protocol: a bet of `amount` (minor units) on `vendor`'s first game,
 * then its win of `payout` (0 = a loss: a valid bet), on the player's own brand.
 */
/**
 * Places one bet through the vendor's seamless-wallet protocol and leaves its round open; `settle(payout)` later
 * closes it with that payout (0: lost).
 */
export async function openBet(t: TestApp, player: Player, vendor: string, amount: number) {
  const client = vendorClient(t, vendor, `${player.brand}.localhost`);
  const p = await vendorPlayer(t, vendor, { player });
  const games = (await t.app.games.catalogue()).games.filter((g) => g.vendor.code === vendor);
  const game = games.find((g) => g.isGame === 'GAME') ?? games[0]!;
  const round = `r-${uuid()}`;
  const bet = {
    request_uuid: uuid(),
    user: `${p.id}`,
    currency: p.currency,
    token: p.vendorToken,
    transaction_uuid: uuid(),
    round,
    round_closed: false,
    game_code: game.gameCode,
    amount,
  };
  expect((await client.post('bet', bet)).status).toBe('RS_OK');
  const settle = async (payout = 0) => {
    const win = {
      request_uuid: uuid(),
      user: `${p.id}`,
      currency: p.currency,
      transaction_uuid: uuid(),
      reference_transaction_uuid: bet.transaction_uuid,
      round,
      round_closed: true,
      game_code: game.gameCode,
      amount: payout,
    };
    expect((await client.post('win', win)).status).toBe('RS_OK');
    return win;
  };
  return { client, p, bet, game, settle };
}

export async function playVendor(t: TestApp, player: Player, vendor: string, amount: number, payout = 0) {
  const { settle, ...placed } = await openBet(t, player, vendor, amount);
  const win = await settle(payout);
  return { ...placed, win };
}
