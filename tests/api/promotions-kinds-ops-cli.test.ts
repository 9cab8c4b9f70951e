/**
 * Every other promotion kind end to end (docs/promotions.md): daily claim, rebate job (twice → one credit),
 * applications approved and rejected by an operator (with bad uploads refused), 500 concurrent red-envelope
 * openers never beyond the budget, and the raffle draw recomputed from the revealed seeds by independent code.
 */
import { createHash, createHmac } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { checkLedger } from '@/server/modules/ledger/ledger.check';
import { drawIfDue } from '@/server/modules/promotions/raffle';
import { cash, ctx, raffleEnd, setupSuite, t } from './promotions-kinds-suite';
import { opsCli, playValid } from './promotions-support';
import {
  brandOf,
  call,
  expectError,
  expectOk,
  fund,
  JPEG,
  makePlayer,
  multipart,
  type Player,
} from './wallet-support';

setupSuite();

describe('ops CLI', () => {
  it('lists applications in process with their image files, approves and rejects with who and why', async () => {
    const one = await makePlayer(t);
    const two = await makePlayer(t);
    const apply = async (player: Player, files: Parameters<typeof multipart>[1]) => {
      const body = multipart({ comment: 'look at this win' }, files);
      return expectOk<{ application: { id: string } }>(
        await call(t, 'POST', '/wps/promotions/story/apply', {
          ...player,
          raw: { payload: body.payload, contentType: body.contentType },
        }),
      ).application.id;
    };
    const first = await apply(one, [
      { name: 'image', filename: 'x.jpg', contentType: 'image/jpeg', data: JPEG },
    ]);
    const second = await apply(two, []);
    const list = await opsCli(t, ['promo-applications', '--brand', 'aurora']);
    expect(list.status, list.output).toBe(0);
    expect(list.output).toContain(one.username);
    expect(list.output).toMatch(new RegExp(`promotions/aurora/${first}-1\\.jpg`));
    const refused = await opsCli(t, ['promo-reject', second, '--by', 'ops-cli']);
    expect(refused.status).toBe(2); // a rejection needs a reason
    const approved = await opsCli(t, ['promo-approve', first, '--by', 'ops-cli', '--reason', 'verified']);
    expect(approved.status, approved.output).toBe(0);
    expect(approved.output).toMatch(/approved/);
    const rejected = await opsCli(t, ['promo-reject', second, '--by', 'ops-cli', '--reason', 'no win shown']);
    expect(rejected.status, rejected.output).toBe(0);
    expect(await cash(one)).toBe('100.00');
    expect(await cash(two)).toBe('0.00');
    const again = await opsCli(t, ['promo-approve', first, '--by', 'ops-cli']);
    expect(again.status).not.toBe(0);
    expect(await cash(one)).toBe('100.00');
    const audit = await t.db
      .selectFrom('ops_action')
      .select(['actor', 'action', 'reason'])
      .where('actor', '=', 'ops-cli')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { actor: 'ops-cli', action: 'promotion.approve', reason: 'verified' },
      { actor: 'ops-cli', action: 'promotion.reject', reason: 'no win shown' },
    ]);
  }, 120_000);
});

describe('red envelope', () => {
  it('500 concurrent openers never take more than the budget, and each opens one', async () => {
    const players = await Promise.all(Array.from({ length: 500 }, () => makePlayer(t)));
    const answers = await Promise.all(
      players.map((p) => call(t, 'POST', '/wps/promotions/envelope/envelope', { ...p, body: {} })),
    );
    const codes = answers.map((a) => (a.statusCode === 200 ? 'ok' : JSON.parse(a.body).code));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(400);
    expect(codes.filter((c) => c !== 'ok').every((c) => c === 'promotion_budget_spent')).toBe(true);
    const { rows } = await sql<{ total: string; n: string; min: string }>`select sum(amount)::text as total,
      count(*)::text as n, min(amount)::text as min from promotion_bonus where promotion_id = 'envelope'`.execute(
      t.db,
    );
    expect(BigInt(rows[0]!.total)).toBe(100_000n); // the whole budget, never more
    expect(Number(rows[0]!.n)).toBe(400);
    expect(BigInt(rows[0]!.min)).toBeGreaterThanOrEqual(100n);
    const winner = players[codes.indexOf('ok')]!;
    expectError(
      await call(t, 'POST', '/wps/promotions/envelope/envelope', { ...winner, body: {} }),
      409,
      'promotion_envelope_opened',
    );
    expect((await checkLedger(t.db)).ok).toBe(true);
  }, 120_000);
});

/** The draw written again from the published rule with node:crypto only (no engine code). */
function independentDraw(
  serverSeed: string,
  clientSeed: string,
  entries: { id: string; tickets: number }[],
  prizes: number,
) {
  const total = entries.reduce((s, e) => s + e.tickets, 0);
  const winners: string[] = [];
  for (let rank = 1; rank <= prizes && winners.length < entries.length; rank++) {
    let cursor = 0;
    let floats: number[] = [];
    for (;;) {
      if (floats.length === 0) {
        const digest = createHmac('sha256', serverSeed).update(`${clientSeed}:${rank}:${cursor}`).digest();
        cursor += 1;
        floats = Array.from({ length: 8 }, (_, i) => digest.readUInt32BE(i * 4) / 2 ** 32);
      }
      const ticket = Math.floor(floats.shift()! * total);
      let acc = 0;
      const owner = entries.find((e) => {
        acc += e.tickets;
        return acc > ticket;
      })!;
      if (!winners.includes(owner.id)) {
        winners.push(owner.id);
        break;
      }
    }
  }
  return winners;
}

