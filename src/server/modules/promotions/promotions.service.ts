import { randomInt } from 'node:crypto';
import type { Language } from '@/core/languages';
import { formatAmount } from '@/core/money';
import { type PromotionDef, turnoverRequired } from '@/core/promotions';
import { protectionRefusal } from '@/server/domains/identity';
import { AppError } from '@/server/errors';
import { award, type BonusRow, claimBonus } from '../bonus/award';
import { playerFacts } from '../bonus/eligibility';
import { nowOf, type PromoCtx, promotionOf, requireEligible, requireOpen } from './context';
import { brandRows, callerRows, NO_CALLER } from './promotions.repository';
import { ensureRaffle, raffleView, ticketsOf } from './raffle';
import { limitKey, windowOf, windowState } from './schedule';
import { type Caller, cardOf, computeState, stateOrder } from './state';

export interface Who {
  accountId?: bigint;
  country?: string;
}

async function callerOf(ctx: PromoCtx, who: Who, promotions: PromotionDef[]): Promise<Caller> {
  if (who.accountId === undefined) return { rows: NO_CALLER, tickets: new Map() };
  const now = nowOf(ctx);
  const keys = promotions.map((p) => ({ promotionId: p.id, periodKey: limitKey(ctx.brand, p, now) }));
  const [facts, rows] = await Promise.all([
    playerFacts(ctx.db, ctx.brand, who.accountId),
    callerRows(ctx.db, ctx.brand, who.accountId, keys),
  ]);
  const tickets = new Map<string, { tickets: number; validBet: bigint }>();
  for (const p of promotions) {
    const joinedAt = rows.joined.get(p.id);
    if (p.kind === 'raffle' && joinedAt && windowState(ctx.brand, p, now) !== 'coming_soon') {
      tickets.set(p.id, await ticketsOf(ctx, p, who.accountId, joinedAt));
    }
  }
  return { facts, country: who.country, rows, tickets };
}

async function cards(ctx: PromoCtx, who: Who, promotions: PromotionDef[], language: Language) {
  const now = nowOf(ctx);
  const [caller, rows] = await Promise.all([callerOf(ctx, who, promotions), brandRows(ctx.db, ctx.brand)]);
  const loggedIn = who.accountId !== undefined;
  return promotions.map((p) =>
    cardOf(ctx.brand, p, language, computeState(ctx.brand, p, now, caller, rows), { loggedIn, caller, rows }),
  );
}

/** GET /wps/promotions: every promotion of the brand (of a category), with the caller's state. */
export async function listPromotions(ctx: PromoCtx, who: Who, language: Language, category?: string) {
  // Responsible gaming: a player who may not take promotions is offered none (the list is empty).
  const offered =
    who.accountId === undefined ||
    !(await protectionRefusal(ctx.db, {
      accountId: who.accountId,
      brandCode: ctx.brand.config.code,
      action: 'promotion',
      now: ctx.now,
    }));
  const all = offered ? ctx.brand.promotions : [];
  const chosen = category ? all.filter((p) => p.category === category) : all;
  const list = await cards(ctx, who, chosen, language);
  const start = new Map(all.map((p) => [p.id, windowOf(ctx.brand, p).start.getTime()]));
  list.sort((a, b) => stateOrder(a.state) - stateOrder(b.state) || start.get(b.id)! - start.get(a.id)!);
  return {
    categories: [...new Set(all.map((p) => p.category))],
    loggedIn: who.accountId !== undefined,
    promotions: list,
  };
}

/** GET /wps/promotions/<id>: the card plus terms, limit, the caller's latest application and the raffle. */
export async function promotionDetail(ctx: PromoCtx, who: Who, id: string, language: Language) {
  const p = promotionOf(ctx, id);
  const [card] = await cards(ctx, who, [p], language);
  const fallback = ctx.brand.config.languages.default;
  const caller = who.accountId === undefined ? undefined : await callerOf(ctx, who, [p]);
  const app = caller?.rows.applications.get(p.id);
  const limit = p.limit ?? { per: p.kind === 'daily_claim' ? 'day' : 'promotion', count: 1 };
  return {
    ...card!,
    terms: p.terms?.[language] ?? p.terms?.[fallback] ?? '',
    limit: { ...limit, used: caller?.rows.used.get(`${p.id}|${limitKey(ctx.brand, p, nowOf(ctx))}`) ?? 0 },
    application: app
      ? {
          id: app.id.toString(),
          status: app.status,
          comment: app.comment,
          images: app.images.length,
          reason: app.reason,
          createdAt: app.created_at.toISOString(),
          decidedAt: app.decided_at?.toISOString() ?? null,
        }
      : null,
    raffle: p.kind === 'raffle' ? await raffleView(ctx, p, who.accountId) : null,
  };
}

export async function promotionCard(ctx: PromoCtx, who: Who, p: PromotionDef, language: Language) {
  return (await cards(ctx, who, [p], language))[0]!;
}

