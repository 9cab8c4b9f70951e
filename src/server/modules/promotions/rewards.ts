import { type Brand, localized } from '../../../core/brand';
import type { Language } from '../../../core/languages';
import { formatAmount } from '../../../core/money';
import { turnoverRequired } from '../../../core/promotions';
import { addDays, dayKey, localParts, zonedToUtc } from '../../../core/zoned-time';
import { AppError } from '../../errors';
import { claimableMissions } from '../missions/missions.service';
import { referralEnabled } from '../referral/referral.service';
import type { BonusRow } from './award';
import type { PromoCtx } from './context';
import { isLoyaltyPromotion } from './loyalty-award';
import { listPromotions } from './promotions.service';
import { turnoverOf } from './turnover';

/** Reward center (claimable now), bonusDetails (every bonus with its turnover) and the turnover summary. */

const titleOf = (brand: Brand, row: Pick<BonusRow, 'promotion_id' | 'title'>, language: Language) => {
  const fallback = brand.config.languages.default;
  if (row.title) return localized(row.title, language, fallback);
  const p = brand.promotions.find((x) => x.id === row.promotion_id);
  return p ? localized(p.title, language, fallback) : row.promotion_id;
};

/** GET /wps/member/rewards: everything the caller can take now, with what it credits and its turnover. */
export async function rewardCenter(
  ctx: PromoCtx,
  who: { accountId: bigint; country?: string },
  language: Language,
) {
  const units = ctx.brand.config.currency.minorUnits;
  const { promotions } = await listPromotions(ctx, who, language);
  const claimable = await ctx.db
    .selectFrom('promotion_bonus')
    .selectAll()
    .where('brand_code', '=', ctx.brand.config.code)
    .where('account_id', '=', who.accountId)
    .where('status', '=', 'claimable')
    .orderBy('id')
    .execute();
  const items = [];
  for (const card of promotions) {
    if (card.state !== 'claim') continue;
    const p = ctx.brand.promotions.find((x) => x.id === card.id)!;
    const multiplier = p.turnover?.multiplier ?? 0;
    const rows = claimable.filter((b) => b.promotion_id === card.id);
    const base = {
      promotionId: card.id,
      kind: card.kind,
      title: card.title,
      image: card.image,
      expiresAt: card.endsAt,
    };
    if (rows.length > 0) {
      for (const b of rows) {
        items.push({
          ...base,
          bonusId: b.id.toString(),
          action: p.kind === 'raffle' ? ('raffle' as const) : ('claim' as const),
          amount: formatAmount(b.amount, units),
          turnover:
            b.turnover_required > 0n
              ? { multiplier, required: formatAmount(b.turnover_required, units) }
              : null,
          expiresAt: null,
        });
      }
      continue;
    }
    const fixed = p.kind === 'daily_claim' ? BigInt(p.reward.amount) : null;
    const required = fixed === null ? null : formatAmount(turnoverRequired(p, fixed), units);
    items.push({
      ...base,
      bonusId: null,
      action: card.action === 'envelope' ? ('envelope' as const) : ('claim' as const),
      amount: fixed === null ? null : formatAmount(fixed, units),
      turnover: multiplier > 0 ? { multiplier, required } : null,
    });
  }
  for (const b of claimable) {
    if (!isLoyaltyPromotion(b.promotion_id)) continue;
    items.push({
      promotionId: b.promotion_id,
      kind: b.kind,
      title: titleOf(ctx.brand, b, language),
      image: null,
      expiresAt: null,
      bonusId: b.id.toString(),
      action: 'claim' as const,
      amount: formatAmount(b.amount, units),
      turnover:
        b.turnover_required > 0n
          ? {
              multiplier: Number((b.turnover_required * 100n) / b.amount) / 100,
              required: formatAmount(b.turnover_required, units),
            }
          : null,
    });
  }
  return { count: items.length, items };
}

