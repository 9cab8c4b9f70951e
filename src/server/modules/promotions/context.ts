import type { PromotionDef } from '@/core/promotions';
import type { ServiceContext } from '@/server/context';
import { requireProtection } from '@/server/domains/identity';
import { AppError } from '@/server/errors';
import { ineligibility, playerFacts } from '../bonus/eligibility';
import { windowState } from './schedule';

/** What every promotions service needs: the database, the brand, and the clock (tests pass their own). */
export type PromoCtx = Pick<ServiceContext, 'db' | 'brand' | 'now'>;

export const nowOf = (ctx: PromoCtx) => ctx.now ?? new Date();

/** The brand's promotion by id, or 404 (an id of another brand is the same 404). */
export function promotionOf(ctx: PromoCtx, id: string): PromotionDef {
  const p = ctx.brand.promotions.find((x) => x.id === id);
  if (!p) throw new AppError('promotion_not_found');
  return p;
}

/** Refuses outside the window: before start (409 not started), after end or on a day it does not run. */
export function requireOpen(ctx: PromoCtx, p: PromotionDef, allowOtherDays = false) {
  const ws = windowState(ctx.brand, p, nowOf(ctx));
  if (ws === 'coming_soon') throw new AppError('promotion_not_started');
  if (ws === 'ended' || (ws === 'not_today' && !allowOtherDays)) throw new AppError('promotion_ended');
}

/** Refuses blocked or ineligible accounts (403). */
export async function requireEligible(ctx: PromoCtx, p: PromotionDef, accountId: bigint, country?: string) {
  const facts = await playerFacts(ctx.db, ctx.brand, accountId);
  if (!facts || ineligibility(p, facts, country)) throw new AppError('promotion_not_eligible');
  await requireProtection(ctx.db, {
    accountId,
    brandCode: ctx.brand.config.code,
    action: 'promotion',
    now: ctx.now,
  });
  return facts;
}
