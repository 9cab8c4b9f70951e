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
 * The services are called directly (no HTTP) but every statement is the production SQL.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Brand } from '../../src/core/brand';
import { randomCode } from '../../src/server/auth/tokens';
import { connect } from '../../src/server/db/connect';
import type { Database } from '../../src/server/db/database';
import { AppError } from '../../src/server/errors';
import { insertAccount, usernameKey } from '../../src/server/modules/accounts/accounts.repository';
import { checkLedger } from '../../src/server/modules/ledger/ledger.check';
import {
  ownedAccount,
  ownedBalances,
  systemAccount,
  transfer,
} from '../../src/server/modules/ledger/ledger.service';
import { createDeposit, handleDepositCallback } from '../../src/server/modules/wallet/deposit.service';
import type { WalletCtx } from '../../src/server/modules/wallet/wallet.context';
import {
  downlineTransfer,
  transferToUpline,
  walletTransfer,
} from '../../src/server/modules/wallet/wallets.service';
import { approveWithdrawal, rejectWithdrawal } from '../../src/server/modules/wallet/withdrawal/decision';
import { requestWithdrawal } from '../../src/server/modules/wallet/withdrawal/request';
import { projectRoot } from '../../src/server/paths';
import { methodOf } from '../../src/server/providers/payment/registry';
import { providerSecret, sign } from '../../src/server/providers/payment/signature';
import { createTestApp, type TestApp } from '../api/helpers';

const OPERATIONS = 10_000;
const WORKERS = 50;
const PLAYERS = 120;
const AGENTS = 8;

let t: TestApp;
let db: Kysely<Database>;

/** A seeded PRNG (mulberry32): failures replay with the same SEED. */
const SEED = Number(process.env.SEED ?? Date.now() % 1_000_000);
let state = SEED;
function random(): number {
  state = (state + 0x6d2b79f5) | 0;
  let x = Math.imul(state ^ (state >>> 15), 1 | state);
  x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
  return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));

/** The demo brand with limits opened up, so random amounts exercise the ledger rather than the form rules. */
function loosened(brand: Brand): Brand {
  const payments = brand.config.payments!;
  return {
    ...brand,
    config: {
      ...brand.config,
      payments: {
        ...payments,
        deposit: { methods: payments.deposit.methods.map((m) => ({ ...m, min: 1, max: 100_000_000 })) },
        withdrawal: { ...payments.withdrawal, min: 1, max: 100_000_000, dailyCount: 1_000_000 },
      },
    },
  };
}

interface Member {
  id: bigint;
  username: string;
  type: number;
  brand: string;
  payee: bigint;
}

