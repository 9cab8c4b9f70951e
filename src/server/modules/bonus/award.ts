import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Brand, LocalizedText } from '@/core/brand';
import { expenseLineOf, LOYALTY_PREFIX } from '@/core/expense-line';
import { limitOf, type PromotionDef, pocketRuleOf } from '@/core/promotions';
import type { Database, PromotionBonusTable } from '@/server/db/database';
import { requireProtection } from '@/server/domains/identity';
import {
  type Db,
  depositInPlay,
  inTransaction,
  openPocket,
  ownedAccount,
  systemAccount,
  transfer,
} from '@/server/domains/money';
import { AppError } from '@/server/errors';
import { ineligibility, type PlayerFacts, playerFacts } from './eligibility';

export type BonusRow = Selectable<PromotionBonusTable>;

/**
 * The one posting path of promotions (docs/promotions.md "Money"). In one transaction, locks in a fixed order:
 * promotion_state (the promotion's budget row) → promotion_player (the player's row: per-player limits) → the
 * ledger accounts (inside ledger_post). Budget and limits are checked with the rows locked, so no race pays twice
 * or overspends; the award key makes a retry answer the first outcome.
 */

/** What award() needs to know of the program paying: a promotion of content/promotions.json or a loyalty program. */
export interface AwardProgram {
  /** promotion_id of the rows (loyalty programs: `loyalty:…`). */
  id: string;
  kind: string;
  /** Total the program may pay (minor units), none = unlimited. */
  budget?: number;
  /** Awards per player and period (periodKey), none = unlimited. */
  limit?: number;
  /** Whether the account may receive it (blocked accounts never do). */
  eligible: (facts: PlayerFacts) => boolean;
  /** The expense account paying it. */
  expense: 'promotion' | 'loyalty';
  /** Stored on the row for programs outside content/promotions.json (reward center titles). */
  title?: LocalizedText;
}

export interface AwardInput {
  brand: Brand;
  promotion: PromotionDef;
  accountId: bigint;
  /** Unique per brand: the same key answers the first award again (replayed). */
  key: string;
  /** The per-player limit window this award counts in. */
  periodKey: string;
  source: string;
  /** The amount, or a function of the budget state under lock (red envelopes); 0 = nothing to award. */
  amount: bigint | ((state: { spent: bigint; awards: number }) => bigint);
  depositAmount?: bigint;
  /** Deposit bonuses: the qualifying deposit, which must still be in play when the bonus is credited. */
  depositId?: bigint;
  turnoverRequired: (amount: bigint) => bigint;
  /** credited: paid now; claimable: reserved in the budget, paid when the player claims it. */
  status: 'credited' | 'claimable';
  rank?: number;
  /** Skip the per-player limit (raffle prizes: the draw decided). */
  noLimit?: boolean;
  /** Runs in the award's transaction after the bonus (e.g. the application's decision); throwing undoes all. */
  inside?: (trx: Transaction<Database>, bonus: BonusRow) => Promise<void>;
}

export interface AwardResult {
  bonus: BonusRow;
  replayed: boolean;
}

