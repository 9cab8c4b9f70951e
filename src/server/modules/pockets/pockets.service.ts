import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Brand } from '@/core/brand';
import { expenseLineOf } from '@/core/expense-line';
import { minAmount } from '@/core/money';
import type { PocketRule } from '@/core/promotions';
import type { Database, PromotionBonusTable } from '@/server/db/database';
import { recordOpsAction } from '@/server/domains/system';
import { AppError } from '@/server/errors';
import { inTransaction, systemAccount, transfer } from '../ledger/ledger.service';
import { fundsOf } from './free-balance';
import type { BonusPocketTable } from './pockets.tables';

/**
 * Bonus pockets (docs/money.md "Bonus money"): opened when a bonus with a turnover is credited, kept in step with
 * bets, wins and refunds by the database triggers of migration 0023, closed when the turnover is met (its money
 * becomes free), or forfeited when the player cancels the bonus or it expires — the one posting of a pocket,
 * `bonus_forfeit` (main wallet → the expense line that paid the bonus), which the player sees in the account record.
 */

export type PocketRow = Selectable<BonusPocketTable>;
type BonusRow = Selectable<PromotionBonusTable>;

/**
 * Opens the pocket of a bonus just credited to the main wallet `cash`, in the crediting transaction (the wallet
 * row is locked by that posting). It locks the bonus, plus — when the rule locks deposit + bonus — as much of the
 * qualifying deposit as is still free. Bonuses without a turnover open none: their money is free at once.
 */
export async function openPocket(
  trx: Transaction<Database>,
  input: { bonus: BonusRow; cash: bigint; rule: PocketRule },
): Promise<void> {
  const { bonus, rule } = input;
  if (bonus.turnover_required <= 0n) return;
  const funds = await fundsOf(trx, input.cash);
  let depositPart = 0n;
  if (rule.lock === 'bonus_and_deposit' && bonus.deposit_amount) {
    const spare = funds.free - bonus.amount;
    depositPart = spare <= 0n ? 0n : minAmount(bonus.deposit_amount, spare);
  }
  await trx
    .insertInto('bonus_pocket')
    .values({
      bonus_id: bonus.id,
      brand_code: bonus.brand_code,
      account_id: bonus.account_id,
      cash_account_id: input.cash,
      locked: bonus.amount + depositPart,
      bonus_part: bonus.amount,
      deposit_part: depositPart,
      required: bonus.turnover_required,
      weights: JSON.stringify(rule.weightsBp),
      spend: rule.spend,
      expires_at:
        rule.expiresInDays === null ? null : sql<Date>`now() + ${rule.expiresInDays} * interval '1 day'`,
    })
    .execute();
}

/**
 * SQL condition: the qualifying deposit `alias` (a payment_deposit row) is still "in play" (docs/money.md): from
 * its credit until money first leaves the player's control afterwards — a withdrawal request that was not
 * rejected (nor returned by a failed payout), or a transfer to the upline or to a downline. Bets and moves
 * between the player's own wallets keep it in play. The claim refuses, and the reward center hides, a deposit
 * bonus whose deposit is out of play.
 */
export function depositInPlaySql(alias: string) {
  const d = (column: string) => sql.ref(`${alias}.${column}`);
  return sql<boolean>`(${d('status')} = 'credited'
    and not exists (select 1 from withdrawal w where w.account_id = ${d('account_id')}
      and w.created_at >= ${d('finished_at')} and w.status not in ('rejected', 'payout_failed'))
    and not exists (select 1 from ledger_transfer x join ledger_account a on a.id = x.debit_account_id
      where a.owner_id = ${d('account_id')} and a.kind = 'player_cash' and x.created_at >= ${d('finished_at')}
        and x.kind in ('transfer_upline', 'transfer_downline')))`;
}

/** Whether a deposit is still in play (depositInPlaySql). */
export async function depositInPlay(db: Kysely<Database> | Transaction<Database>, depositId: bigint) {
  const { rows } = await sql<{ in_play: boolean }>`
    select ${depositInPlaySql('d')} as in_play from payment_deposit d where d.id = ${depositId}`.execute(db);
  return rows[0]?.in_play === true;
}

export type ForfeitReason = 'cancelled' | 'expired';

export interface Forfeit {
  pocket: PocketRow;
  /** True when the pocket was closed by this same reason already (a retried cancel answers the first result). */
  replayed: boolean;
}

/**
 * Cancels or expires an open pocket: what it still locks is split into the qualifying deposit's share (it becomes
 * free again: the player's own money) and the rest, which one `bonus_forfeit` posting takes back. Refused while a
 * bet paid from its locked money is unsettled (bonus_bets_open: its win belongs to the pocket), and for a pocket
 * closed otherwise (bonus_not_open). Locks in the ledger's order: the wallet and expense rows, then the pocket.
 */