async function makeAccounts(
  brand: string,
  count: number,
  type: number,
  uplines: Member[] = [],
): Promise<Member[]> {
  const made: Member[] = [];
  for (let i = 0; i < count; i++) {
    const username = `inv${brand[0]}${type}${i}${randomCode(4, 'abcdefghjkmnpqrstuvwxyz')}`;
    const id = await db.transaction().execute((trx) =>
      insertAccount(trx, {
        brand_code: brand,
        username,
        username_key: usernameKey(username),
        type,
        password_hash: 'x',
        payee_name: 'INVARIANT PLAYER',
        upline_id: uplines.length ? uplines[i % uplines.length]!.id : null,
        referral_code: randomCode(8),
        register_method: 'TEST',
      }),
    );
    const payee = await db
      .insertInto('payee_account')
      .values({
        brand_code: brand,
        account_id: id,
        kind: 'bank',
        bank_code: brand === 'aurora' ? 'BDO' : 'VCB',
        account_no: `9${String(id).padStart(9, '0')}`,
        holder_name: 'INVARIANT PLAYER',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    made.push({ id, username, type, brand, payee: payee.id });
  }
  return made;
}

beforeAll(async () => {
  t = await createTestApp();
  db = connect(t.config.databaseUrl!, 24);
}, 60_000);
afterAll(async () => {
  await db?.destroy();
  await t?.close();
});

/** Errors a correct system answers to random operations; anything else fails the suite. */
const EXPECTED = new Set([
  'insufficient_funds',
  'withdrawal_not_pending',
  'deposit_finalised',
  'amount_above_maximum',
]);

describe('ledger invariants', () => {
  it(`keeps every invariant through ${OPERATIONS} random operations from ${WORKERS} workers (seed ${SEED})`, async () => {
    const brands = {
      aurora: loosened(t.brands.find((b) => b.config.code === 'aurora')!),
      lotus: loosened(t.brands.find((b) => b.config.code === 'lotus')!),
    };
    const ctxOf = (code: 'aurora' | 'lotus'): WalletCtx => ({
      db,
      secret: t.app.secret,
      brand: brands[code],
    });
    const agents = await makeAccounts('aurora', AGENTS, 1);
    const members = await makeAccounts('aurora', PLAYERS, 0, agents);
    const lotus = await makeAccounts('lotus', PLAYERS / 4, 0);
    const everyone = [...agents, ...members, ...lotus];
    const pendingWithdrawals: {
      brand: 'aurora' | 'lotus';
      orderNo: string;
      owner: bigint;
      amount: bigint;
    }[] = [];
    /** The model: what each account's ledger accounts must hold, keyed `${kind}:${code}`, from our own sums. */
    const model = new Map<bigint, Map<string, bigint>>();
    const move = (owner: bigint, wallet: string, delta: bigint) => {
      const balances = model.get(owner) ?? new Map<string, bigint>();
      balances.set(wallet, (balances.get(wallet) ?? 0n) + delta);
      model.set(owner, balances);
    };
    const CASH = 'player_cash:';
    const HOLD = 'player_hold:';
    /** Deposits the test asked for: order → the minor amount it typed and the fee the method's rate gives. */
    const requested = new Map<string, { amount: bigint; fee: bigint; credited: boolean }>();
    const uplineOf = (member: Member) => agents[members.indexOf(member) % AGENTS]!;
    const counts: Record<string, number> = {};
    const unexpected: string[] = [];

    const signed = (brand: 'aurora' | 'lotus', method: string, body: string) =>
      sign(providerSecret(t.app.secret, brand, methodOf(brands[brand], method)!), body);

    /** Runs one request 1–3 times: retries in sequence or while the first attempt is still in flight. */
    async function withRetries<T>(name: string, request: () => Promise<T>): Promise<T | undefined> {
      const attempts = int(1, 3);
      const concurrent = random() < 0.5;
      const run = async () => {
        try {
          return await request();
        } catch (error) {
          const code = error instanceof AppError ? error.code : undefined;
          if (code && EXPECTED.has(code)) {
            counts[`${name}:${code}`] = (counts[`${name}:${code}`] ?? 0) + 1;
            return undefined;
          }
          unexpected.push(
            `${name}: ${error instanceof Error ? `${error.message} ${(error as { code?: string }).code ?? ''}` : error}`,
          );
          return undefined;
        }
      };
      const results = concurrent
        ? await Promise.all(Array.from({ length: attempts }, run))
        : await (async () => {
            const out: (T | undefined)[] = [];
            for (let i = 0; i < attempts; i++) out.push(await run());
            return out;
          })();
      counts[name] = (counts[name] ?? 0) + 1;
      return results.find((r) => r !== undefined);
    }

    const operations: (() => Promise<unknown>)[] = [
      // Deposit: create the order, then the provider's signed callback (success 85 %), each retried.
      async () => {
        const player = pick(everyone);
        const brand = player.brand as 'aurora' | 'lotus';
        const method = brand === 'aurora' ? 'GCASH_QR' : 'MOMO_SANDBOX';
        const [whole, cents] = brand === 'aurora' ? [int(1, 2000), int(0, 99)] : [int(1000, 2_000_000), 0];
        const amount = brand === 'aurora' ? `${whole}.${String(cents).padStart(2, '0')}` : String(whole);
        const minor = BigInt(brand === 'aurora' ? whole * 100 + cents : whole);
        // The published rate (basis points, rounded half up) plus any fixed part, at most the amount.
        const rate = methodOf(brands[brand], method)!.fee;
        const byRate = (minor * BigInt(rate?.percentBp ?? 0) + 5_000n) / 10_000n + BigInt(rate?.fixed ?? 0);
        const fee = byRate > minor ? minor : byRate;
        const clientKey = randomUUID();
        const order = await withRetries('deposit.create', () =>
          createDeposit(ctxOf(brand), player.id, { method, amount, clientKey }),
        );
        if (!order) return;
        const success = random() < 0.85;
        requested.set(order.orderNo, { amount: minor, fee, credited: false });
        const body = JSON.stringify({
          orderNo: order.orderNo,
          status: success ? 'success' : 'failed',
          amount: (
            await db
              .selectFrom('payment_deposit')
              .select('amount')
              .where('order_no', '=', order.orderNo)
              .executeTakeFirstOrThrow()
          ).amount.toString(),
          currency: order.currency,
          providerTxnId: `T${order.orderNo}`,
        });
        const settled = await withRetries('deposit.callback', () =>
          handleDepositCallback(ctxOf(brand), method, body, signed(brand, method, body)),
        );
        if (settled && success) {
          requested.get(order.orderNo)!.credited = true;
          move(player.id, CASH, minor - fee);
        }
      },
      // Withdrawal request (sometimes more than the balance).
      async () => {
        const player = pick(everyone);
        const brand = player.brand as 'aurora' | 'lotus';
        const [whole, cents] = brand === 'aurora' ? [int(1, 900), int(0, 99)] : [int(1000, 900_000), 0];
        const amount = brand === 'aurora' ? `${whole}.${String(cents).padStart(2, '0')}` : String(whole);
        const minor = BigInt(brand === 'aurora' ? whole * 100 + cents : whole);
        const clientKey = randomUUID();
        const result = await withRetries('withdrawal.request', () =>
          requestWithdrawal(ctxOf(brand), player.id, {
            amount,
            payeeAccountId: player.payee.toString(),
            clientKey,
          }),
        );
        if (result) {
          move(player.id, CASH, -minor);
          move(player.id, HOLD, minor);
          pendingWithdrawals.push({
            brand,
            orderNo: result.withdrawal.orderNo,
            owner: player.id,
            amount: minor,
          });
        }
      },
      // Operator decision on a pending withdrawal (another worker may decide it at the same time).
      async () => {
        const target = pendingWithdrawals.length
          ? pendingWithdrawals.splice(int(0, pendingWithdrawals.length - 1), 1)[0]
          : undefined;
        if (!target) return;
        // Paid out: the hold empties. Rejected: the hold goes back to the main wallet.
        const approve = async () => {
          const paid = await withRetries('withdrawal.approve', () =>
            approveWithdrawal(ctxOf(target.brand), target.orderNo, { actor: 'inv' }),
          );
          if (paid) move(target.owner, HOLD, -target.amount);
        };
        const reject = async () => {
          const returned = await withRetries('withdrawal.reject', () =>
            rejectWithdrawal(ctxOf(target.brand), target.orderNo, { actor: 'inv', reason: 'invariants' }),
          );
          if (returned) {
            move(target.owner, HOLD, -target.amount);
            move(target.owner, CASH, target.amount);
          }
        };
        // Now and then two operators decide the same withdrawal differently at the same moment: one wins.
        if (random() < 0.1) await Promise.all([approve(), reject()]);
        else await (random() < 0.6 ? approve() : reject());
      },
      // Transfers: main ↔ game wallet (lotus), member → upline, agent → team member (aurora).
      async () => {
        const kind = int(0, 2);
        const clientKey = randomUUID();
        if (kind === 0) {
          const player = pick(lotus);
          const game = pick(['PG', 'EVO', 'SABA']);
          const [from, to] = random() < 0.6 ? ['MAIN', game] : [game, 'MAIN'];
          const minor = BigInt(int(1000, 300_000));
          const moved = await withRetries('transfer.wallet', () =>
            walletTransfer(ctxOf('lotus'), player.id, { from, to, amount: String(minor), clientKey }, 'en'),
          );
          const wallet = (name: string) => (name === 'MAIN' ? CASH : `player_game_wallet:${name}`);
          if (moved) {
            move(player.id, wallet(from), -minor);
            move(player.id, wallet(to), minor);
          }
        } else if (kind === 1) {
          const member = pick(members);
          const whole = int(1, 300);
          const moved = await withRetries('transfer.upline', () =>
            transferToUpline(ctxOf('aurora'), member.id, { amount: `${whole}.00`, clientKey }),
          );
          if (moved) {
            move(member.id, CASH, BigInt(-whole * 100));
            move(uplineOf(member).id, CASH, BigInt(whole * 100));
          }
        } else {
          const agent = pick(agents);
          const member = pick(members.filter((m) => agents.indexOf(agent) === members.indexOf(m) % AGENTS));
          const whole = int(1, 300);
          const moved = await withRetries('transfer.downline', () =>
            downlineTransfer(ctxOf('aurora'), agent, {
              downline: member.username,
              amount: `${whole}.00`,
              clientKey,
            }),
          );
          if (moved) {
            move(agent.id, CASH, BigInt(-whole * 100));
            move(member.id, CASH, BigInt(whole * 100));
          }
        }
      },
    ];
    const weights = [0.35, 0.25, 0.2, 0.2];
    const chooseOperation = () => {
      let r = random();
      for (const [i, w] of weights.entries()) {
        if (r < w) return operations[i]!;
        r -= w;
      }
      return operations[0]!;
    };

    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: WORKERS }, async () => {
        while (next < OPERATIONS) {
          next++;
          await chooseOperation()();
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(`invariants: ${OPERATIONS} operations in ${seconds.toFixed(1)} s (seed ${SEED})`, counts);
    expect(unexpected, unexpected.slice(0, 5).join('\n')).toEqual([]);
    expect(counts['deposit.callback'] ?? 0).toBeGreaterThan(2000);
    expect(counts['withdrawal.approve'] ?? 0).toBeGreaterThan(200);
    expect(counts['withdrawal.reject'] ?? 0).toBeGreaterThan(200);

    // The reconciliation, as the operators run it.
    const check = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/ledger-check.ts'], {
      cwd: projectRoot,
      env: { ...process.env, DATABASE_URL: t.config.databaseUrl! },
      encoding: 'utf8',
    });
    expect(check.status, `${check.stdout}\n${check.stderr}`).toBe(0);
    expect(check.stdout).toMatch(/OK/);
    const report = await checkLedger(db);
    expect(report.ok).toBe(true);
    expect(report.transfers).toBeGreaterThan(5000);

    // Correctness, not only consistency: every balance is what the operations the test issued add up to.
    const wrong: string[] = [];
    for (const member of everyone) {
      const actual = await ownedBalances(db, member.id);
      const expected = model.get(member.id) ?? new Map<string, bigint>();
      for (const wallet of new Set([...actual.keys(), ...expected.keys()])) {
        const want = expected.get(wallet) ?? 0n;
        const have = actual.get(wallet) ?? 0n;
        if (want !== have) wrong.push(`${member.username} ${wallet}: ledger ${have}, model ${want}`);
      }
    }
    expect(wrong, wrong.slice(0, 5).join('\n')).toEqual([]);
    expect([...model.values()].some((balances) => [...balances.values()].some((v) => v > 0n))).toBe(true);
    // Each deposit row carries the amount and fee asked for, and a credited one posted exactly amount − fee.
    const rows = await db
      .selectFrom('payment_deposit as d')
      .leftJoin('ledger_transfer as t', (join) =>
        join
          .onRef('t.brand_code', '=', 'd.brand_code')
          .on('t.idempotency_key', '=', sql<string>`'deposit:' || d.id`),
      )
      .select(['d.order_no', 'd.amount', 'd.fee', 'd.status', 't.amount as posted'])
      .where('d.order_no', 'in', [...requested.keys()])
      .execute();
    expect(rows).toHaveLength(requested.size);
    for (const row of rows) {
      const asked = requested.get(row.order_no)!;
      expect({ amount: row.amount, fee: row.fee, credited: row.status === 'credited' }).toEqual(asked);
      expect(row.posted ?? null).toBe(asked.credited ? asked.amount - asked.fee : null);
    }

    // No key posted twice (the unique index says so; check it is there and holds).
    const { rows: duplicates } = await sql<{ n: number }>`
      select count(*)::int as n from (select 1 from ledger_transfer group by brand_code, idempotency_key having count(*) > 1) d`.execute(
      db,
    );
    expect(duplicates[0]!.n).toBe(0);
    const { rows: bothWays } = await sql<{ n: number }>`
      select count(*)::int as n from ledger_transfer t join ledger_refusal r using (brand_code, idempotency_key)`.execute(
      db,
    );
    expect(bothWays[0]!.n).toBe(0);

    // No player balance negative; every player balance equals its postings (also in the report above).
    const { rows: negatives } = await sql<{ n: number }>`
      select count(*)::int as n from ledger_account where owner_id is not null and balance < 0`.execute(db);
    expect(negatives[0]!.n).toBe(0);
    const { rows: drift } = await sql<{ n: number }>`
      select count(*)::int as n from ledger_account a
      where a.owner_id is not null and a.balance <> coalesce((select sum(amount) from ledger_transfer where credit_account_id = a.id), 0)
        - coalesce((select sum(amount) from ledger_transfer where debit_account_id = a.id), 0)`.execute(db);
    expect(drift[0]!.n).toBe(0);

    // The domain rows agree with the ledger: each credited deposit posted once and only those; each withdrawal
    // held once; pending ones are exactly what the hold accounts contain; decided ones moved once.
    const { rows: deposits } = await sql<{ bad: number }>`
      select count(*)::int as bad from payment_deposit d
      where (select count(*) from ledger_transfer t where t.brand_code = d.brand_code and t.idempotency_key = 'deposit:' || d.id)
        <> (case when d.status = 'credited' then 1 else 0 end)`.execute(db);
    expect(deposits[0]!.bad).toBe(0);
    const { rows: holds } = await sql<{ bad: number }>`
      select count(*)::int as bad from ledger_account a
      where a.kind = 'player_hold' and a.balance <> coalesce(
        (select sum(w.amount) from withdrawal w where w.account_id = a.owner_id and w.status = 'pending'), 0)`.execute(
      db,
    );
    expect(holds[0]!.bad).toBe(0);
    const { rows: decided } = await sql<{ bad: number }>`
      select count(*)::int as bad from withdrawal w
      where (w.status = 'pending') = (w.settle_transfer_id is not null)
        or (select count(*) from ledger_transfer t where t.brand_code = w.brand_code
              and t.idempotency_key in ('withdraw-pay:' || w.id, 'withdraw-return:' || w.id))
           <> (case when w.status = 'pending' then 0 else 1 end)`.execute(db);
    expect(decided[0]!.bad).toBe(0);
    // One inbox message per settled deposit and decided withdrawal.
    const { rows: messages } = await sql<{ expected: number; actual: number }>`
      select (select count(*) from payment_deposit where status <> 'pending')
           + (select count(*) from withdrawal where status <> 'pending') as expected,
        (select count(*) from inbox_message) as actual`.execute(db);
    expect(Number(messages[0]!.actual)).toBe(Number(messages[0]!.expected));
  }, 300_000);

  it('lets exactly 50 of 100 concurrent withdrawals of 10 through against a balance of 500', async () => {
    const brand = loosened(t.brands.find((b) => b.config.code === 'aurora')!);
    const ctx: WalletCtx = { db, secret: t.app.secret, brand };
    const [player] = await makeAccounts('aurora', 1, 0);
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