/** availablePromoCount / availablePromo of the public state (the header badge). */
export async function publicPromotions(ctx: PromoCtx, accountId: bigint) {
  const [{ count }, missions] = await Promise.all([
    rewardCenter(ctx, { accountId }, ctx.brand.config.languages.default),
    claimableMissions(ctx.db, ctx.brand, accountId),
  ]);
  // Referral and missions (docs/referral-missions.md): REFERRAL.enabled from content/referral.json, MISSIONS.count
  // the missionLeaderboard badge.
  return {
    availablePromoCount: count,
    availablePromo: {
      REFERRAL: { enabled: referralEnabled(ctx.brand) },
      PROMOTIONS: { count },
      MISSIONS: { count: missions },
    },
  };
}

/** The caller's turnover: {required, done, remaining, met} (withdraw page; the withdrawal gate uses the same). */
export async function turnoverSummary(ctx: PromoCtx, accountId: bigint) {
  const units = ctx.brand.config.currency.minorUnits;
  const t = await turnoverOf(ctx.db, accountId);
  return {
    required: formatAmount(t.required, units),
    done: formatAmount(t.done, units),
    remaining: formatAmount(t.required - t.done, units),
    met: t.done >= t.required,
  };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** GET /wps/member/bonuses: bonuses received in [from, to] (brand days), newest first, with turnover done. */
export async function bonusDetails(
  ctx: PromoCtx,
  accountId: bigint,
  query: { from?: string; to?: string; pageNo: number; pageSize: number },
  language: Language,
) {
  const zone = ctx.brand.config.timezone ?? 'UTC';
  const today = dayKey(localParts(ctx.now ?? new Date(), zone));
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, -29);
  if (!DAY.test(from) || !DAY.test(to) || Number.isNaN(Date.parse(from)) || Number.isNaN(Date.parse(to)))
    throw new AppError('invalid_period');
  if (from > to || Date.parse(to) - Date.parse(from) > 365 * 86_400_000) throw new AppError('invalid_period');
  const start = zonedToUtc(from, zone);
  const end = zonedToUtc(addDays(to, 1), zone);
  const base = ctx.db
    .selectFrom('promotion_bonus')
    .where('brand_code', '=', ctx.brand.config.code)
    .where('account_id', '=', accountId)
    .where('created_at', '>=', start)
    .where('created_at', '<', end);
  const [rows, count, turnover] = await Promise.all([
    base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    turnoverOf(ctx.db, accountId),
  ]);
  const units = ctx.brand.config.currency.minorUnits;
  const shares = new Map(turnover.open.map((o) => [o.id, o.done]));
  const total = Number(count.n);
  return {
    content: rows.map((b) => {
      const done =
        b.status === 'claimable'
          ? 0n
          : b.turnover_completed_at || !shares.has(b.id)
            ? b.turnover_required
            : shares.get(b.id)!;
      return {
        id: b.id.toString(),
        promotionId: b.promotion_id,
        kind: b.kind,
        title: titleOf(ctx.brand, b, language),
        source: b.source,
        amount: formatAmount(b.amount, units),
        depositAmount: b.deposit_amount === null ? null : formatAmount(b.deposit_amount, units),
        turnoverRequired: formatAmount(b.turnover_required, units),
        turnoverDone: formatAmount(done, units),
        status:
          b.status === 'claimable'
            ? 'claimable'
            : b.turnover_required === 0n
              ? 'no_turnover'
              : done >= b.turnover_required
                ? 'completed'
                : 'wagering',
        createdAt: b.created_at.toISOString(),
        creditedAt: b.credited_at?.toISOString() ?? null,
      };
    }),
    pageNum: query.pageNo,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
    turnover: {
      required: formatAmount(turnover.required, units),
      done: formatAmount(turnover.done, units),
      remaining: formatAmount(turnover.required - turnover.done, units),
      met: turnover.done >= turnover.required,
    },
  };
}
