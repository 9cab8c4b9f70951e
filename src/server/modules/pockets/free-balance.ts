import { sql, type Transaction } from 'kysely';
import { priced } from '@/core/brand-amounts';
import type { Database } from '@/server/db/database';
import { AppError } from '@/server/errors';
import { type Db, keyUsed } from '../ledger/ledger.service';
import type { WalletCtx } from '../wallet/wallet.context';

/**
 * The one answer to "how much of this balance is free?" (docs/money.md "Bonus money"). A player's main wallet
 * holds free money and the money its open bonus pockets lock; locked money can be wagered but never leave the
 * player's control before its bonus's turnover is met. Every outflow of a main wallet (withdrawal, transfer to
 * the upline or a downline, wallet-to-wallet transfer, an operator's debit, and any future one) asks
 * `requireFree` in its transaction before posting; the database refuses any debit that would take locked money
 * anyway (trigger bonus_pocket_posting, SQLSTATE MQ030), so a path that forgot to ask cannot move it.
 */

export interface Funds {
  /** The main wallet's balance. */
  balance: bigint;
  /** What open bonus pockets lock in it (never more than the balance). */
  locked: bigint;
  /** balance − locked: what may leave the player's control now. */
  free: bigint;
}

/** Balance, locked and free of a main wallet (ledger account id); a read, or inside a caller's transaction. */
export async function fundsOf(db: Db, cashAccountId: bigint): Promise<Funds> {
  const { rows } = await sql<{ balance: bigint; locked: bigint }>`
    select a.balance, coalesce((select sum(p.locked) from bonus_pocket p
      where p.cash_account_id = a.id and p.closed_at is null), 0)::bigint as locked
    from ledger_account a where a.id = ${cashAccountId}`.execute(db);
  const balance = BigInt(rows[0]?.balance ?? 0);
  let locked = BigInt(rows[0]?.locked ?? 0);
  if (locked > balance) locked = balance;
  return { balance, locked, free: balance - locked };
}

/** fundsOf for a player, by owner (a read: no ledger account is created; none yet = all zero). */
export async function playerFunds(db: Db, accountId: bigint): Promise<Funds> {
  const { rows } = await sql<{ id: bigint }>`
    select id from ledger_account where owner_id = ${accountId} and kind = 'player_cash' and code = ''`.execute(
    db,
  );
  const cash = rows[0]?.id;
  return cash === undefined ? { balance: 0n, locked: 0n, free: 0n } : fundsOf(db, cash);
}

/**
 * The guard of every outflow, inside its transaction and before its posting: locks the ledger accounts the
 * posting will touch (`accounts`, which must include the main wallet `cash`) in ascending id order — the
 * ledger's own order, so guard and posting never deadlock — then refuses `amount` above the free part while
 * bonuses lock some of the wallet with bonus_funds_locked (400, with the free and locked amounts). Without locked
 * money, more than the wallet holds is left to the ledger (insufficient_funds, kept under the posting's key).
 * With the wallet row locked, pockets can only shrink (a turnover met) until the caller commits, so the answer
 * holds for its posting. With the posting's `key`, the key's lock is taken first and a key used already skips
 * the check: the retry answers the first outcome.
 */
export async function requireFree(
  trx: Transaction<Database>,
  ctx: Pick<WalletCtx, 'brand'>,
  input: {
    cash: bigint;
    amount: bigint;
    accounts: bigint[];
    /** The posting's ledger key: a retry of a key used already is let through to answer its first outcome. */
    key?: string;
  },
): Promise<Funds | undefined> {
  if (input.key !== undefined && (await keyUsed(trx, ctx.brand.config.code, input.key))) return undefined;
  const ids = [...new Set([input.cash, ...input.accounts])];
  await sql`select id from ledger_account where id in (${sql.join(ids)}) order by id for update`.execute(trx);
  const funds = await fundsOf(trx, input.cash);
  if (input.amount > funds.free && funds.locked > 0n)
    throw new AppError('bonus_funds_locked', {
      free: priced(ctx, funds.free),
      locked: priced(ctx, funds.locked),
    });
  return funds;
}

/** The database's refusal of a debit that would take locked money (the backstop behind requireFree). */
export const LOCKED_FUNDS_SQLSTATE = 'MQ030';
