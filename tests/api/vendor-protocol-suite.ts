import { sql } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import type { TestApp } from './helpers';
import { createGamesApp } from './originals-support';
import { gameOf, ledgerCounts, uuid, type VendorPlayer, vendorClient } from './vendor-support';

/** Setup and helpers shared by vendor-protocol.test.ts and vendor-protocol-win.test.ts: call setupSuite() once per file. */
export let t: TestApp;

export let pg: ReturnType<typeof vendorClient>;

export let game: string;

export const betBody = (p: VendorPlayer, amount: number, extra: Record<string, unknown> = {}) => ({
  request_uuid: uuid(),
  user: `${p.id}`,
  currency: p.currency,
  token: p.vendorToken,
  transaction_uuid: uuid(),
  round: `r-${uuid()}`,
  round_closed: false,
  game_code: game,
  amount,
  ...extra,
});

export const winBody = (
  p: VendorPlayer,
  bet: { transaction_uuid: string; round: string },
  amount: number,
  extra: Record<string, unknown> = {},
) => ({
  request_uuid: uuid(),
  user: `${p.id}`,
  currency: p.currency,
  transaction_uuid: uuid(),
  reference_transaction_uuid: bet.transaction_uuid,
  round: bet.round,
  round_closed: true,
  game_code: game,
  amount,
  ...extra,
});

export async function nothingPosted(act: () => Promise<unknown>) {
  const before = await ledgerCounts(t);
  await act();
  const after = await ledgerCounts(t);
  expect(after.transfers).toBe(before.transfers);
  expect(after.bets).toBe(before.bets);
}

export const postings = async (key: string) =>
  (
    await sql<{ kind: string; amount: bigint; reference: string | null }>`select kind, amount, reference
      from ledger_transfer where idempotency_key = ${key}`.execute(t.db)
  ).rows;

/** The suite's app: created before the file's tests, closed after them. */
export function setupSuite() {
  beforeAll(async () => {
    t = await createGamesApp();
    pg = vendorClient(t, 'PG');
    game = (await gameOf(t, 'PG')).gameCode;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });
}
