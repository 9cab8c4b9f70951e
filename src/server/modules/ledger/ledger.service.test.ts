/**
 * The ledger service against real PostgreSQL: postings and balances, idempotency (replay, conflict, refusals
 * that stay refused), caller transactions, immutability, lock ordering under contention, and reconciliation.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '@/server/db/connect';
import { createTestApp, type TestApp } from '../../../../tests/api/helpers';
import { makePlayer } from '../../../../tests/api/wallet-support';
import { checkLedger } from './ledger.check';
import {
  inTransaction,
  ownedAccount,
  ownedAccounts,
  systemAccount,
  type TransferInput,
  transfer,
} from './ledger.service';

let t: TestApp;
let house: bigint;
beforeAll(async () => {
  t = await createTestApp();
  house = await systemAccount(t.db, 'aurora', 'PHP', 'house');
});
afterAll(async () => {
  await t?.close();
});

async function cashOf() {
  const player = await makePlayer(t);
  return ownedAccount(t.db, 'aurora', 'PHP', player.id, 'player_cash');
}

const base = (from: bigint, to: bigint, amount: bigint, key = randomUUID()): TransferInput => ({
  brand: 'aurora',
  key,
  from,
  to,
  amount,
  kind: 'test',
});

const balanceOf = async (id: bigint) =>
  (await t.db.selectFrom('ledger_account').select('balance').where('id', '=', id).executeTakeFirstOrThrow())
    .balance;

describe('ledger accounts', () => {
  it('finds or creates each account once, also under concurrency', async () => {
    const player = await makePlayer(t);
    const ids = await Promise.all(
      Array.from({ length: 10 }, () =>
        ownedAccount(t.db, 'aurora', 'PHP', player.id, 'player_game_wallet', 'PG'),
      ),
    );
    expect(new Set(ids).size).toBe(1);
    expect(await systemAccount(t.db, 'aurora', 'PHP', 'house')).toBe(house);
    expect(await systemAccount(t.db, 'aurora', 'PHP', 'vendor', 'MQ')).not.toBe(house);
  });

  it('finds and creates many owners’ accounts in one call: the same ids as one by one, also under concurrency', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => makePlayer(t)));
    const owners = players.map((p) => p.id);
    // Two of the six have their cash account already; the others get theirs now, each exactly once.
    const existing = [
      await ownedAccount(t.db, 'aurora', 'PHP', owners[0]!, 'player_cash'),
      await ownedAccount(t.db, 'aurora', 'PHP', owners[1]!, 'player_cash'),
    ];
    // Fresh handles (no cached ids), racing each other and listing an owner twice.
    const handles = [connect(t.config.databaseUrl!, 2), connect(t.config.databaseUrl!, 2)];
    try {
      const [a, b] = await Promise.all(
        handles.map((db) => ownedAccounts(db, 'aurora', 'PHP', [...owners, owners[2]!], 'player_cash')),
      );
      expect(a!.size).toBe(6);
      expect([...a!.entries()].sort()).toEqual([...b!.entries()].sort());
      expect(a!.get(owners[0]!)).toBe(existing[0]);
      expect(a!.get(owners[1]!)).toBe(existing[1]);
      for (const owner of owners)
        expect(a!.get(owner)).toBe(await ownedAccount(t.db, 'aurora', 'PHP', owner, 'player_cash'));
      const { count } = await t.db
        .selectFrom('ledger_account')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('owner_id', 'in', owners)
        .where('kind', '=', 'player_cash')
        .executeTakeFirstOrThrow();
      expect(Number(count)).toBe(6);
      // Answered from the handle's cache afterwards: no statement reaches the database.
      await handles[0]!.destroy();
      expect(await ownedAccounts(handles[0]!, 'aurora', 'PHP', owners, 'player_cash')).toEqual(a);
    } finally {
      await Promise.all(handles.map((db) => db.destroy().catch(() => undefined)));
    }
  });

  it('keeps player accounts non-negative at the database level', async () => {
    const cash = await cashOf();
    await expect(
      sql`update ledger_account set balance = -1 where id = ${cash}`.execute(t.db),
    ).rejects.toMatchObject({
      code: '23514',
    });
    await expect(
      sql`update ledger_account set allow_negative = true where id = ${cash}`.execute(t.db),
    ).rejects.toMatchObject({ code: '23514' });
  });
});

describe('transfer', () => {
  it('moves money and records the balances after it', async () => {
    const cash = await cashOf();
    const houseBefore = await balanceOf(house);
    const result = await transfer(t.db, {
      ...base(house, cash, 1500n),
      reference: 'R1',
      memo: { note: 'x' },
    });
    expect(result).toMatchObject({
      status: 'posted',
      replayed: false,
      fromBalance: houseBefore - 1500n,
      toBalance: 1500n,
    });
    expect(await balanceOf(cash)).toBe(1500n);
    const row = await t.db
      .selectFrom('ledger_transfer')
      .selectAll()
      .where('id', '=', result.status === 'posted' ? result.transferId : 0n)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      amount: 1500n,
      credit_balance_after: 1500n,
      kind: 'test',
      reference: 'R1',
      memo: { note: 'x' },
    });
  });

  it('returns the first result for the same key and data, 409 for other data', async () => {
    const cash = await cashOf();
    const input = base(house, cash, 700n);
    const first = await transfer(t.db, input);
    const again = await transfer(t.db, input);
    expect(again).toEqual({ ...first, replayed: true });
    await expect(transfer(t.db, { ...input, amount: 701n })).rejects.toMatchObject({
      code: 'idempotency_conflict',
      status: 409,
    });
    await expect(transfer(t.db, { ...input, kind: 'other' })).rejects.toMatchObject({
      code: 'idempotency_conflict',
    });
    // The memo is description, not identity.
    expect((await transfer(t.db, { ...input, memo: { more: 1 } })).replayed).toBe(true);
    expect(await balanceOf(cash)).toBe(700n);
  });

  it('refuses a transfer beyond the balance and keeps it refused under its key', async () => {
    const cash = await cashOf();
    const other = await cashOf();
    await transfer(t.db, base(house, cash, 100n));
    const input = base(cash, other, 150n);
    expect(await transfer(t.db, input)).toMatchObject({
      status: 'refused',
      replayed: false,
      available: 100n,
    });
    await transfer(t.db, base(house, cash, 100n));
    expect(await transfer(t.db, input)).toMatchObject({ status: 'refused', replayed: true, available: 100n });
    await expect(transfer(t.db, { ...input, amount: 10n })).rejects.toMatchObject({
      code: 'idempotency_conflict',
    });
    expect(await balanceOf(cash)).toBe(200n);
    expect(await balanceOf(other)).toBe(0n);
  });

  it('lets system accounts go negative', async () => {
    const vendor = await systemAccount(t.db, 'aurora', 'PHP', 'vendor', `V${Date.now()}`);
    const cash = await cashOf();
    expect(await transfer(t.db, base(vendor, cash, 999n))).toMatchObject({
      status: 'posted',
      fromBalance: -999n,
    });
  });

  it('rejects invalid input and accounts of another brand or currency', async () => {
    const cash = await cashOf();
    await expect(transfer(t.db, base(house, cash, 0n))).rejects.toThrow(/positive/);
    await expect(transfer(t.db, base(house, house, 1n))).rejects.toMatchObject({ code: 'MQ001' });
    const lotusHouse = await systemAccount(t.db, 'lotus', 'VND', 'house');
    await expect(transfer(t.db, base(lotusHouse, cash, 1n))).rejects.toMatchObject({ code: 'MQ002' });
    await expect(transfer(t.db, base(house, 999_999_999n, 1n))).rejects.toMatchObject({ code: 'MQ002' });
  });

  it('commits and rolls back with the caller transaction', async () => {
    const cash = await cashOf();
    await expect(
      t.db.transaction().execute(async (trx) => {
        await transfer(trx, base(house, cash, 300n));
        throw new Error('domain failure');
      }),
    ).rejects.toThrow('domain failure');
    expect(await balanceOf(cash)).toBe(0n);
    await inTransaction(t.db, async (trx) => {
      await transfer(trx, base(house, cash, 300n));
      await transfer(trx, base(cash, house, 100n));
    });
    expect(await balanceOf(cash)).toBe(200n);
  });

  it('posts each key once under concurrent retries', async () => {
    const cash = await cashOf();
    const input = base(house, cash, 50n);
    const results = await Promise.all(Array.from({ length: 20 }, () => transfer(t.db, input)));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await balanceOf(cash)).toBe(50n);
  });

  it('never deadlocks on opposite transfers between the same accounts', async () => {
    const a = await cashOf();
    const b = await cashOf();
    await transfer(t.db, base(house, a, 10_000n));
    await transfer(t.db, base(house, b, 10_000n));
    await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        i % 2 ? transfer(t.db, base(a, b, 7n)) : transfer(t.db, base(b, a, 7n)),
      ),
    );
    expect((await balanceOf(a)) + (await balanceOf(b))).toBe(20_000n);
  });
});

describe('immutability and reconciliation', () => {
  it('refuses UPDATE, DELETE and TRUNCATE of postings', async () => {
    const cash = await cashOf();
    await transfer(t.db, base(house, cash, 5n));
    await expect(sql`update ledger_transfer set amount = 1`.execute(t.db)).rejects.toMatchObject({
      code: 'MQ100',
    });
    await expect(sql`delete from ledger_transfer`.execute(t.db)).rejects.toMatchObject({ code: 'MQ100' });
    await expect(sql`truncate ledger_transfer cascade`.execute(t.db)).rejects.toMatchObject({
      code: 'MQ100',
    });
    await expect(sql`delete from ledger_refusal`.execute(t.db)).rejects.toMatchObject({ code: 'MQ100' });
  });

  it('reports balances that differ from their postings and brands that do not sum to zero', async () => {
    expect(await checkLedger(t.db)).toMatchObject({ ok: true, accountProblems: [], sumProblems: [] });
    const cash = await cashOf();
    await transfer(t.db, base(house, cash, 40n));
    // Tamper with a balance behind the ledger's back.
    await sql`update ledger_account set balance = balance + 1 where id = ${cash}`.execute(t.db);
    const report = await checkLedger(t.db);
    expect(report.ok).toBe(false);
    expect(report.accountProblems).toEqual([
      expect.objectContaining({
        id: cash,
        balance: 41n,
        postings: 40n,
        problem: 'balance_differs_from_postings',
      }),
    ]);
    expect(report.sumProblems).toEqual([{ brand: 'aurora', currency: 'PHP', sum: 1n }]);
    await sql`update ledger_account set balance = balance - 1 where id = ${cash}`.execute(t.db);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});
