/**
 * The protection guard's cache on the seamless-wallet bet path (issue 28 item 4, guard-cache.ts): bets of an
 * account with nothing to refuse skip the guard's queries, and every way that can change — a limit set through the
 * API, an exclusion, a limit written straight into the database — holds on the very next bet (the API settles
 * before answering; a direct write reaches the cache within the notification delay).
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { guardCacheOf } from '@/server/modules/protection/guard-cache';
import { setupSuite, t, takes } from './protection-suite';
import { gameOf, uuid, type VendorPlayer, vendorClient, vendorPlayer } from './vendor-support';
import { call, expectOk } from './wallet-support';

setupSuite();

const cache = () => guardCacheOf(t.db)!;

async function bet(p: VendorPlayer, amount: number) {
  const game = await gameOf(t, 'PG');
  return vendorClient(t, 'PG').post('bet', {
    request_uuid: uuid(),
    user: `${p.id}`,
    currency: p.currency,
    token: p.vendorToken,
    transaction_uuid: uuid(),
    round: `r-${uuid()}`,
    round_closed: false,
    game_code: game.gameCode,
    amount,
  });
}

describe('the guard cache on the bet path', () => {
  it('holds a clear account after its first bet; a wager limit set through the API refuses the very next bet', async () => {
    const p = await vendorPlayer(t, 'PG', { funds: 100_000n });
    expect(cache().holds(p.id)).toBe(false);
    expect((await bet(p, 1_000)).status).toBe('RS_OK');
    expect(cache().holds(p.id)).toBe(true);
    expectOk(
      await call(t, 'PUT', '/wps/member/limits', {
        ...p,
        body: { kind: 'wager', period: 'day', amount: '15' },
      }),
    );
    expect(cache().holds(p.id)).toBe(false);
    // 10.00 wagered of 15.00: a bet of 6.00 is over, one of 5.00 is not.
    expect((await bet(p, 600)).status).toBe('RS_ERROR_LIMIT_REACHED');
    expect((await bet(p, 500)).status).toBe('RS_OK');
    expect(cache().holds(p.id)).toBe(false);
  });

  it('an exclusion refuses the very next bet, and every instance forgets every account it held', async () => {
    const p = await vendorPlayer(t, 'PG', { funds: 100_000n });
    const other = await vendorPlayer(t, 'PG', { funds: 100_000n });
    expect((await bet(p, 100)).status).toBe('RS_OK');
    expect((await bet(other, 100)).status).toBe('RS_OK');
    expect(cache().holds(other.id)).toBe(true);
    await takes(p, '1w');
    expect(cache().holds(other.id)).toBe(false);
    expect((await bet(p, 100)).status).toBe('RS_ERROR_USER_DISABLED');
    expect((await bet(other, 100)).status).toBe('RS_OK');
  });

  it('a limit written straight into the database (an operator) reaches the cache within a second', async () => {
    const p = await vendorPlayer(t, 'PG', { funds: 100_000n });
    expect((await bet(p, 1_000)).status).toBe('RS_OK');
    expect(cache().holds(p.id)).toBe(true);
    const written = performance.now();
    await sql`insert into player_limit (account_id, kind, period, amount, updated_at)
      values (${p.id}, 'loss', 'day', 1500, now())`.execute(t.db);
    while (cache().holds(p.id) && performance.now() - written < 1_000)
      await new Promise((r) => setImmediate(r));
    expect(cache().holds(p.id)).toBe(false);
    expect((await bet(p, 600)).status).toBe('RS_ERROR_LIMIT_REACHED');
  });
});
