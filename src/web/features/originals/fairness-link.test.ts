import { describe, expect, it } from 'vitest';
import type { HistoryItem } from './api/types';
import { verifyParams } from './fairness-link';

/** A history row as GET /wps/originals/history answers it (its contract: src/core/api/originals-schema.ts). */
const row = (game: string, outcome: HistoryItem['outcome']): HistoryItem => ({
  betId: '1',
  game,
  amount: '1.00',
  multiplier: 2,
  payout: '2.00',
  profit: '1.00',
  status: 'won',
  nonce: 0,
  clientSeed: 'c',
  serverSeedHash: 'h',
  serverSeed: 's',
  roundId: null,
  outcome,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('verifyParams', () => {
  it("takes every game's parameters from the bet's outcome (the history sends no params)", () => {
    expect(verifyParams(row('dice', { roll: 12.34, target: 50.5, direction: 'over', win: false }))).toEqual({
      target: 5050,
      direction: 'over',
    });
    expect(verifyParams(row('limbo', { result: 3.1, target: 2, win: true }))).toEqual({ target: 200 });
    expect(
      verifyParams(row('mines', { mines: 3, revealed: [1, 2], hit: null, minePositions: [4, 5, 6] })),
    ).toEqual({ mines: 3 });
    expect(verifyParams(row('plinko', { rows: 12, risk: 'high', path: [0, 1], slot: 1 }))).toEqual({
      rows: 12,
      risk: 'high',
    });
    expect(verifyParams(row('slot-fruits', { freeSpins: 0, spins: [] }))).toEqual({});
  });
});
