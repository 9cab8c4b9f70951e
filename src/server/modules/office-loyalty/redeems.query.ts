import { sql } from 'kysely';
import type { RedeemStatus } from '@/core/api/office-loyalty';
import { localized } from '@/core/brand';
import { formatAmount } from '@/core/money';
import type { OfficeCall } from '../staff/staff.guard';

/**
 * The console's view of the brand's points-mall redeems (read only; the decisions are the points module's
 * decideRedeem). Walks the (brand_code, status, id) index: the queue (processing) oldest first, decided ones newest
 * first.
 */
export async function redeemPage(
  call: Pick<OfficeCall, 'ctx' | 'brand'>,
  q: { status: RedeemStatus; pageNo: number; pageSize: number },
) {
  const { db, language } = call.ctx;
  const config = call.brand.config;
  const money = (minor: bigint | number | string | null) =>
    minor === null ? null : formatAmount(BigInt(minor), config.currency.minorUnits);
  const base = db
    .selectFrom('points_redeem as r')
    .where('r.brand_code', '=', config.code)
    .where('r.status', '=', q.status);
  const [rows, total] = await Promise.all([
    base
      .innerJoin('account as a', 'a.id', 'r.account_id')
      .select([
        'r.reference_no',
        'a.username',
        'r.item_id',
        'r.item_name',
        'r.item_type',
        'r.quantity',
        'r.points',
        'r.amount',
        'r.status',
        'r.created_at',
        'r.decided_by',
        'r.decided_reason',
        'r.decided_at',
        'r.paid_amount',
      ])
      .orderBy('r.id', q.status === 'processing' ? 'asc' : 'desc')
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirst(),
  ]);
  return {
    currency: config.currency.code,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    total: total?.n ?? 0,
    list: rows.map((r) => ({
      referenceNo: r.reference_no,
      player: r.username,
      itemId: r.item_id,
      itemName: localized(r.item_name, language, config.languages.default) || r.item_id,
      type: r.item_type,
      quantity: r.quantity,
      points: Number(r.points),
      amount: money(r.amount),
      status: r.status,
      createdAt: r.created_at.toISOString(),
      decidedBy: r.decided_by,
      decidedReason: r.decided_reason,
      decidedAt: r.decided_at?.toISOString() ?? null,
      paidAmount: money(r.paid_amount),
    })),
  };
}

/** The menu's count: redeems waiting for a decision. */
export async function processingRedeems(call: Pick<OfficeCall, 'ctx' | 'brand'>): Promise<number> {
  const row = await call.ctx.db
    .selectFrom('points_redeem')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('brand_code', '=', call.brand.config.code)
    .where('status', '=', 'processing')
    .executeTakeFirst();
  return row?.n ?? 0;
}