describe('raffle', () => {
  it('commitment at start, tickets from valid bet, a draw anyone can recompute, prizes claimed once', async () => {
    const visitor = expectOk<{ raffle: { commitment: string; serverSeed: string | null } }>(
      await call(t, 'GET', '/wps/promotions/raffle'),
    );
    expect(visitor.raffle.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(visitor.raffle.serverSeed).toBeNull();
    const players: Player[] = [];
    for (let i = 0; i < 4; i++) players.push(await makePlayer(t));
    for (const [i, p] of players.entries()) {
      await fund(t, p, 100_000n);
      expectOk(await call(t, 'POST', '/wps/promotions/raffle/join', { ...p, body: {} }));
      await playValid(t, p, 1000 * (i + 1), 2); // 2, 4, 6, 8 tickets
    }
    const mine = expectOk<{ progress: { tickets: number } }>(
      await call(t, 'GET', '/wps/promotions/raffle', players[3]!),
    );
    expect(mine.progress.tickets).toBe(8);
    expectError(
      await call(t, 'POST', '/wps/relay/MCS2_claimRafflePromotion', {
        ...players[0]!,
        body: { promotionId: 'raffle' },
      }),
      409,
      'promotion_raffle_not_drawn',
    );
    const after = new Date(raffleEnd.getTime() + 60_000);
    expect(
      await drawIfDue(
        { ...ctx(), now: after },
        brandOf(t, 'aurora').promotions.find((p) => p.id === 'raffle')!,
      ),
    ).toBe(true);
    const view = expectOk<{
      raffle: {
        commitment: string;
        serverSeed: string;
        clientSeed: string;
        entries: { id: string; tickets: number }[];
        winners: { rank: number }[];
      };
    }>(await call(t, 'GET', '/wps/promotions/raffle'));
    const r = view.raffle;
    expect(createHash('sha256').update(r.serverSeed).digest('hex')).toBe(r.commitment);
    expect(
      createHash('sha256')
        .update(r.entries.map((e) => `${e.id}:${e.tickets}`).join(','))
        .digest('hex'),
    ).toBe(r.clientSeed);
    const tickets = new Map(r.entries.map((e) => [e.id, e.tickets]));
    expect(players.map((p) => tickets.get(p.id.toString()))).toEqual([2, 4, 6, 8]);
    const ids = r.entries.map((e) => BigInt(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => (a < b ? -1 : 1))); // sealed in ascending account id
    const expected = independentDraw(r.serverSeed, r.clientSeed, r.entries, 3);
    const prizes = await t.db
      .selectFrom('promotion_bonus')
      .select(['account_id', 'rank', 'amount', 'status'])
      .where('promotion_id', '=', 'raffle')
      .orderBy('rank')
      .execute();
    expect(prizes.map((p) => p.account_id.toString())).toEqual(expected);
    expect(prizes.map((p) => [p.rank, p.amount, p.status])).toEqual([
      [1, 50000n, 'claimable'],
      [2, 20000n, 'claimable'],
      [3, 10000n, 'claimable'],
    ]);

    const winner = players.find((p) => p.id.toString() === expected[0])!;
    const before = await cash(winner);
    const claimed = expectOk<{ rank: number; bonus: { amount: string } }>(
      await call(t, 'POST', '/wps/relay/MCS2_claimRafflePromotion', {
        ...winner,
        body: { promotionId: 'raffle' },
      }),
    );
    expect(claimed).toMatchObject({ rank: 1, bonus: { amount: '500.00' } });
    expect(Number(await cash(winner))).toBeCloseTo(Number(before) + 500, 2);
    expectError(
      await call(t, 'POST', '/wps/relay/MCS2_claimRafflePromotion', {
        ...winner,
        body: { promotionId: 'raffle' },
      }),
      409,
      'promotion_nothing_to_claim',
    );
    const loser = players.find((p) => !expected.includes(p.id.toString()))!;
    expectError(
      await call(t, 'POST', '/wps/relay/MCS2_claimRafflePromotion', {
        ...loser,
        body: { promotionId: 'raffle' },
      }),
      409,
      'promotion_nothing_to_claim',
    );
    expectError(
      await call(t, 'POST', '/wps/relay/MCS2_claimRafflePromotion', {
        ...loser,
        body: { promotionId: 'nope' },
      }),
      404,
      'promotion_not_found',
    );
    // Drawing again changes nothing.
    expect(
      await drawIfDue(
        { ...ctx(), now: after },
        brandOf(t, 'aurora').promotions.find((p) => p.id === 'raffle')!,
      ),
    ).toBe(false);
    expect((await checkLedger(t.db)).ok).toBe(true);
  }, 120_000);
});
