import { bonusTitle } from '@/core/bonus-title';
import type { Language } from '@/core/languages';
import { formatAmount, minAmount } from '@/core/money';
import { turnoverRequired } from '@/core/promotions';
import { addDays, dayKey, localParts, zonedToUtc } from '@/core/zoned-time';
import type { PocketRow } from '@/server/domains/money';
import { fundsView } from '@/server/domains/money';
import { AppError } from '@/server/errors';
import type { BonusRow } from '../bonus/award';
import { isLoyaltyPromotion } from '../bonus/loyalty-award';
import { claimableMissions } from '../missions/missions.service';
import { referralEnabled } from '../referral/referral.service';
import type { PromoCtx } from './context';
import { stillClaimable } from './promotions.repository';
import { listPromotions } from './promotions.service';

/** Reward center (claimable now), bonusDetails (every bonus with its turnover) and the turnover summary. */

/** GET /wps/member/rewards: everything the caller can take now, with what it credits and its turnover. */
export async function rewardCenter(
  ctx: PromoCtx,
  who: { accountId: bigint; country?: string },
  language: Language,
) {
  const units = ctx.brand.config.currency.minorUnits;
  const { promotions } = await listPromotions(ctx, who, language);
  const claimable = await ctx.db
    .selectFrom('promotion_bonus as b')
    .selectAll()
    .where('brand_code', '=', ctx.brand.config.code)
    .where('account_id', '=', who.accountId)
    .where('status', '=', 'claimable')
    .where(stillClaimable())
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
      title: bonusTitle(ctx.brand, b, language),
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

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What a bonus row is now, for bonusDetails. */
function statusOf(b: BonusRow, pocket: PocketRow | undefined) {
  if (b.status === 'claimable' || b.status === 'void') return b.status;
  if (b.turnover_required === 0n) return 'no_turnover' as const;
  if (!pocket) return b.turnover_completed_at ? ('completed' as const) : ('wagering' as const);
  return pocket.outcome ?? ('wagering' as const);
}

/**
 * GET /wps/member/bonuses: bonuses received in [from, to] (brand days), newest first, each with its turnover done
 * (its own bets only), what it locks now, its expiry and whether the player may cancel it; plus all open
 * turnovers together.
 */
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
  const [rows, count, open] = await Promise.all([
    base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    fundsView(ctx, accountId, language),
  ]);
  const pockets =
    rows.length === 0
      ? []
      : await ctx.db
          .selectFrom('bonus_pocket')
          .selectAll()
          .where(
            'bonus_id',
            'in',
            rows.map((r) => r.id),
          )
          .execute();
  const pocketOf = new Map(pockets.map((p) => [p.bonus_id, p]));
  const units = ctx.brand.config.currency.minorUnits;
  const total = Number(count.n);
  return {
    content: rows.map((b) => {
      const pocket = pocketOf.get(b.id);
      const status = statusOf(b, pocket);
      const done =
        b.status !== 'credited'
          ? 0n
          : pocket
            ? minAmount(pocket.wagered, pocket.required)
            : b.turnover_required;
      return {
        id: b.id.toString(),
        promotionId: b.promotion_id,
        kind: b.kind,
        title: bonusTitle(ctx.brand, b, language),
        source: b.source,
        amount: formatAmount(b.amount, units),
        depositAmount: b.deposit_amount === null ? null : formatAmount(b.deposit_amount, units),
        turnoverRequired: formatAmount(b.turnover_required, units),
        turnoverDone: formatAmount(done, units),
        status,
        locked: formatAmount(pocket?.locked ?? 0n, units),
        depositLocked: formatAmount(pocket?.deposit_part ?? 0n, units),
        expiresAt: pocket?.expires_at?.toISOString() ?? null,
        forfeited: pocket?.forfeited == null ? null : formatAmount(pocket.forfeited, units),
        released: pocket?.released == null ? null : formatAmount(pocket.released, units),
        closedAt: pocket?.closed_at?.toISOString() ?? null,
        cancellable: status === 'wagering' && pocket !== undefined,
        createdAt: b.created_at.toISOString(),
        creditedAt: b.credited_at?.toISOString() ?? null,
      };
    }),
    pageNum: query.pageNo,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
    free: open.free,
    locked: open.locked,
    turnover: open.turnover,
  };
}
