import { createHash } from 'node:crypto';
import type { PointConfig } from '@/core/api/engagement-points';
import { type Brand, localized } from '@/core/brand';
import type { Language } from '@/core/languages';
import { convertUnits, type EarnType, minorOf, type RewardItemFile } from '@/core/loyalty';
import { formatAmount } from '@/core/money';
import type { ServiceContext } from '@/server/context';
import { inTransaction } from '@/server/domains/money';
import { brandAssetUrl } from '@/server/domains/system';
import { AppError } from '@/server/errors';
import { translate } from '@/server/i18n';
import { awardLoyaltyIn } from '../bonus/loyalty-award';
import {
  addSold,
  appendEntry,
  balanceOf,
  findEntry,
  lockBalance,
  lockStock,
  soldOf,
} from './points.repository';

/** The points mall for players (docs/vip-points.md; calls of spec §7, contract in docs/vip-points.md "Calls"). */

export type PointsCtx = Pick<ServiceContext, 'db' | 'brand'>;

export const pointsOf = (brand: Brand) => {
  if (!brand.points) throw new AppError('loyalty_disabled');
  return brand.points;
};
const units = (ctx: PointsCtx) => ctx.brand.config.currency.minorUnits;
export const moneyOf = (ctx: PointsCtx, minor: bigint | number) => formatAmount(minor, units(ctx));
const currency = (ctx: PointsCtx) => ({
  currency: ctx.brand.config.currency.code,
  currencySymbol: ctx.brand.config.currency.symbol,
});
const text = (ctx: PointsCtx, t: Parameters<typeof localized>[0], language: Language) =>
  localized(t, language, ctx.brand.config.languages.default);

/** A server text (locales/<lang>/errors.json) in each of the brand's languages: a reward's stored title. */
const textInLanguages = (brand: Brand, code: string) =>
  Object.fromEntries(
    brand.config.languages.supported.map((language) => [language, translate(language, code)]),
  );

function convertRule(ctx: PointsCtx) {
  const c = pointsOf(ctx.brand).convert;
  return { unit: c.points, amount: minorOf(c.amount, units(ctx))!, min: c.min ?? c.points };
}

/** MCS2_getPointBalance */
export async function pointBalance(ctx: PointsCtx, accountId: bigint) {
  const rule = convertRule(ctx);
  const points = await balanceOf(ctx.db, accountId);
  const unit = BigInt(rule.unit);
  return {
    points: Number(points),
    convertible: Number((points / unit) * unit),
    unit: rule.unit,
    convert: { points: rule.unit, amount: moneyOf(ctx, rule.amount) },
    ...currency(ctx),
  };
}

/** MCS2_getPointConfig */
export function pointConfig(ctx: PointsCtx): PointConfig {
  const p = pointsOf(ctx.brand);
  const rule = convertRule(ctx);
  return {
    enabled: true,
    ...currency(ctx),
    earn: Object.entries(p.earn).map(([type, ratio]) => ({
      type: type as EarnType,
      ratio,
      per: moneyOf(ctx, 10 ** units(ctx)),
    })),
    convert: { points: rule.unit, amount: moneyOf(ctx, rule.amount), unit: rule.unit, min: rule.min },
    expires: false,
  };
}

function itemView(ctx: PointsCtx, item: RewardItemFile, sold: number, language: Language) {
  return {
    id: item.id,
    type: item.type,
    name: text(ctx, item.name, language),
    description: item.description ? text(ctx, item.description, language) : '',
    image: brandAssetUrl(ctx.brand, item.image),
    points: item.points,
    stock: item.stock === undefined ? null : Math.max(0, item.stock - sold),
    amount: item.amount === undefined ? null : moneyOf(ctx, minorOf(item.amount, units(ctx))!),
    maxQuantity: item.maxQuantity ?? 1,
  };
}

/** MCS2_getPointReward */
export async function pointRewards(
  ctx: PointsCtx,
  accountId: bigint,
  type: string | undefined,
  language: Language,
) {
  const p = pointsOf(ctx.brand);
  const [sold, points] = await Promise.all([
    soldOf(ctx.db, ctx.brand.config.code),
    balanceOf(ctx.db, accountId),
  ]);
  return {
    ...currency(ctx),
    points: Number(points),
    items: p.items
      .filter((i) => !type || i.type === type)
      .map((i) => itemView(ctx, i, sold.get(i.id) ?? 0, language)),
  };
}

export interface RedeemInput {
  itemId: string;
  quantity: number;
  address: string;
  mobile: string;
  clientKey: string;
}

/** field_invalid naming the field (value.field, and value.fields like the registration forms). */
export const fieldInvalid = (field: string) =>
  new AppError('field_invalid', { field }, 400, { field, fields: { [field]: { code: 'invalid' } } });

/** Refuses malformed address, mobile or quantity (field_invalid with the field). */
export function checkRedeemInput(raw: { address?: unknown; mobile?: unknown; quantity?: unknown }) {
  const address = typeof raw.address === 'string' ? raw.address.trim().replace(/\s+/gu, ' ') : '';
  if (address.length < 5 || address.length > 200) throw fieldInvalid('address');
  const mobile = typeof raw.mobile === 'string' ? raw.mobile.replace(/[\s-]/gu, '') : '';
  if (!/^\+?\d{6,20}$/.test(mobile)) throw fieldInvalid('mobile');
  const quantity = raw.quantity === undefined ? 1 : raw.quantity;
  if (typeof quantity !== 'number' || !Number.isSafeInteger(quantity) || quantity < 1)
    throw fieldInvalid('quantity');
  return { address, mobile, quantity };
}

