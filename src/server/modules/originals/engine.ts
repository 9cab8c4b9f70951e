import type { Kysely, Selectable, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Brand } from '@/core/brand';
import { moneyParam } from '@/core/message-params';
import { formatAmount } from '@/core/money';
import { betLimitsOf, GAME_CODES, type OriginalGame } from '@/core/originals-config';
import type { ServiceContext } from '@/server/context';
import type { Database, MqBetStatus } from '@/server/db/database';
import { amountFrom } from '@/server/domains/money';
import { AppError } from '@/server/errors';
import type { GamesService } from '../games/games.service';
import { RS } from '../vendor/protocol';
import type { GameSession } from './game-session';
import { betRefusalError, DEFINITE_BET_STATUSES, type MqClient, refusalError } from './mq-client';
import type { MqBetTable } from './originals.tables';

/**
 * What every in-house game shares (docs/originals.md "MQ is a vendor"): MQ's own bet rows (mq_bet, also the
 * outbox of wins and rollbacks still to deliver), the protocol calls that move the money of real play, and the
 * demo credits that stand in for them in demo play.
 *
 * Real play: a bet row is written `pending` with its outcome already drawn; the protocol bet follows. A definite
 * refusal marks it `refused`; an unknown outcome (RS_ERROR_UNKNOWN, an exception) is rolled back at once or,
 * failing that, by the outbox. Settled bets (`settled`) get their win — 0 for a loss — and are `closed` when the
 * wallet answered; the outbox re-delivers any that stay `settled`.
 */

/** The engine's lasting parts (built once by the plugin): the context's database and bus, and the MQ's own. */
export type EngineDeps = Pick<ServiceContext, 'db' | 'bus'> & {
  mq: MqClient;
  games: GamesService;
  onError: (error: unknown) => void;
};

export type BetRow = Pick<
  Selectable<MqBetTable>,
  | 'id'
  | 'uuid'
  | 'brand_code'
  | 'owner'
  | 'account_id'
  | 'demo_id'
  | 'game'
  | 'node_id'
  | 'currency'
  | 'amount'
  | 'params'
  | 'seed_id'
  | 'nonce'
  | 'outcome'
  | 'multiplier4'
  | 'payout'
  | 'status'
  | 'error'
  | 'round_id'
  | 'auto_cashout'
  | 'cashout'
  | 'created_at'
  | 'settled_at'
>;

export const CLIENT_REQUEST = /^[A-Za-z0-9_.:-]{8,64}$/;

export const money = (brand: Brand, minor: bigint | number) =>
  formatAmount(minor, brand.config.currency.minorUnits);

/** An amount for a message, formatted in the reader's language when the text is rendered (message-params.ts). */
export const priced = (brand: Brand, minor: bigint | number) => moneyParam(minor, brand.config.currency);

export const multiplierText = (multiplier4: bigint | number | null) =>
  multiplier4 === null ? null : Number(multiplier4) / 10_000;

/** The stake of a bet request within the game limits of the currency (the money codes of the wallet API). */
export function stakeOf(session: GameSession, amount: unknown): bigint {
  const limits = betLimitsOf(session.currency);
  return amountFrom(
    { db: undefined as never, secret: Buffer.alloc(0), brand: session.brand },
    amount,
    limits,
  );
}

export function requestIdOf(value: unknown): string {
  if (typeof value !== 'string' || !CLIENT_REQUEST.test(value))
    throw new AppError('invalid_request', { field: 'requestId', detail: '8–64 of A-Z a-z 0-9 _ . : -' });
  return value;
}

export const betUuid = (session: GameSession, requestId: string) => `mq:${session.owner}:${requestId}`;
export const roundOf = (bet: { id: bigint; round_id: bigint | null; brand_code: string }) =>
  bet.round_id === null ? `mq-${bet.id}` : `crash-${bet.brand_code}-${bet.round_id}`;

export async function nodeIdOf(deps: EngineDeps, game: OriginalGame): Promise<number> {
  const found = (await deps.games.catalogue()).byCode.get(GAME_CODES[game]);
  if (!found) throw new AppError('game_not_found');
  return found.nodeId;
}

export async function findBet(db: Kysely<Database> | Transaction<Database>, uuid: string) {
  return db.selectFrom('mq_bet').selectAll().where('uuid', '=', uuid).executeTakeFirst() as Promise<
    BetRow | undefined
  >;
}

/** A retried request id: the same bet answers again; other data under it is a conflict. */
export function sameRequest(bet: BetRow, game: string, amount: bigint, params: Record<string, unknown>) {
  if (bet.game !== game || bet.amount !== amount || JSON.stringify(bet.params) !== JSON.stringify(params))
    throw new AppError('idempotency_conflict');
  if (bet.status === 'refused') {
    throw refusalError((bet.error ?? RS.UNKNOWN) as never, { status: RS.UNKNOWN, request_uuid: '' });
  }
  if (bet.status === 'pending' || bet.status === 'rolled_back') throw new AppError('bet_failed');
}