export async function forfeitPocket(
  db: Kysely<Database>,
  brand: Brand,
  input: {
    bonusId: bigint;
    accountId?: bigint;
    reason: ForfeitReason;
    /** An operator's forfeit (npm run ops -- bonus-forfeit): recorded in ops_action in the same transaction. */
    operator?: { actor: string; why: string };
  },
): Promise<Forfeit> {
  const first = await db
    .selectFrom('bonus_pocket as p')
    .innerJoin('promotion_bonus as b', 'b.id', 'p.bonus_id')
    .select(['p.cash_account_id', 'p.account_id', 'b.promotion_id'])
    .where('p.bonus_id', '=', input.bonusId)
    .where('p.brand_code', '=', brand.config.code)
    .$if(input.accountId !== undefined, (q) => q.where('p.account_id', '=', input.accountId!))
    .executeTakeFirst();
  if (!first) throw new AppError('bonus_not_found');
  const { code, currency } = brand.config;
  const expense = await systemAccount(db, code, currency.code, 'expense', expenseLineOf(first.promotion_id));
  return inTransaction(db, async (trx) => {
    await sql`select id from ledger_account where id in (${first.cash_account_id}, ${expense})
      order by id for update`.execute(trx);
    const pocket = await trx
      .selectFrom('bonus_pocket')
      .selectAll()
      .where('bonus_id', '=', input.bonusId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (pocket.closed_at) {
      if (pocket.outcome === input.reason) return { pocket, replayed: true };
      throw new AppError('bonus_not_open');
    }
    const { rows: open } = await sql<{ n: number }>`select count(*)::int as n from bonus_stake s
      join vendor_bet v on v.bet_transfer_id = s.bet_transfer_id
      where s.bonus_id = ${input.bonusId} and v.status = 'open' and not v.round_closed`.execute(trx);
    if ((open[0]?.n ?? 0) > 0) throw new AppError('bonus_bets_open');
    const opened = pocket.bonus_part + pocket.deposit_part;
    const returned = opened > 0n ? (pocket.locked * pocket.deposit_part) / opened : 0n;
    const forfeited = pocket.locked - returned;
    let transferId: bigint | null = null;
    if (forfeited > 0n) {
      const posted = await transfer(trx, {
        brand: code,
        key: `bonus-forfeit:${pocket.bonus_id}`,
        from: pocket.cash_account_id,
        to: expense,
        amount: forfeited,
        kind: 'bonus_forfeit',
        reference: first.promotion_id,
        memo: {
          bonusId: pocket.bonus_id.toString(),
          reason: input.reason,
          returned: returned.toString(),
          ...(input.operator ? { by: input.operator.actor } : {}),
        },
      });
      // The pocket's money is in the wallet (its locked amount never exceeds the balance): a refusal is a bug.
      if (posted.status !== 'posted')
        throw new Error(`bonus_forfeit of pocket ${pocket.bonus_id} was refused`);
      transferId = posted.transferId;
    }
    const closed = await trx
      .updateTable('bonus_pocket')
      .set({
        locked: 0n,
        closed_at: sql<Date>`now()`,
        outcome: input.reason,
        released: returned,
        forfeited,
        forfeit_transfer_id: transferId,
      })
      .where('bonus_id', '=', pocket.bonus_id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (input.operator)
      await recordOpsAction(trx, {
        brand: code,
        actor: input.operator.actor,
        action: 'bonus.forfeit',
        target: `bonus ${pocket.bonus_id}`,
        reason: input.operator.why,
        detail: { forfeited: forfeited.toString(), released: returned.toString() },
      });
    return { pocket: closed, replayed: false };
  });
}

/**
 * The expiry job's step: forfeits every pocket past its expiry (those with unsettled bets wait for the next run).
 * Each forfeit is its own transaction (a replay answers the first): `signal` is checked between them.
 */
export async function expireDue(
  db: Kysely<Database>,
  brandOf: (code: string) => Brand | undefined,
  now = new Date(),
  signal?: AbortSignal,
): Promise<number> {
  const due = await db
    .selectFrom('bonus_pocket')
    .select(['bonus_id', 'brand_code'])
    .where('closed_at', 'is', null)
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(1000)
    .execute();
  let expired = 0;
  for (const row of due) {
    signal?.throwIfAborted();
    const brand = brandOf(row.brand_code);
    if (!brand) continue;
    try {
      const result = await forfeitPocket(db, brand, { bonusId: row.bonus_id, reason: 'expired' });
      if (!result.replayed) expired += 1;
    } catch (error) {
      // Completed or cancelled meanwhile, or a bet on its money still open: nothing to expire now.
      if (!(error instanceof AppError)) throw error;
    }
  }
  return expired;
}