async function lockRows(trx: Transaction<Database>, brand: string, promotionId: string, accountId: bigint) {
  await trx
    .insertInto('promotion_state')
    .values({ brand_code: brand, promotion_id: promotionId })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const state = await trx
    .selectFrom('promotion_state')
    .select(['spent', 'awards'])
    .where('brand_code', '=', brand)
    .where('promotion_id', '=', promotionId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('promotion_player')
    .values({ brand_code: brand, promotion_id: promotionId, account_id: accountId })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await trx
    .selectFrom('promotion_player')
    .select('account_id')
    .where('brand_code', '=', brand)
    .where('promotion_id', '=', promotionId)
    .where('account_id', '=', accountId)
    .forUpdate()
    .execute();
  return state;
}

async function accountsOf(brand: Brand, db: Db, accountId: bigint, expenseLine: 'promotion' | 'loyalty') {
  const { code, currency } = brand.config;
  const [expense, cash] = await Promise.all([
    systemAccount(db, code, currency.code, 'expense', expenseLine),
    ownedAccount(db, code, currency.code, accountId, 'player_cash'),
  ]);
  return { expense, cash };
}

/**
 * Locks the expense and main wallet rows of a payment in the ledger's order (ascending ids), ahead of its posting:
 * the "in play" check of a deposit bonus then sees every outflow committed before it, and no outflow can commit
 * between the check and the credit (outflows lock the wallet row first too).
 */
async function lockLedger(trx: Transaction<Database>, ids: { expense: bigint; cash: bigint }) {
  await sql`select id from ledger_account where id in (${ids.expense}, ${ids.cash}) order by id for update`.execute(
    trx,
  );
}

/**
 * Pays a bonus row (expense:promotion or expense:loyalty → player cash, kind `bonus`), marks it credited and
 * opens its pocket (the bonus's turnover locks it in the main wallet; docs/money.md "Bonus money"). A deposit
 * bonus whose qualifying deposit has left play is refused (bonus_deposit_not_in_play).
 */
async function pay(
  trx: Transaction<Database>,
  brand: Brand,
  ids: { expense: bigint; cash: bigint },
  bonus: BonusRow,
): Promise<BonusRow> {
  if (bonus.deposit_id !== null) {
    await lockLedger(trx, ids);
    if (!(await depositInPlay(trx, bonus.deposit_id))) throw new AppError('bonus_deposit_not_in_play');
  }
  const posted = await transfer(trx, {
    brand: brand.config.code,
    key: `promo:${bonus.award_key}`,
    from: ids.expense,
    to: ids.cash,
    amount: bonus.amount,
    kind: 'bonus',
    reference: bonus.promotion_id,
    memo: { bonusId: bonus.id.toString(), source: bonus.source },
  });
  if (posted.status !== 'posted') throw new Error('the promotion expense account refused a transfer');
  const credited = await trx
    .updateTable('promotion_bonus')
    .set({ status: 'credited', transfer_id: posted.transferId, credited_at: new Date() })
    .where('id', '=', bonus.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  const promotion = brand.promotions.find((p) => p.id === bonus.promotion_id);
  await openPocket(trx, {
    bonus: credited,
    cash: ids.cash,
    rule: pocketRuleOf(brand.bonusRules, promotion?.turnover),
  });
  return credited;
}

export async function award(db: Kysely<Database>, input: AwardInput): Promise<AwardResult> {
  const p = input.promotion;
  return grant(db, {
    ...input,
    program: {
      id: p.id,
      kind: p.kind,
      budget: p.budget,
      limit: input.noLimit ? undefined : limitOf(p).count,
      eligible: (facts) => ineligibility(p, facts, undefined) !== 'account_blocked',
      expense: 'promotion',
    },
  });
}

export type GrantInput = Omit<AwardInput, 'promotion' | 'noLimit'> & { program: AwardProgram };

/** award() for any program (loyalty programs come through loyalty-award.ts), in its own transaction. */
export async function grant(db: Kysely<Database>, input: GrantInput): Promise<AwardResult> {
  const ids = await accountsOf(input.brand, db, input.accountId, input.program.expense);
  return inTransaction(db, (trx) => grantWith(trx, ids, input));
}

/**
 * grant() inside the caller's transaction (e.g. a points conversion: the points entry and the bonus commit
 * together). `root` resolves the ledger ids (cached per database handle, never inside a transaction).
 */
export async function grantIn(
  trx: Transaction<Database>,
  root: Kysely<Database>,
  input: GrantInput,
): Promise<AwardResult> {
  return grantWith(trx, await accountsOf(input.brand, root, input.accountId, input.program.expense), input);
}

async function grantWith(
  trx: Transaction<Database>,
  ids: { expense: bigint; cash: bigint },
  input: GrantInput,
): Promise<AwardResult> {
  const brand = input.brand.config.code;
  const p = input.program;
  const state = await lockRows(trx, brand, p.id, input.accountId);
  const existing = await trx
    .selectFrom('promotion_bonus')
    .selectAll()
    .where('brand_code', '=', brand)
    .where('award_key', '=', input.key)
    .executeTakeFirst();
  if (existing) return { bonus: existing, replayed: true };
  const facts = await playerFacts(trx, input.brand, input.accountId);
  if (facts?.status !== 'active' || !p.eligible(facts)) throw new AppError('promotion_not_eligible');
  // Responsible gaming: nothing is credited to an excluded player (a referral reward asks as such).
  await requireProtection(trx, {
    accountId: input.accountId,
    brandCode: brand,
    action: p.id === `${LOYALTY_PREFIX}referral` ? 'referralReward' : 'promotion',
  });
  if (p.limit !== undefined) {
    const used = await trx
      .selectFrom('promotion_bonus')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('brand_code', '=', brand)
      .where('promotion_id', '=', p.id)
      .where('account_id', '=', input.accountId)
      .where('period_key', '=', input.periodKey)
      .executeTakeFirstOrThrow();
    if (used.n >= p.limit) throw new AppError('promotion_limit_reached');
  }
  const amount = typeof input.amount === 'function' ? input.amount(state) : input.amount;
  if (amount <= 0n) throw new AppError('promotion_budget_spent');
  if (p.budget !== undefined && state.spent + amount > BigInt(p.budget))
    throw new AppError('promotion_budget_spent');
  await trx
    .updateTable('promotion_state')
    .set({ spent: state.spent + amount, awards: state.awards + 1 })
    .where('brand_code', '=', brand)
    .where('promotion_id', '=', p.id)
    .execute();
  const bonus = await trx
    .insertInto('promotion_bonus')
    .values({
      brand_code: brand,
      promotion_id: p.id,
      account_id: input.accountId,
      kind: p.kind,
      award_key: input.key,
      period_key: input.periodKey,
      source: input.source,
      amount,
      deposit_amount: input.depositAmount ?? null,
      deposit_id: input.depositId ?? null,
      turnover_required: input.turnoverRequired(amount),
      status: 'claimable',
      rank: input.rank ?? null,
      title: p.title ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const done = input.status === 'claimable' ? bonus : await pay(trx, input.brand, ids, bonus);
  await input.inside?.(trx, done);
  return { bonus: done, replayed: false };
}

/**
 * Claims the player's oldest claimable bonus of a promotion (budget already reserved when it was awarded):
 * promotion_state → promotion_player → the bonus row → ledger. Answers undefined when there is none (claimed
 * already). A deposit bonus whose qualifying deposit left play is voided (its budget reservation released) and
 * refused with bonus_deposit_not_in_play.
 */
export async function claimBonus(
  db: Kysely<Database>,
  brand: Brand,
  promotionId: string,
  accountId: bigint,
  /** This bonus only (loyalty rewards are claimed one by one), else the oldest claimable of the promotion. */
  bonusId?: bigint,
): Promise<BonusRow | undefined> {
  const code = brand.config.code;
  const ids = await accountsOf(brand, db, accountId, expenseLineOf(promotionId));
  const outcome = await inTransaction(db, async (trx) => {
    const state = await trx
      .selectFrom('promotion_state')
      .select('spent')
      .where('brand_code', '=', code)
      .where('promotion_id', '=', promotionId)
      .forUpdate()
      .executeTakeFirst();
    await trx
      .selectFrom('promotion_player')
      .select('account_id')
      .where('brand_code', '=', code)
      .where('promotion_id', '=', promotionId)
      .where('account_id', '=', accountId)
      .forUpdate()
      .execute();
    const facts = await playerFacts(trx, brand, accountId);
    if (facts?.status !== 'active') throw new AppError('promotion_not_eligible');
    await requireProtection(trx, { accountId, brandCode: code, action: 'promotion' });
    const bonus = await trx
      .selectFrom('promotion_bonus')
      .selectAll()
      .where('brand_code', '=', code)
      .where('promotion_id', '=', promotionId)
      .where('account_id', '=', accountId)
      .where('status', '=', 'claimable')
      .$if(bonusId !== undefined, (q) => q.where('id', '=', bonusId!))
      .orderBy('id')
      .limit(1)
      .forUpdate()
      .executeTakeFirst();
    if (!bonus) return { paid: undefined };
    if (bonus.deposit_id !== null) await lockLedger(trx, ids);
    if (bonus.deposit_id !== null && !(await depositInPlay(trx, bonus.deposit_id))) {
      await trx.updateTable('promotion_bonus').set({ status: 'void' }).where('id', '=', bonus.id).execute();
      if (state)
        await trx
          .updateTable('promotion_state')
          .set({ spent: state.spent - bonus.amount })
          .where('brand_code', '=', code)
          .where('promotion_id', '=', promotionId)
          .execute();
      return { voided: bonus };
    }
    return { paid: await pay(trx, brand, ids, bonus) };
  });
  if ('voided' in outcome) throw new AppError('bonus_deposit_not_in_play');
  return outcome.paid;
}
