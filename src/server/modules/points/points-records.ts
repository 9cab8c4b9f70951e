import { sql } from 'kysely';
import type { PointType } from '@/core/api/engagement-points';
import { localized } from '@/core/brand';
import type { Language } from '@/core/languages';
import { addDays, zonedToUtc } from '@/core/zoned-time';
import { inTransaction } from '@/server/domains/money';
import { recordOpsAction } from '@/server/domains/system';
import { AppError } from '@/server/errors';
import { awardLoyaltyIn } from '../bonus/loyalty-award';
import { addSold, appendEntry, lockBalance, lockStock } from './points.repository';
import { fieldInvalid, moneyOf, type PointsCtx, pointsOf } from './points.service';

/** Redeem records, points details and the operators' decisions (docs/vip-points.md). */

type RedeemRow = NonNullable<Awaited<ReturnType<typeof loadRedeem>>>;

function loadRedeem(ctx: PointsCtx, referenceNo: string) {
  return ctx.db
    .selectFrom('points_redeem')
    .selectAll()
    .where('brand_code', '=', ctx.brand.config.code)
    .where('reference_no', '=', referenceNo)
    .executeTakeFirst();
}

const maskMobile = (m: string) =>
  m.length <= 6 ? `${m.slice(0, 2)}****` : `${m.slice(0, 4)}****${m.slice(-3)}`;

export function redeemView(ctx: PointsCtx, r: RedeemRow, language: Language) {
  return {
    referenceNo: r.reference_no,
    applyTime: r.created_at.toISOString(),
    type: r.item_type,
    itemId: r.item_id,
    name: localized(r.item_name, language, ctx.brand.config.languages.default),
    quantity: r.quantity,
    points: Number(r.points),
    amount: r.amount === null ? null : moneyOf(ctx, r.amount),
    status: r.status,
    paidAccount: r.paid_account,
    paidAmount: r.paid_amount === null ? null : moneyOf(ctx, r.paid_amount),
    address: r.address,
    mobile: maskMobile(r.mobile),
    remark: r.status === 'rejected' ? r.decided_reason : null,
    decidedAt: r.decided_at?.toISOString() ?? null,
  };
}

/** MCS2_getRedeemPointList: the caller's records, newest first. */
export async function redeemList(
  ctx: PointsCtx,
  accountId: bigint,
  q: { pageNo: number; pageSize: number; status?: 'processing' | 'approved' | 'rejected' },
  language: Language,
) {
  pointsOf(ctx.brand);
  let base = ctx.db.selectFrom('points_redeem').where('account_id', '=', accountId);
  if (q.status) base = base.where('status', '=', q.status);
  const [rows, total] = await Promise.all([
    base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirst(),
  ]);
  return {
    currency: ctx.brand.config.currency.code,
    currencySymbol: ctx.brand.config.currency.symbol,
    total: total?.n ?? 0,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    list: rows.map((r) => redeemView(ctx, r, language)),
  };
}

/** ODSFE2_MemTransDet: the caller's points entries, newest first (from/to: brand days, inclusive). */
export async function pointDetails(
  ctx: PointsCtx,
  accountId: bigint,
  q: { pageNo: number; pageSize: number; type?: string; from?: string; to?: string },
) {
  pointsOf(ctx.brand);
  const zone = ctx.brand.config.timezone ?? 'UTC';
  if (q.from && q.to && q.from > q.to) throw fieldInvalid('from');
  let base = ctx.db.selectFrom('points_entry').where('account_id', '=', accountId);
  if (q.type) base = base.where('type', '=', q.type);
  if (q.from) base = base.where('created_at', '>=', zonedToUtc(q.from, zone));
  if (q.to) base = base.where('created_at', '<', zonedToUtc(addDays(q.to, 1), zone));
  const [rows, total] = await Promise.all([
    base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirst(),
  ]);
  return {
    total: total?.n ?? 0,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    list: rows.map((e) => ({
      id: String(e.id),
      time: e.created_at.toISOString(),
      type: e.type as PointType,
      points: Number(e.points),
      balance: Number(e.balance_after),
      basis: e.basis === null ? null : moneyOf(ctx, e.basis),
      ratio: e.ratio,
      units: e.units === null ? null : Number(e.units),
      remark: e.remark,
    })),
  };
}

