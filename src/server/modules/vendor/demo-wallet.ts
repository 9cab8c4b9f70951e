import type { Transaction } from 'kysely';
import type { Brand } from '@/core/brand';
import { hashToken } from '@/server/auth/tokens';
import type { Database } from '@/server/db/database';
import { ensureTrialDemo } from '@/server/domains/identity';
import { inTransaction } from '@/server/domains/money';
import {
  RS,
  type RsStatus,
  transactionFingerprint,
  type WalletAction,
  type WalletAnswer,
  type WalletRequest,
} from './protocol';
import type { WalletDeps } from './wallet.service';

/**
 * The seamless wallet of a trial (free-play) account: a vendor's demo mode on the trial's demo credits
 * (modules/demo/demo-credits.ts). A trial account has no ledger money, so every call naming one lands here instead
 * of vendor_call: the same checks and answers as real play (docs/originals.md "Protocol" decision table), kept in
 * demo_wallet_tx, moving mq_demo — never the ledger, vendor_bet, play statistics or any record of real play.
 * Each call is one transaction holding the trial's credits row (FOR UPDATE): retries and concurrent copies of a
 * call serialise on it and get the first answer.
 */

type Trx = Transaction<Database>;

interface StoredTx {
  demo_id: bigint;
  action: 'bet' | 'win' | 'rollback';
  fingerprint: string;
  amount: bigint;
  status: string;
  balance: bigint | null;
  refunded: boolean;
}

export async function demoWalletCall(
  deps: Pick<WalletDeps, 'db'>,
  brand: Brand,
  vendor: string,
  action: WalletAction,
  request: WalletRequest,
  maxBet: bigint,
): Promise<WalletAnswer> {
  const answer = (status: RsStatus, balance?: bigint | null): WalletAnswer => ({
    status,
    request_uuid: request.request_uuid,
    user: request.user,
    currency: request.currency,
    ...(balance === undefined || balance === null ? {} : { balance: Number(balance) }),
  });
  const accountId = BigInt(request.user);
  const currency = brand.config.currency.code;
  return inTransaction(deps.db, async (trx) => {
    const { id: demoId } = await ensureTrialDemo(trx, brand, accountId);
    const credits = await trx
      .selectFrom('mq_demo')
      .select('balance')
      .where('id', '=', demoId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    let balance = credits.balance;
    if (action === 'balance') {
      const refusal = await tokenRefusal(trx, vendor, accountId, request.token);
      if (refusal) return answer(refusal);
      return answer(request.currency === currency ? RS.OK : RS.WRONG_CURRENCY, balance);
    }
    const uuid = request.transaction_uuid!;
    const fingerprint = transactionFingerprint(action, request);
    const stored = await findTx(trx, vendor, uuid);
    if (stored) {
      return stored.fingerprint === fingerprint
        ? answer(stored.status as RsStatus, stored.balance)
        : answer(RS.DUPLICATE_TRANSACTION);
    }
    const betUuid = action === 'bet' ? uuid : (request.reference_transaction_uuid ?? uuid);
    const amount = BigInt(request.amount ?? 0);
    const decide = async (): Promise<RsStatus> => {
      if (action === 'bet') {
        const refusal = await tokenRefusal(trx, vendor, accountId, request.token);
        if (refusal) return refusal;
        if (request.currency !== currency) return RS.WRONG_CURRENCY;
        if (amount > maxBet) return RS.LIMIT_REACHED;
        if (await tombstoned(trx, vendor, uuid)) return RS.TRANSACTION_ROLLED_BACK;
        if (amount > balance) return RS.NOT_ENOUGH_MONEY;
        balance -= amount;
        return RS.OK;
      }
      const bet = await findTx(trx, vendor, betUuid);
      const placed =
        bet?.action === 'bet' && bet.status === RS.OK && bet.demo_id === demoId ? bet : undefined;
      if (!placed) {
        if (action === 'win' && !bet && (await tombstoned(trx, vendor, betUuid)))
          return RS.TRANSACTION_ROLLED_BACK;
        return RS.TRANSACTION_DOES_NOT_EXIST;
      }
      if (request.currency !== currency) return RS.WRONG_CURRENCY;
      if (action === 'win') {
        if (placed.refunded) return RS.TRANSACTION_ROLLED_BACK;
        balance += amount;
        return RS.OK;
      }
      if (placed.refunded) return RS.OK;
      if (await hasWin(trx, vendor, betUuid)) return RS.UNKNOWN;
      balance += placed.amount;
      await trx
        .updateTable('demo_wallet_tx')
        .set({ refunded: true })
        .where('vendor_code', '=', vendor)
        .where('transaction_uuid', '=', betUuid)
        .execute();
      return RS.OK;
    };
    const status = await decide();
    if (balance !== credits.balance)
      await trx
        .updateTable('mq_demo')
        .set({ balance, last_used_at: new Date() })
        .where('id', '=', demoId)
        .execute();
    // Every decided answer is kept (a refusal stays a refusal on retry); a rollback of an unknown bet is also the
    // tombstone that refuses that bet if it arrives late.
    await trx
      .insertInto('demo_wallet_tx')
      .values({
        vendor_code: vendor,
        transaction_uuid: uuid,
        demo_id: demoId,
        action,
        bet_uuid: betUuid,
        fingerprint,
        amount: status === RS.OK ? amount : 0n,
        status,
        balance,
      })
      .execute();
    return answer(status, balance);
  });
}

/** Bet and balance need a live launch token of this vendor and account (the session of a trial's demo launch). */
async function tokenRefusal(
  trx: Trx,
  vendor: string,
  accountId: bigint,
  token: string | undefined,
): Promise<RsStatus | undefined> {
  if (!token) return RS.INVALID_TOKEN;
  const session = await trx
    .selectFrom('wallet_session as ws')
    .innerJoin('account as a', 'a.id', 'ws.account_id')
    .select(['ws.vendor_code', 'ws.account_id', 'ws.expires_at', 'a.status'])
    .where('ws.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!session || session.vendor_code !== vendor || session.account_id !== accountId) return RS.INVALID_TOKEN;
  if (session.status !== 'active') return RS.USER_DISABLED;
  if (session.expires_at.getTime() <= Date.now()) return RS.TOKEN_EXPIRED;
  return undefined;
}

function findTx(trx: Trx, vendor: string, uuid: string): Promise<StoredTx | undefined> {
  return trx
    .selectFrom('demo_wallet_tx')
    .select(['demo_id', 'action', 'fingerprint', 'amount', 'status', 'balance', 'refunded'])
    .where('vendor_code', '=', vendor)
    .where('transaction_uuid', '=', uuid)
    .executeTakeFirst();
}

/** A rollback arrived before this bet: the bet is refused when it comes. */
async function tombstoned(trx: Trx, vendor: string, betUuid: string): Promise<boolean> {
  const row = await trx
    .selectFrom('demo_wallet_tx')
    .select('transaction_uuid')
    .where('vendor_code', '=', vendor)
    .where('bet_uuid', '=', betUuid)
    .where('action', '=', 'rollback')
    .executeTakeFirst();
  return row !== undefined;
}

async function hasWin(trx: Trx, vendor: string, betUuid: string): Promise<boolean> {
  const row = await trx
    .selectFrom('demo_wallet_tx')
    .select('transaction_uuid')
    .where('vendor_code', '=', vendor)
    .where('bet_uuid', '=', betUuid)
    .where('action', '=', 'win')
    .where('status', '=', RS.OK)
    .executeTakeFirst();
  return row !== undefined;
}
