/**
 * Provably fair, checked from the outside (issue 6 "Tests"): 10,000 dice rolls and 1,000 crash points the server
 * produced are recomputed from the revealed seeds with an independent implementation written here with
 * node:crypto (not src/core/fairness.ts): HMAC-SHA256(server seed text, `${clientSeed}:${nonce}:0`), the first
 * 4 bytes as a float, floor(float × 10001) / 100; and for crash the chain (SHA-256 of each revealed hash is the
 * previous round's, the first leads to the committed terminal hash) and floor(99 × 2⁵² / (2⁵² − r)) / 100 with r
 * the first 52 bits of HMAC-SHA256(round hash, salt).
 */
import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRound } from '@/server/modules/originals/crash/chain';
import type { TestApp } from './helpers';
import {
  createGamesApp,
  type GameClient,
  gameCall,
  launchDemo,
  launchReal,
  requestId,
} from './originals-support';
import { expectOk } from './wallet-support';

let t: TestApp;
beforeAll(async () => {
  vi.stubEnv('CRASH_CHAIN_LENGTH', '3000');
  t = await createGamesApp();
}, 60_000);
afterAll(async () => {
  vi.unstubAllEnvs();
  await t?.close();
});

/** The independent dice roll. */
function roll(serverSeed: string, clientSeed: string, nonce: number): number {
  const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:0`).digest();
  const float = bytes[0]! / 256 + bytes[1]! / 256 ** 2 + bytes[2]! / 256 ** 3 + bytes[3]! / 256 ** 4;
  return Math.floor(float * 10001) / 100;
}

interface HistoryItem {
  betId: string;
  nonce: number;
  clientSeed: string;
  serverSeedHash: string;
  serverSeed: string | null;
  multiplier: number;
  outcome: { roll: number; target: number; direction: string; win: boolean };
}

async function playDice(client: GameClient, bets: number, changeSeedAt?: number) {
  for (let i = 0; i < bets; i++) {
    if (i === changeSeedAt) {
      expectOk(
        await gameCall(t, client, 'POST', '/wps/originals/seeds/client', { clientSeed: `changed seed ${i}` }),
      );
    }
    const target = 200 + ((i * 37) % 9_600);
    const response = await gameCall(t, client, 'POST', '/wps/originals/dice/bet', {
      amount: '0.10',
      params: { target: target / 100, direction: i % 2 ? 'over' : 'under' },
      requestId: requestId(),
    });
    expect(response.statusCode, response.body).toBe(200);
  }
}

async function revealedHistory(client: GameClient): Promise<HistoryItem[]> {
  expectOk(await gameCall(t, client, 'POST', '/wps/originals/seeds/rotate', {}));
  const items: HistoryItem[] = [];
  for (let page = 1; ; page++) {
    const history = expectOk<{ content: HistoryItem[]; totalPages: number }>(
      await gameCall(t, client, 'GET', `/wps/originals/history?game=dice&pageSize=100&pageNo=${page}`),
    );
    items.push(...history.content);
    if (page >= history.totalPages) return items;
  }
}

describe('dice', () => {
  it('recomputes 10,000 rolls from the revealed seeds', async () => {
    // Nine demo sessions and one real-money session, 1,000 bets each, played in parallel.
    const clients = [await launchReal(t, 'dice', { funds: 1_000_000n })];
    for (let i = 0; i < 9; i++) clients.push(await launchDemo(t, 'dice'));
    await Promise.all(clients.map((client, i) => playDice(client, 1_000, i === 0 ? 500 : undefined)));
    let checked = 0;
    for (const client of clients) {
      const items = await revealedHistory(client);
      expect(items).toHaveLength(1_000);
      expect(new Set(items.map((i) => i.nonce)).size).toBe(1_000);
      for (const item of items) {
        expect(item.serverSeed).not.toBeNull();
        expect(createHash('sha256').update(item.serverSeed!).digest('hex')).toBe(item.serverSeedHash);
        const expected = roll(item.serverSeed!, item.clientSeed, item.nonce);
        expect(item.outcome.roll).toBe(expected);
        const target = item.outcome.target;
        expect(item.outcome.win).toBe(
          item.outcome.direction === 'under' ? expected < target : expected > target,
        );
        expect(item.multiplier > 0).toBe(item.outcome.win);
        checked++;
      }
    }
    expect(checked).toBe(10_000);
  }, 300_000);
});

describe('crash', () => {
  it('recomputes 1,000 crash points and links every revealed hash to the committed chain', async () => {
    const timing = { bettingMs: 0, growthPer10ms: 1.0024 };
    for (let i = 0; i < 1_000; i++) {
      const round = await createRound(t.db, 'lotus', timing);
      // The round plays out (mechanics are another suite's): mark it crashed to reveal its hash.
      await t.db
        .updateTable('crash_round')
        .set({ phase: 'crashed', started_at: round.betting_ends_at, crashed_at: new Date() })
        .where('id', '=', round.id)
        .execute();
    }
    const fairness = expectOk<{
      terminalHash: string;
      salt: string;
      houseEdgeBp: number;
      roundsPlayed: number;
    }>(
      await gameCall(
        t,
        { brand: 'lotus', session: '', player: null, info: null as never },
        'GET',
        '/wps/fairness/crash',
      ),
    );
    expect(fairness.roundsPlayed).toBe(1_000);
    const rounds: { roundId: string; hash: string; crashPoint: number }[] = [];
    let before = '';
    while (rounds.length < 1_000) {
      const { rounds: page } = expectOk<{ rounds: { roundId: string; hash: string; crashPoint: number }[] }>(
        await gameCall(
          t,
          { brand: 'lotus', session: '', player: null, info: null as never },
          'GET',
          `/wps/originals/crash/rounds?limit=200${before ? `&before=${before}` : ''}`,
        ),
      );
      expect(page.length).toBeGreaterThan(0);
      rounds.push(...page);
      before = page.at(-1)!.roundId;
    }
    const two52 = 2n ** 52n;
    const sha = (text: string) => createHash('sha256').update(text).digest('hex');
    // Newest first: each hash hashes to the next (older) one, the oldest to the terminal hash.
    for (let i = 0; i < rounds.length; i++) {
      const round = rounds[i]!;
      expect(sha(round.hash)).toBe(i + 1 < rounds.length ? rounds[i + 1]!.hash : fairness.terminalHash);
      const r = BigInt(
        `0x${createHmac('sha256', round.hash).update(fairness.salt).digest('hex').slice(0, 13)}`,
      );
      const hundredths = (BigInt(10_000 - fairness.houseEdgeBp) * two52) / (100n * (two52 - r));
      const point = Math.min(100_000_000, Math.max(100, Number(hundredths)));
      expect(round.crashPoint).toBe(point / 100);
    }
    // The distribution looks like P(point ≥ x) = 0.99 / x.
    const atLeast2 = rounds.filter((r) => r.crashPoint >= 2).length / rounds.length;
    expect(atLeast2).toBeGreaterThan(0.4);
    expect(atLeast2).toBeLessThan(0.6);
  }, 300_000);
});