/** Operators' list (ops CLI). */
export function redeemsForOps(ctx: PointsCtx, status?: string) {
  let q = ctx.db
    .selectFrom('points_redeem as r')
    .innerJoin('account as a', 'a.id', 'r.account_id')
    .select([
      'r.reference_no',
      'r.status',
      'r.item_id',
      'r.quantity',
      'r.points',
      'r.created_at',
      'a.username',
    ])
    .where('r.brand_code', '=', ctx.brand.config.code);
  if (status) q = q.where('r.status', '=', status as 'processing');
  return q.orderBy('r.id', 'desc').limit(200).execute();
}

/**
 * An operator approves or rejects a processing record, recorded with who and why in the same transaction.
 * Approving a voucher credits its amount to the player's main wallet from the loyalty expense account; rejecting
 * returns the points (a `refund` entry) and the stock. A decided record: redeem_decided, nothing changed.
 */
export async function decideRedeem(
  ctx: PointsCtx,
  referenceNo: string,
  decision: 'approved' | 'rejected',
  actor: string,
  reason: string,
) {
  const found = await loadRedeem(ctx, referenceNo);
  if (!found) throw new AppError('redeem_not_found');
  const brand = ctx.brand.config.code;
  return inTransaction(ctx.db, async (trx) => {
    const locked = await lockBalance(trx, brand, found.account_id);
    const r = await trx
      .selectFrom('points_redeem')
      .selectAll()
      .where('id', '=', found.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (r.status !== 'processing') throw new AppError('redeem_decided', { status: r.status });
    let paid: { account: string | null; amount: bigint | null; transferId: bigint | null } = {
      account: null,
      amount: null,
      transferId: null,
    };
    if (decision === 'rejected') {
      await appendEntry(trx, locked, {
        brand,
        accountId: r.account_id,
        type: 'refund',
        points: BigInt(r.points),
        key: `refund:${r.reference_no}`,
        remark: r.reference_no,
      });
      const item = pointsOf(ctx.brand).items.find((i) => i.id === r.item_id);
      if (item?.stock !== undefined) {
        await lockStock(trx, brand, r.item_id);
        await addSold(trx, brand, r.item_id, -r.quantity);
      }
    } else if (r.item_type === 'voucher' && r.amount !== null) {
      // A voucher is a loyalty reward: it carries the brand's voucher turnover (locked until met).
      const points = pointsOf(ctx.brand);
      const item = points.items.find((i) => i.id === r.item_id);
      const award = await awardLoyaltyIn(trx, ctx.db, {
        brand: ctx.brand,
        accountId: r.account_id,
        program: 'points:voucher',
        kind: 'points_voucher',
        title: r.item_name,
        key: `points-voucher:${r.reference_no}`,
        source: `voucher ${r.reference_no}`,
        amount: BigInt(r.amount),
        turnoverMultiplier: item?.turnoverMultiplier ?? points.convert.turnoverMultiplier,
        status: 'credited',
      });
      const owner = await trx
        .selectFrom('account')
        .select('username')
        .where('id', '=', r.account_id)
        .executeTakeFirstOrThrow();
      paid = { account: owner.username, amount: BigInt(r.amount), transferId: award.bonus.transfer_id };
    }
    const row = await trx
      .updateTable('points_redeem')
      .set({
        status: decision,
        decided_by: actor,
        decided_reason: reason,
        decided_at: sql<Date>`now()`,
        paid_account: paid.account,
        paid_amount: paid.amount,
        transfer_id: paid.transferId,
      })
      .where('id', '=', r.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordOpsAction(trx, {
      brand,
      actor,
      action: decision === 'approved' ? 'points-approve' : 'points-reject',
      target: `redeem ${r.reference_no}`,
      reason,
      detail: { account: String(r.account_id), item: r.item_id, points: String(r.points) },
    });
    return row;
  });
}

/** `points-adjust`: an operator adds or removes points (never below 0), recorded with who and why. */
export async function adjustPoints(
  ctx: PointsCtx,
  accountId: bigint,
  points: bigint,
  actor: string,
  reason: string,
  key: string,
) {
  if (points === 0n) throw new AppError('points_invalid', { unit: 1, min: 1 });
  const brand = ctx.brand.config.code;
  return inTransaction(ctx.db, async (trx) => {
    const locked = await lockBalance(trx, brand, accountId);
    const { entry, replayed } = await appendEntry(trx, locked, {
      brand,
      accountId,
      type: 'adjust',
      points,
      key: `adjust:${key}`,
      remark: reason.slice(0, 200),
    });
    if (!replayed)
      await recordOpsAction(trx, {
        brand,
        actor,
        action: 'points-adjust',
        target: `account ${accountId}`,
        reason,
        detail: { points: points.toString(), entry: String(entry.id) },
      });
    return { balance: locked.balance, replayed };
  });
}
