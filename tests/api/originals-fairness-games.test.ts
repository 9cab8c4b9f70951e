/**
 * Provably fair, checked from the outside for limbo, mines, plinko and the three slots (dice and crash are in
 * originals-fairness.test.ts): bets the server played are recomputed from the revealed seeds with the mappings
 * of docs/originals.md, implemented here with node:crypto and none of src/core/fairness.ts,
 * originals-games.ts or slots.ts. Only the published data — house edge, plinko tables, reel strips — is read
 * from src/core/originals-config.ts.
 */
import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSE_EDGE_BP, PLINKO_TABLES, SLOTS } from '@/core/originals-config';
import type { TestApp } from './helpers';
import { bet, createGamesApp, type GameClient, gameCall, launchDemo } from './originals-support';
import { expectOk } from './wallet-support';

let t: TestApp;
beforeAll(async () => {
  t = await createGamesApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** The bet's floats: 4 bytes each, 8 per HMAC-SHA256(server seed text, `${clientSeed}:${nonce}:${block}`). */
function floats(serverSeed: string, clientSeed: string, nonce: number): () => number {
  let block = 0;
  let bytes = Buffer.alloc(0);
  let offset = 32;
  return () => {
    if (offset === 32) {
      bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${block++}`).digest();
      offset = 0;
    }
    const value = bytes.readUInt32BE(offset) / 2 ** 32;
    offset += 4;
    return value;
  };
}

interface HistoryItem {
  nonce: number;
  clientSeed: string;
  serverSeedHash: string;
  serverSeed: string | null;
  multiplier: number;
  outcome: Record<string, unknown>;
}

/** Rotates the seed pair (revealing the server seed) and reads the game's whole history. */
async function revealedHistory(client: GameClient, game: string): Promise<HistoryItem[]> {
  expectOk(await gameCall(t, client, 'POST', '/wps/originals/seeds/rotate', {}));
  const items: HistoryItem[] = [];
  for (let page = 1; ; page++) {
    const history = expectOk<{ content: HistoryItem[]; totalPages: number }>(
      await gameCall(t, client, 'GET', `/wps/originals/history?game=${game}&pageSize=100&pageNo=${page}`),
    );
    items.push(...history.content);
    if (page >= history.totalPages) break;
  }
  for (const item of items) {
    expect(item.serverSeed).not.toBeNull();
    expect(createHash('sha256').update(item.serverSeed!).digest('hex')).toBe(item.serverSeedHash);
  }
  return items;
}

const next = (item: HistoryItem) => floats(item.serverSeed!, item.clientSeed, item.nonce);

describe('limbo', () => {
  it('recomputes 300 results from the revealed seeds', async () => {
    const client = await launchDemo(t, 'limbo');
    for (let i = 0; i < 300; i++) {
      const target = (101 + ((i * 97) % 900)) / 100;
      expectOk(await bet(t, client, 'limbo', '0.10', { target }));
    }
    const items = await revealedHistory(client, 'limbo');
    expect(items).toHaveLength(300);
    const two32 = 2n ** 32n;
    for (const item of items) {
      const u = BigInt(Math.round(next(item)() * 2 ** 32));
      const hundredths =
        u === 0n ? 100_000_000n : (BigInt(10_000 - HOUSE_EDGE_BP.limbo) * two32) / (100n * u);
      const result =
        Number(hundredths < 100n ? 100n : hundredths > 100_000_000n ? 100_000_000n : hundredths) / 100;
      const { target } = item.outcome as { target: number };
      expect(item.outcome).toEqual({ result, target, win: result >= target });
      expect(item.multiplier).toBe(result >= target ? target : 0);
    }
  }, 120_000);
});

describe('plinko', () => {
  it('recomputes 270 paths, slots and multipliers from the revealed seeds', async () => {
    const client = await launchDemo(t, 'plinko');
    const boards = ([8, 12, 16] as const).flatMap((rows) =>
      (['low', 'medium', 'high'] as const).map((risk) => ({ rows, risk })),
    );
    for (let i = 0; i < 270; i++) expectOk(await bet(t, client, 'plinko', '0.10', boards[i % boards.length]));
    const items = await revealedHistory(client, 'plinko');
    expect(items).toHaveLength(270);
    for (const item of items) {
      const { rows, risk } = item.outcome as { rows: 8 | 12 | 16; risk: 'low' | 'medium' | 'high' };
      const draw = next(item);
      const path = Array.from({ length: rows }, () => (draw() < 0.5 ? 0 : 1));
      const slot = path.filter((step) => step === 1).length;
      expect(item.outcome).toEqual({ rows, risk, path, slot });
      expect(item.multiplier).toBe(PLINKO_TABLES[rows][risk][slot]! / 100);
    }
  }, 120_000);
});

describe('mines', () => {
  it('recomputes the exact mine positions of 60 boards from the revealed seeds', async () => {
    const client = await launchDemo(t, 'mines');
    for (let i = 0; i < 60; i++) {
      const board = expectOk<{ roundId: string }>(
        await bet(t, client, 'mines', '0.10', { mines: 1 + (i % 24) }),
      );
      const state = expectOk<{ status: string }>(
        await gameCall(t, client, 'POST', '/wps/originals/mines/reveal', {
          roundId: board.roundId,
          tile: i % 25,
        }),
      );
      if (state.status === 'open')
        expectOk(
          await gameCall(t, client, 'POST', '/wps/originals/mines/cashout', { roundId: board.roundId }),
        );
    }
    const items = await revealedHistory(client, 'mines');
    expect(items).toHaveLength(60);
    for (const item of items) {
      const { mines, minePositions } = item.outcome as { mines: number; minePositions: number[] };
      const draw = next(item);
      const left = Array.from({ length: 25 }, (_, tile) => tile);
      const order: number[] = [];
      for (let i = 0; i < 24; i++) order.push(...left.splice(Math.floor(draw() * (25 - i)), 1));
      order.push(left[0]!);
      const expected = order.slice(0, mines).sort((a, b) => a - b);
      expect([...minePositions].sort((a, b) => a - b)).toEqual(expected);
    }
  }, 120_000);
});

describe('slots', () => {
  it.each(['lanterns', 'fruits', 'pearls'] as const)(
    '%s: recomputes the stops and symbols of every spin of 100 bets (free spins included)',
    async (theme) => {
      const game = `slot-${theme}` as const;
      const client = await launchDemo(t, game);
      for (let i = 0; i < 100; i++) expectOk(await bet(t, client, game, '0.20'));
      const items = await revealedHistory(client, game);
      expect(items).toHaveLength(100);
      const strips = SLOTS[theme].reels;
      for (const item of items) {
        const { spins, freeSpins } = item.outcome as {
          spins: { stops: number[]; reels: string[][] }[];
          freeSpins: number;
        };
        // The base spin, then each free spin on the next five floats.
        expect(spins).toHaveLength(1 + freeSpins);
        const draw = next(item);
        for (const played of spins) {
          const stops = strips.map((strip) => Math.floor(draw() * strip.length));
          expect(played.stops).toEqual(stops);
          expect(played.reels).toEqual(
            strips.map((strip, r) => [0, 1, 2].map((row) => strip[(stops[r]! + row) % strip.length])),
          );
        }
      }
    },
    120_000,
  );
});
