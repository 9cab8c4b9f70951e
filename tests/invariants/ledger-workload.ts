/**
 * The random workload of the ledger invariants suite (ledger.test.ts): deposits (order + signed provider callback,
 * success or failure), withdrawal requests, operator approvals and rejections, wallet transfers (main ↔ game
 * wallet), transfers to the upline and from agents to their team, from concurrent workers, each request retried
 * 0–2 times (some retries while the first attempt is still in flight). Beside the requests it keeps an
 * independent model of every balance, from the operations it issued and the answers it got.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/database';
import { AppError } from '@/server/errors';
import { createDeposit, handleDepositCallback } from '@/server/modules/wallet/deposit.service';
import type { WalletCtx } from '@/server/modules/wallet/wallet.context';
import { downlineTransfer, transferToUpline, walletTransfer } from '@/server/modules/wallet/wallets.service';
import { approveWithdrawal, rejectWithdrawal } from '@/server/modules/wallet/withdrawal/decision';
import { requestWithdrawal } from '@/server/modules/wallet/withdrawal/request';
import { methodOf } from '@/server/providers/payment/registry';
import { providerSecret, sign } from '@/server/providers/payment/signature';
import type { TestApp } from '../api/helpers';
import { EXPECTED, int, loosened, type Member, makeAccounts, pick, random, SEED } from './ledger-fixtures';

export interface WorkloadSize {
  operations: number;
  workers: number;
  players: number;
  agents: number;
}

/** What the workload did: the accounts, the model of their balances, the deposits asked for, and the answers. */
export interface Workload {
  everyone: Member[];
  /** What each account's ledger accounts must hold, keyed `${kind}:${code}`, from the test's own sums. */
  model: Map<bigint, Map<string, bigint>>;
  /** Deposits the test asked for: order → the minor amount it typed and the fee the method's rate gives. */
  requested: Map<string, { amount: bigint; fee: bigint; credited: boolean }>;
  counts: Record<string, number>;
  /** Errors a correct system would not answer (anything outside EXPECTED). */
  unexpected: string[];
}

export async function runWorkload(t: TestApp, db: Kysely<Database>, size: WorkloadSize): Promise<Workload> {
  const brands = {
    aurora: loosened(t.brands.find((b) => b.config.code === 'aurora')!),
    lotus: loosened(t.brands.find((b) => b.config.code === 'lotus')!),
  };
  const ctxOf = (code: 'aurora' | 'lotus'): WalletCtx => ({
    db,
    secret: t.app.secret,
    brand: brands[code],
  });
  const agents = await makeAccounts(db, 'aurora', size.agents, 1);
  const members = await makeAccounts(db, 'aurora', size.players, 0, agents);
  const lotus = await makeAccounts(db, 'lotus', size.players / 4, 0);
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
  const uplineOf = (member: Member) => agents[members.indexOf(member) % size.agents]!;
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
        const member = pick(
          members.filter((m) => agents.indexOf(agent) === members.indexOf(m) % size.agents),
        );
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
    Array.from({ length: size.workers }, async () => {
      while (next < size.operations) {
        next++;
        await chooseOperation()();
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(`invariants: ${size.operations} operations in ${seconds.toFixed(1)} s (seed ${SEED})`, counts);
  return { everyone, model, requested, counts, unexpected };
}
