import { sql, type Transaction } from 'kysely';
import type { Brand } from '@/core/brand';
import { percentOf, turnoverRequired } from '@/core/promotions';
import type { Database } from '@/server/db/database';
import { AppError } from '@/server/errors';
import { enqueue } from '@/server/jobs/queue';
import { award } from '../bonus/award';
import { ineligibility, playerFacts } from '../bonus/eligibility';
import type { PromoCtx } from './context';
import { limitKey, windowState } from './schedule';

/**
 * Deposit bonuses (docs/promotions.md): the wallet's credit transaction only enqueues `promotions.deposit`; the
 * job (its own transaction and lock order) applies every deposit bonus the player joined that matches the deposit.
 */
export const DEPOSIT_JOB = 'promotions.deposit';

export async function enqueueDepositBonus(trx: Transaction<Database>, brand: Brand, depositId: bigint) {
  if (!brand.promotions.some((p) => p.kind === 'deposit_bonus')) return;
  await enqueue(trx, {
    kind: DEPOSIT_JOB,
    payload: { brand: brand.config.code, depositId: depositId.toString() },
    dedupeKey: `${DEPOSIT_JOB}:${depositId}`,
  });
}

export async function applyDepositBonuses(ctx: PromoCtx, depositId: bigint): Promise<number> {
  const deposit = await ctx.db
    .selectFrom('payment_deposit')
    .selectAll()
    .where('id', '=', depositId)
    .where('brand_code', '=', ctx.brand.config.code)
    .where('status', '=', 'credited')
    .executeTakeFirst();
  if (!deposit?.finished_at) return 0;
  const at = deposit.finished_at;
  const credited = deposit.amount - deposit.fee;
  const earlier = await sql<{ n: number }>`select count(*)::int as n from payment_deposit
    where account_id = ${deposit.account_id} and status = 'credited'
      and (finished_at, id) < (${at}, ${deposit.id})`.execute(ctx.db);
  const first = (earlier.rows[0]?.n ?? 0) === 0;
  const facts = await playerFacts(ctx.db, ctx.brand, deposit.account_id);
  if (!facts) return 0;
  const joined = await ctx.db
    .selectFrom('promotion_player')
    .select(['promotion_id', 'joined_at'])
    .where('brand_code', '=', ctx.brand.config.code)
    .where('account_id', '=', deposit.account_id)
    .where('joined_at', 'is not', null)
    .where('joined_at', '<=', at)
    .execute();
  const joinedIds = new Set(joined.map((j) => j.promotion_id));
  let applied = 0;
  for (const p of ctx.brand.promotions) {
    if (p.kind !== 'deposit_bonus') continue;
    if (p.participation === 'join' && !joinedIds.has(p.id)) continue;
    if (windowState(ctx.brand, p, at) !== 'open') continue;
    if (Boolean(p.eligibility?.firstDepositOnly) !== first) continue;
    if (credited < BigInt(p.reward.minDeposit)) continue;
    // Countries were checked when the player joined (a job has no request country).
    if (ineligibility({ ...p, eligibility: { ...p.eligibility, countries: undefined } }, facts, undefined))
      continue;
    const bonus = percentOf(credited, p.reward.percentBp);
    const amount = bonus < BigInt(p.reward.cap) ? bonus : BigInt(p.reward.cap);
    if (amount <= 0n) continue;
    try {
      await award(ctx.db, {
        brand: ctx.brand,
        promotion: p,
        accountId: deposit.account_id,
        key: `deposit:${p.id}:${deposit.id}`,
        periodKey: limitKey(ctx.brand, p, at),
        source: `deposit ${deposit.order_no}`,
        amount,
        depositAmount: credited,
        depositId: deposit.id,
        turnoverRequired: (a) => turnoverRequired(p, a, credited),
        status: p.reward.payout === 'claim' ? 'claimable' : 'credited',
      });
      applied += 1;
    } catch (error) {
      // Limit used up, budget spent or account blocked: this deposit earns nothing from this promotion.
      if (!(error instanceof AppError)) throw error;
    }
  }
  return applied;
}
