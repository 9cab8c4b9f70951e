/**
 * Ledger invariants under load, against the real PostgreSQL of the test run (issue 5 "Tests"):
 *  - 10,000 random operations — deposits (order + signed provider callback, success or failure), withdrawal
 *    requests, operator approvals and rejections, wallet transfers (main ↔ game wallet), transfers to the upline
 *    and from agents to their team — from 50 concurrent workers, each request retried 0–2 times, some retries
 *    while the first attempt is still in flight;
 *  - afterwards `npm run ledger:check` passes, no idempotency key is posted twice, every player balance equals
 *    its postings, no player balance is negative, and the domain rows agree with the ledger;
 *  - and every balance of every account (main, hold, game wallets) equals an independent model kept by the test
 *    from the operations it issued and the answers it got (amounts in minor units computed here, the deposit
 *    fee from the method's published rate), and each deposit row and posting carries the amount requested;
 *  - 100 concurrent withdrawals of 10 against a balance of 500: exactly 50 succeed.
 * The services are called directly (no HTTP) but every statement is the production SQL. The workload is
 * ledger-workload.ts, the checks after it ledger-checks.ts.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '@/server/db/connect';
import type { Database } from '@/server/db/database';
import { AppError } from '@/server/errors';
import { checkLedger } from '@/server/modules/ledger/ledger.check';
import { ownedAccount, systemAccount, transfer } from '@/server/modules/ledger/ledger.service';
import type { WalletCtx } from '@/server/modules/wallet/wallet.context';
import { requestWithdrawal } from '@/server/modules/wallet/withdrawal/request';
import { createTestApp, type TestApp } from '../api/helpers';
import {
  expectBalancesAsModelled,
  expectDepositsAsAsked,
  expectDomainRowsAgree,
  expectEachKeyOnce,
  expectNoNegativeOrDrift,
  expectOneMessageEach,
  expectReconciled,
} from './ledger-checks';
import { loosened, makeAccounts, SEED } from './ledger-fixtures';
import { runWorkload } from './ledger-workload';

const SIZE = { operations: 10_000, workers: 50, players: 120, agents: 8 };

let t: TestApp;
let db: Kysely<Database>;

beforeAll(async () => {
  t = await createTestApp();
  db = connect(t.config.databaseUrl!, 24);
}, 60_000);
afterAll(async () => {
  await db?.destroy();
  await t?.close();
});

describe('ledger invariants', () => {
  it(`keeps every invariant through ${SIZE.operations} random operations from ${SIZE.workers} workers (seed ${SEED})`, async () => {
    const workload = await runWorkload(t, db, SIZE);
    const { counts, unexpected } = workload;
    expect(unexpected, unexpected.slice(0, 5).join('\n')).toEqual([]);
    expect(counts['deposit.callback'] ?? 0).toBeGreaterThan(2000);
    expect(counts['withdrawal.approve'] ?? 0).toBeGreaterThan(200);
    expect(counts['withdrawal.reject'] ?? 0).toBeGreaterThan(200);

    await expectReconciled(t, db);
    await expectBalancesAsModelled(db, workload);
    await expectDepositsAsAsked(db, workload);
    await expectEachKeyOnce(db);
    await expectNoNegativeOrDrift(db);
    await expectDomainRowsAgree(db);
    await expectOneMessageEach(db);
  }, 300_000);

  it('lets exactly 50 of 100 concurrent withdrawals of 10 through against a balance of 500', async () => {
    const brand = loosened(t.brands.find((b) => b.config.code === 'aurora')!);
    const ctx: WalletCtx = { db, secret: t.app.secret, brand };
    const [player] = await makeAccounts(db, 'aurora', 1, 0);
    const house = await systemAccount(db, 'aurora', 'PHP', 'house');
    const cash = await ownedAccount(db, 'aurora', 'PHP', player!.id, 'player_cash');
    await transfer(db, {
      brand: 'aurora',
      key: `fund:${randomUUID()}`,
      from: house,
      to: cash,
      amount: 50_000n,
      kind: 'adjustment',
    });
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, () =>
        requestWithdrawal(ctx, player!.id, {
          amount: '10',
          payeeAccountId: player!.payee.toString(),
          clientKey: randomUUID(),
        }),
      ),
    );
    const succeeded = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter(
      (r) =>
        r.status === 'rejected' && r.reason instanceof AppError && r.reason.code === 'insufficient_funds',
    );
    expect(succeeded).toHaveLength(50);
    expect(refused).toHaveLength(50);
    const balances = await db
      .selectFrom('ledger_account')
      .select(['kind', 'balance'])
      .where('owner_id', '=', player!.id)
      .execute();
    expect(Object.fromEntries(balances.map((b) => [b.kind, b.balance]))).toEqual({
      player_cash: 0n,
      player_hold: 50_000n,
    });
    expect((await checkLedger(db)).ok).toBe(true);
  });
});
