import { afterAll, beforeAll } from 'vitest';
import type { TestApp } from './helpers';
import { createGamesApp } from './originals-support';

/** Setup and helpers shared by originals-games.test.ts and originals-games-mines.test.ts: call setupSuite() once per file. */
export let t: TestApp;

export interface InstantAnswer {
  betId: string;
  amount: string;
  multiplier: number;
  payout: string;
  profit: string;
  balance: string;
  nonce: number;
  clientSeed: string;
  serverSeedHash: string;
  outcome: Record<string, unknown>;
}

export const PARAMS = {
  dice: { target: 50.5, direction: 'under' },
  limbo: { target: 2 },
  plinko: { rows: 12, risk: 'medium' },
  'slot-lanterns': {},
  'slot-fruits': {},
  'slot-pearls': {},
} as const;

/** The suite's app: created before the file's tests, closed after them. */
export function setupSuite() {
  beforeAll(async () => {
    t = await createGamesApp();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });
}
