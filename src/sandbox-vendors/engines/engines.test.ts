import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WalletClient, WalletUnreachable } from '../wallet-client';
import { bankerDraws, CUT_CARD, dealHand, newShoe, pointOf } from './baccarat';
import { compareHands, handRank, playHand } from './cards';
import { FISH, shoot } from './fish';
import { kindOf, statedRtp } from './index';
import { type Rng, seededRng } from './random';
import { PAYTABLES, REEL_STOPS, slotRtp, spin } from './slot';
import { fixtures, oddsOf, settle } from './sports';

/** An rng that answers the given values in turn. */
const scripted = (values: number[]): Rng => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

describe('slot', () => {
  it('pays exactly its stated RTP over every combination of stops', () => {
    for (const table of PAYTABLES) {
      let paid = 0n;
      const stake = 500n; // a multiple of the 5 lines: no rounding
      for (let a = 0; a < REEL_STOPS; a++)
        for (let b = 0; b < REEL_STOPS; b++)
          for (let c = 0; c < REEL_STOPS; c++) paid += spin(table, stake, scripted([a, b, c])).payout;
      const rtp = Number(paid) / Number(stake) / REEL_STOPS ** 3;
      expect(rtp).toBeCloseTo(slotRtp(table), 12);
      expect(rtp).toBeGreaterThan(0.94);
      expect(rtp).toBeLessThan(0.98);
    }
  });
  it('states the RTP of the paytable the game uses', () => {
    const rtp = Number(statedRtp('slot', 'PG_0001').all);
    expect(PAYTABLES.map((t) => Number((slotRtp(t) * 100).toFixed(2)))).toContain(rtp);
  });
});

describe('fishing', () => {
  it('returns 95 % on every fish', () => {
    FISH.forEach((m, fish) => {
      let paid = 0n;
      for (let roll = 0; roll < m * 100; roll++) paid += shoot(fish, 100n, scripted([roll])).payout;
      expect(Number(paid) / (100 * m * 100)).toBeCloseTo(0.95, 12);
    });
    expect(() => shoot(FISH.length, 100n, scripted([0]))).toThrow(RangeError);
  });
});

describe('baccarat', () => {
  it('counts points and follows the third-card rules', () => {
    expect([0, 8, 9, 12, 13].map(pointOf)).toEqual([1, 9, 0, 0, 1]);
    expect(bankerDraws(5, undefined)).toBe(true);
    expect(bankerDraws(6, undefined)).toBe(false);
    expect(bankerDraws(3, 7 /* an 8 */)).toBe(false);
    expect(bankerDraws(3, 6 /* a 7 */)).toBe(true);
    expect(bankerDraws(6, 5 /* a 6 */)).toBe(true);
    expect(bankerDraws(6, 4 /* a 5 */)).toBe(false);
    expect(bankerDraws(4, 0 /* an ace */)).toBe(false);
    expect(bankerDraws(7, 5)).toBe(false);
  });
  it('deals from one shoe, records the road and reshuffles at the cut card', () => {
    const rng = seededRng(7);
    let shoe = newShoe(rng);
    expect(shoe.cards).toHaveLength(416);
    let shuffles = 0;
    for (let hand = 0; hand < 200; hand++) {
      const dealt = dealHand(shoe, { player: 100n, banker: 0n, tie: 0n }, rng);
      if (dealt.outcome.shuffled) shuffles++;
      expect(dealt.outcome.cardsLeft).toBeGreaterThanOrEqual(CUT_CARD - 6);
      expect(dealt.outcome.payout).toBe(
        dealt.outcome.result === 'P' ? 200n : dealt.outcome.result === 'T' ? 100n : 0n,
      );
      shoe = dealt.shoe;
    }
    expect(shuffles).toBeGreaterThan(1);
  });
});