export type NewBet = Omit<BetRow, 'id' | 'created_at' | 'settled_at' | 'error' | 'cashout'> & {
  cashout?: number | null;
};

/** Inserts a bet row; undefined when its uuid exists already (a concurrent retry). Unique violations bubble. */
export async function insertBet(db: Kysely<Database> | Transaction<Database>, bet: NewBet) {
  return (await db
    .insertInto('mq_bet')
    .values({
      ...bet,
      params: JSON.stringify(bet.params),
      outcome: bet.outcome === null ? undefined : JSON.stringify(bet.outcome),
    })
    .onConflict((oc) => oc.column('uuid').doNothing())
    .returningAll()
    .executeTakeFirst()) as BetRow | undefined;
}

export const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === '23505';

/**
 * A demo bet settled at once, in one statement: the credits move by `delta` (payout − stake) only if they cover
 * the stake and the uuid is new, and the closed bet row is written with them. undefined when the uuid exists (a
 * retry: answer that bet); insufficient_funds when the credits do not cover the stake.
 */
export async function insertDemoBet(
  db: Kysely<Database>,
  session: GameSession,
  bet: NewBet,
  stake: bigint,
  delta: bigint,
): Promise<{ bet: BetRow; balance: bigint } | undefined> {
  let rows: (BetRow & { demo_balance: bigint })[];
  try {
    ({ rows } = await sql<BetRow & { demo_balance: bigint }>`with d as (
        update mq_demo set balance = balance + ${delta}, last_used_at = now()
        where id = ${session.demoId} and balance >= ${stake}
          and not exists (select 1 from mq_bet where uuid = ${bet.uuid})
        returning balance),
      b as (insert into mq_bet (uuid, brand_code, owner, account_id, demo_id, game, node_id, currency, amount,
          params, seed_id, nonce, outcome, multiplier4, payout, status, settled_at, closed_at)
        select ${bet.uuid}, ${bet.brand_code}, ${bet.owner}, null, ${bet.demo_id}, ${bet.game}, ${bet.node_id},
          ${bet.currency}, ${bet.amount}, ${JSON.stringify(bet.params)}::jsonb, ${bet.seed_id}, ${bet.nonce},
          ${JSON.stringify(bet.outcome)}::jsonb, ${bet.multiplier4}, ${bet.payout}, 'closed', now(), now()
        from d
        returning *)
      select b.*, d.balance as demo_balance from b cross join d`.execute(db));
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
  const row = rows[0];
  if (row) {
    const { demo_balance, ...saved } = row;
    return { bet: saved as BetRow, balance: demo_balance };
  }
  if (await findBet(db, bet.uuid)) return undefined;
  throw new AppError('insufficient_funds', {
    available: priced(session.brand, await demoBalance(db, session.demoId!)),
  });
}

const playerOf = (bet: { account_id: bigint | null; currency: string }) => ({
  user: `${bet.account_id}`,
  currency: bet.currency,
});

/**
 * Places the protocol bet of a pending row. Returns the wallet balance after it; throws the refusal (the row
 * `refused`) or bet_failed after rolling an unknown outcome back.
 */
export async function placeBet(
  deps: EngineDeps,
  session: GameSession,
  bet: BetRow,
  next: { status: MqBetStatus; roundClosed: boolean },
): Promise<bigint> {
  const gameCode = (await deps.games.catalogue()).byNodeId.get(bet.node_id)!.gameCode;
  let answer: Awaited<ReturnType<MqClient['bet']>>;
  try {
    answer = await deps.mq.bet(playerOf(bet), {
      token: session.token!,
      uuid: bet.uuid,
      gameCode,
      round: roundOf(bet),
      amount: bet.amount,
      roundClosed: next.roundClosed,
    });
  } catch (error) {
    deps.onError(error);
    answer = { status: RS.UNKNOWN, request_uuid: '' };
  }
  if (answer.status === RS.OK) {
    await setStatus(deps.db, bet.id, 'pending', next.status);
    return BigInt(answer.balance ?? 0);
  }
  if (DEFINITE_BET_STATUSES.has(answer.status)) {
    await deps.db
      .updateTable('mq_bet')
      .set({ status: 'refused', error: answer.status })
      .where('id', '=', bet.id)
      .execute();
    const who = { accountId: bet.account_id!, brandCode: bet.brand_code, amount: bet.amount };
    throw await betRefusalError(deps.db, who, answer.status, answer, (minor) => priced(session.brand, minor));
  }
  await rollbackBet(deps, bet);
  throw new AppError('bet_failed');
}

async function setStatus(db: Kysely<Database>, id: bigint, from: MqBetStatus, to: MqBetStatus) {
  await db
    .updateTable('mq_bet')
    .set({
      status: to,
      ...(to === 'settled' ? { settled_at: sql<Date>`now()` } : {}),
      ...(to === 'closed'
        ? { settled_at: sql<Date>`coalesce(settled_at, now())`, closed_at: sql<Date>`now()` }
        : {}),
    })
    .where('id', '=', id)
    .where('status', '=', from)
    .execute();
}

/** Rolls a pending bet back (unknown outcome); it stays pending for the outbox when the wallet does not answer. */
export async function rollbackBet(deps: EngineDeps, bet: BetRow): Promise<boolean> {
  try {
    const gameCode = (await deps.games.catalogue()).byNodeId.get(bet.node_id)!.gameCode;
    const answer = await deps.mq.rollback(playerOf(bet), {
      betUuid: bet.uuid,
      gameCode,
      round: roundOf(bet),
    });
    if (answer.status === RS.OK || answer.status === RS.TRANSACTION_DOES_NOT_EXIST) {
      await setStatus(deps.db, bet.id, 'pending', 'rolled_back');
      return true;
    }
  } catch (error) {
    deps.onError(error);
  }
  return false;
}

/**
 * Delivers the win (0 for a loss) of a settled real bet and closes it. Returns the wallet balance after it, or
 * undefined when the wallet did not answer (the outbox retries; the win's uuid makes that safe).
 */
export async function deliverWin(deps: EngineDeps, bet: BetRow): Promise<bigint | undefined> {
  try {
    const gameCode = (await deps.games.catalogue()).byNodeId.get(bet.node_id)!.gameCode;
    const answer = await deps.mq.win(playerOf(bet), {
      betUuid: bet.uuid,
      gameCode,
      round: roundOf(bet),
      amount: bet.payout ?? 0n,
    });
    if (answer.status === RS.OK) {
      await setStatus(deps.db, bet.id, 'settled', 'closed');
      return BigInt(answer.balance ?? 0);
    }
    // The wallet knows no such bet (it was never placed, or rolled back): nothing will ever be paid.
    if (answer.status === RS.TRANSACTION_DOES_NOT_EXIST || answer.status === RS.TRANSACTION_ROLLED_BACK) {
      await deps.db
        .updateTable('mq_bet')
        .set({ status: 'rolled_back', error: answer.status })
        .where('id', '=', bet.id)
        .execute();
      return undefined;
    }
    deps.onError(new Error(`win of ${bet.uuid} answered ${answer.status}`));
  } catch (error) {
    deps.onError(error);
  }
  return undefined;
}

/** The balance a real session plays from, through the protocol's balance call. */
export async function walletBalance(
  deps: EngineDeps,
  session: GameSession,
  game: OriginalGame,
): Promise<bigint> {
  const answer = await deps.mq.balance(
    { user: `${session.accountId}`, currency: session.currency },
    session.token!,
    GAME_CODES[game],
  );
  if (answer.status !== RS.OK)
    throw refusalError(answer.status, answer, (minor) => priced(session.brand, minor));
  return BigInt(answer.balance ?? 0);
}

// ---- Demo credits ------------------------------------------------------------------------------------------

export async function demoBalance(db: Kysely<Database>, demoId: bigint): Promise<bigint> {
  const row = await db.selectFrom('mq_demo').select('balance').where('id', '=', demoId).executeTakeFirst();
  return row?.balance ?? 0n;
}

/**
 * Moves demo credits by `delta` in the caller's transaction, provided the balance covers `stake` first (a bet
 * settled at once moves stake and payout together); insufficient_funds when short.
 */
export async function moveDemo(
  trx: Transaction<Database>,
  session: GameSession,
  delta: bigint,
  stake: bigint = delta < 0n ? -delta : 0n,
): Promise<bigint> {
  const row = await trx
    .updateTable('mq_demo')
    .set({ balance: sql`balance + ${delta}`, last_used_at: new Date() })
    .where('id', '=', session.demoId!)
    .where(sql<boolean>`balance >= ${stake} and balance + ${delta} >= 0`)
    .returning('balance')
    .executeTakeFirst();
  if (!row) {
    const available = await demoBalanceIn(trx, session.demoId!);
    throw new AppError('insufficient_funds', { available: priced(session.brand, available) });
  }
  return row.balance;
}

async function demoBalanceIn(trx: Transaction<Database>, demoId: bigint) {
  const row = await trx.selectFrom('mq_demo').select('balance').where('id', '=', demoId).executeTakeFirst();
  return row?.balance ?? 0n;
}