/** POST /wps/promotions/<id>/join: idempotent; allowed on days the promotion does not run (ready for its day). */
export async function joinPromotion(ctx: PromoCtx, who: Required<Pick<Who, 'accountId'>> & Who, id: string) {
  const p = promotionOf(ctx, id);
  if (p.participation !== 'join') throw new AppError('promotion_not_joinable');
  requireOpen(ctx, p, true);
  await requireEligible(ctx, p, who.accountId, who.country);
  await ctx.db
    .insertInto('promotion_player')
    .values({
      brand_code: ctx.brand.config.code,
      promotion_id: p.id,
      account_id: who.accountId,
      joined_at: nowOf(ctx),
    })
    .onConflict((oc) =>
      oc.columns(['brand_code', 'promotion_id', 'account_id']).doUpdateSet((eb) => ({
        joined_at: eb.fn.coalesce('promotion_player.joined_at', eb.ref('excluded.joined_at')),
      })),
    )
    .execute();
  return p;
}

/**
 * POST /wps/promotions/<id>/claim: an unclaimed bonus of the promotion (deposit bonus or rebate with payout
 * claim, raffle prize), else the daily claim. Claiming twice credits once (the second answers nothing to claim).
 */
export async function claimPromotion(
  ctx: PromoCtx,
  who: { accountId: bigint; country?: string },
  id: string,
) {
  const p = promotionOf(ctx, id);
  const pending = await claimBonus(ctx.db, ctx.brand, p.id, who.accountId);
  if (pending) return pending;
  if (p.kind === 'raffle') {
    await ensureRaffle(ctx, p);
    const raffle = await ctx.db
      .selectFrom('promotion_raffle')
      .select('drawn_at')
      .where('brand_code', '=', ctx.brand.config.code)
      .where('promotion_id', '=', p.id)
      .executeTakeFirst();
    if (!raffle?.drawn_at) throw new AppError('promotion_raffle_not_drawn');
  }
  if (p.kind !== 'daily_claim') throw new AppError('promotion_nothing_to_claim');
  requireOpen(ctx, p);
  await requireEligible(ctx, p, who.accountId, who.country);
  const now = nowOf(ctx);
  const periodKey = limitKey(ctx.brand, p, now);
  const used = await ctx.db
    .selectFrom('promotion_bonus')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('brand_code', '=', ctx.brand.config.code)
    .where('promotion_id', '=', p.id)
    .where('account_id', '=', who.accountId)
    .where('period_key', '=', periodKey)
    .executeTakeFirstOrThrow();
  const result = await award(ctx.db, {
    brand: ctx.brand,
    promotion: p,
    accountId: who.accountId,
    key: `claim:${p.id}:${who.accountId}:${periodKey}:${Number(used.n) + 1}`,
    periodKey,
    source: `daily ${periodKey}`,
    amount: BigInt(p.reward.amount),
    turnoverRequired: (amount) => turnoverRequired(p, amount),
    status: 'credited',
  });
  if (result.replayed) throw new AppError('promotion_nothing_to_claim');
  return result.bonus;
}

/** A random share of what is left: between min and twice the mean of the rest, leaving min for every other. */
export function envelopeShare(left: bigint, envelopesLeft: number, min: bigint): bigint {
  if (envelopesLeft <= 0 || left < min) return 0n;
  if (envelopesLeft === 1) return left;
  const reserve = min * BigInt(envelopesLeft - 1);
  const most = (left * 2n) / BigInt(envelopesLeft);
  const high = most < left - reserve ? most : left - reserve;
  if (high <= min) return min;
  const span = high - min;
  // randomInt needs a range below 2^48: amounts in minor units stay far below that.
  return min + BigInt(randomInt(0, Number(span) + 1));
}

/** POST /wps/promotions/<id>/envelope: opens the caller's one red envelope (random share of the budget). */
export async function openEnvelope(ctx: PromoCtx, who: { accountId: bigint; country?: string }, id: string) {
  const p = promotionOf(ctx, id);
  if (p.kind !== 'red_envelope') throw new AppError('promotion_not_joinable');
  requireOpen(ctx, p);
  await requireEligible(ctx, p, who.accountId, who.country);
  const periodKey = limitKey(ctx.brand, p, nowOf(ctx));
  const budget = BigInt(p.budget ?? 0);
  try {
    const result = await award(ctx.db, {
      brand: ctx.brand,
      promotion: p,
      accountId: who.accountId,
      key: `envelope:${p.id}:${who.accountId}:${periodKey}`,
      periodKey,
      source: 'envelope',
      amount: (state) =>
        envelopeShare(budget - state.spent, p.reward.count - state.awards, BigInt(p.reward.min)),
      turnoverRequired: (amount) => turnoverRequired(p, amount),
      status: 'credited',
    });
    if (result.replayed) throw new AppError('promotion_envelope_opened');
    return result.bonus;
  } catch (error) {
    if (error instanceof AppError && error.code === 'promotion_limit_reached')
      throw new AppError('promotion_envelope_opened');
    throw error;
  }
}

/** The bonus of a claim, envelope or raffle prize as the API shows it. */
export function bonusView(ctx: PromoCtx, b: BonusRow, title: string) {
  const units = ctx.brand.config.currency.minorUnits;
  return {
    id: b.id.toString(),
    promotionId: b.promotion_id,
    kind: b.kind,
    title,
    source: b.source,
    amount: formatAmount(b.amount, units),
    depositAmount: b.deposit_amount === null ? null : formatAmount(b.deposit_amount, units),
    turnoverRequired: formatAmount(b.turnover_required, units),
    status: b.status,
    rank: b.rank,
    createdAt: b.created_at.toISOString(),
    creditedAt: b.credited_at?.toISOString() ?? null,
  };
}