describe('PVP card room', () => {
  it('ranks three-card hands', () => {
    const c = (rank: number, suit: number) => suit * 13 + (rank - 2); // rank 2…14
    const trail = handRank([c(5, 0), c(5, 1), c(5, 2)]);
    const straightFlush = handRank([c(4, 0), c(5, 0), c(6, 0)]);
    const straight = handRank([c(12, 0), c(13, 1), c(14, 2)]);
    const wheel = handRank([c(14, 0), c(2, 1), c(3, 2)]);
    const flush = handRank([c(2, 3), c(9, 3), c(11, 3)]);
    const pair = handRank([c(9, 0), c(9, 1), c(2, 2)]);
    const high = handRank([c(14, 0), c(9, 1), c(2, 2)]);
    const ordered = [trail, straightFlush, straight, wheel, flush, pair, high];
    for (let i = 1; i < ordered.length; i++)
      expect(compareHands(ordered[i - 1]!, ordered[i]!)).toBeGreaterThan(0);
  });
  it('pays the pot less 5 % to the winners', () => {
    const outcome = playHand(100n, seededRng(3));
    expect(outcome.pot).toBe(400n);
    expect(outcome.payout).toBe(outcome.winners.includes(0) ? 380n / BigInt(outcome.winners.length) : 0n);
  });
});

describe('sports slip', () => {
  it('prices every selection at ≤ 95 % and settles by the probabilities', () => {
    const list = fixtures('football', seededRng(11));
    expect(list).toHaveLength(4);
    for (const fixture of list) {
      expect(fixture.selections.reduce((s, x) => s + x.permille, 0)).toBe(1000);
      for (const [i, selection] of fixture.selections.entries()) {
        expect(selection.odds).toBe(oddsOf(selection.permille));
        expect((selection.permille * selection.odds) / 100_000).toBeLessThanOrEqual(0.95);
        let wins = 0;
        for (let roll = 0; roll < 1000; roll++)
          if (settle('football', fixture, i, 100n, scripted([roll, 0, 0, 0])).payout > 0n) wins++;
        expect(wins).toBe(selection.permille);
      }
    }
  });
  it('maps catalogue types to screens', () => {
    expect(kindOf('RNG')?.kind).toBe('slot');
    expect(kindOf('COCKFIGHT')).toEqual({ kind: 'sports', sport: 'cockfight' });
    expect(kindOf('LOTT')).toBeUndefined();
  });
});

describe('wallet client', () => {
  it('retries a lost call with the same transaction and a fresh request id, signed', async () => {
    const sent: { body: string; signature: string }[] = [];
    const client = new WalletClient({
      walletUrl: () => 'http://operator',
      secretOf: () => 'a-secret-of-sixteen+',
      retryDelayMs: 0,
      transport: async (_url, body, headers) => {
        sent.push({ body, signature: headers['x-signature']! });
        if (sent.length < 3) throw new WalletUnreachable('timeout');
        return JSON.stringify({ status: 'RS_OK', request_uuid: 'x', balance: 5 });
      },
    });
    const player = { vendor: 'PG', user: '1', currency: 'PHP', token: 't' };
    const reply = await client.bet(player, { uuid: 'b1', gameCode: 'PG_0001', round: 'r', amount: 100n });
    expect(reply.status).toBe('RS_OK');
    const bodies = sent.map((s) => JSON.parse(s.body) as Record<string, unknown>);
    expect(new Set(bodies.map((b) => b.transaction_uuid))).toEqual(new Set(['b1']));
    expect(new Set(bodies.map((b) => b.request_uuid)).size).toBe(3);
    for (const s of sent)
      expect(s.signature).toBe(createHmac('sha256', 'a-secret-of-sixteen+').update(s.body).digest('hex'));
  });
  it('gives up with WalletUnreachable after its attempts', async () => {
    const client = new WalletClient({
      walletUrl: () => 'http://operator',
      secretOf: () => 'a-secret-of-sixteen+',
      attempts: 2,
      retryDelayMs: 0,
      transport: async () => {
        throw new Error('down');
      },
    });
    await expect(
      client.rollback(
        { vendor: 'PG', user: '1', currency: 'PHP', token: 't' },
        { betUuid: 'b', gameCode: 'G', round: 'r' },
      ),
    ).rejects.toBeInstanceOf(WalletUnreachable);
  });
});