/** A reference like RD7K3M9Q2XWA, deterministic per (brand, player, client key). */
function referenceNo(brand: string, accountId: bigint, clientKey: string) {
  const digest = createHash('sha256').update(`redeem:${brand}:${accountId}:${clientKey}`).digest();
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `RD${Array.from(digest.subarray(0, 10), (b) => alphabet[b % alphabet.length]).join('')}`;
}

/**
 * passwordCheck/MCS2_redeemPointReward (the payment password is checked by the route): points and stock are
 * taken in one transaction (balance row, then the item's stock row), the record starts `processing`.
 */
export async function redeem(ctx: PointsCtx, accountId: bigint, input: RedeemInput) {
  const item = pointsOf(ctx.brand).items.find((i) => i.id === input.itemId);
  if (!item) throw new AppError('reward_not_found');
  if (input.quantity > (item.maxQuantity ?? 1)) throw fieldInvalid('quantity');
  const brand = ctx.brand.config.code;
  const points = BigInt(item.points) * BigInt(input.quantity);
  const hash = createHash('sha256')
    .update([item.id, input.quantity, input.address, input.mobile].join('\u001f'))
    .digest('hex');
  return inTransaction(ctx.db, async (trx) => {
    const locked = await lockBalance(trx, brand, accountId);
    const existing = await trx
      .selectFrom('points_redeem')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('client_key', '=', input.clientKey)
      .executeTakeFirst();
    if (existing) {
      if (existing.request_hash !== hash) throw new AppError('idempotency_conflict');
      return { row: existing, points: locked.balance, replayed: true };
    }
    if (locked.balance < points)
      throw new AppError('points_insufficient', {
        points: locked.balance.toString(),
        required: points.toString(),
      });
    if (item.stock !== undefined) {
      const sold = await lockStock(trx, brand, item.id);
      if (sold + input.quantity > item.stock) throw new AppError('reward_out_of_stock');
      await addSold(trx, brand, item.id, input.quantity);
    }
    const ref = referenceNo(brand, accountId, input.clientKey);
    await appendEntry(trx, locked, {
      brand,
      accountId,
      type: 'redeem',
      points: -points,
      key: `redeem:${ref}`,
      remark: `${ref} ${localized(item.name, ctx.brand.config.languages.default, 'en')}`,
      units: BigInt(input.quantity),
    });
    const row = await trx
      .insertInto('points_redeem')
      .values({
        brand_code: brand,
        account_id: accountId,
        reference_no: ref,
        client_key: input.clientKey,
        request_hash: hash,
        item_id: item.id,
        item_type: item.type,
        item_name: item.name,
        quantity: input.quantity,
        points,
        amount: item.amount === undefined ? null : minorOf(item.amount, units(ctx))! * BigInt(input.quantity),
        address: input.address,
        mobile: input.mobile,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { row, points: locked.balance, replayed: false };
  });
}

/** The units, points and amount of a conversion; refuses what is not a positive whole multiple of the unit. */
export function convertPlan(ctx: PointsCtx, rawPoints: unknown) {
  const rule = convertRule(ctx);
  const count = convertUnits(rawPoints, rule.unit, rule.min);
  if (count === undefined) throw new AppError('points_invalid', { unit: rule.unit, min: rule.min });
  return { count, points: count * BigInt(rule.unit), amount: count * rule.amount };
}

/**
 * passwordCheck/MCS2_convertPoint (password checked by the route): points → main wallet at the brand's ratio, one
 * points entry and one loyalty reward (a bonus row: loyalty expense → player cash, carrying the brand's conversion
 * turnover, locked in the main wallet until met) in one transaction, both keyed by the client key.
 */
export async function convert(ctx: PointsCtx, accountId: bigint, rawPoints: unknown, clientKey: string) {
  const { count, points, amount } = convertPlan(ctx, rawPoints);
  const brand = ctx.brand.config.code;
  const key = `convert:${accountId}:${clientKey}`;
  return inTransaction(ctx.db, async (trx) => {
    const locked = await lockBalance(trx, brand, accountId);
    const first = await findEntry(trx, brand, key);
    if (first && BigInt(first.points) !== -points) throw new AppError('idempotency_conflict');
    const { replayed } = await appendEntry(trx, locked, {
      brand,
      accountId,
      type: 'convert',
      points: -points,
      key,
      basis: amount,
      units: count,
      remark: null,
    });
    const { bonus } = await awardLoyaltyIn(trx, ctx.db, {
      brand: ctx.brand,
      accountId,
      program: 'points:convert',
      kind: 'points_convert',
      title: textInLanguages(ctx.brand, 'bonus_points_convert'),
      key: `points-${key}`,
      source: `points ${points}`,
      amount,
      turnoverMultiplier: pointsOf(ctx.brand).convert.turnoverMultiplier,
      status: 'credited',
    });
    const posting = await trx
      .selectFrom('ledger_transfer')
      .select('credit_balance_after')
      .where('id', '=', bonus.transfer_id!)
      .executeTakeFirstOrThrow();
    return {
      points: Number(points),
      amount: moneyOf(ctx, amount),
      balance: moneyOf(ctx, posting.credit_balance_after),
      turnoverRequired: moneyOf(ctx, bonus.turnover_required),
      pointsLeft: Number(locked.balance),
      ...currency(ctx),
      replayed,
    };
  });
}
