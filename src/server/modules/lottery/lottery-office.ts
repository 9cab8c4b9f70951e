import { type Kysely, sql } from 'kysely';
import type { Brand } from '@/core/brand';
import { formatAmount } from '@/core/money';
import type { Database } from '@/server/db/database';
import { AppError } from '@/server/errors';

/**
 * Lottery draws as the back office reads them (docs/back-office.md "Lottery and originals"): the draws of the
 * brand's lottery vendors (brand.json vendorSorting LOTT / ELOTT) with the commitment (the server seed's SHA-256,
 * published when betting opens), the seed itself only once the draw is drawn, the result, and the brand's bets on
 * it. A draw of a vendor the brand does not list is not found (404), as for any other brand's record. Voiding is
 * voidDrawByOperator (lottery.ops.ts), the call of `npm run ops -- lottery-void`.
 */

export type DrawStatusFilter = 'open' | 'drawn' | 'void' | 'all';

/** The lottery vendors a brand lists. */
export function brandLotteryVendors(brand: Brand): string[] {
  const sorting = brand.config.vendorSorting;
  return [...new Set([...(sorting.LOTT ?? []), ...(sorting.ELOTT ?? [])])];
}

interface DrawRow {
  id: bigint;
  game_code: string;
  vendor_code: string;
  format: string;
  draw_no: string;
  draw_at: Date;
  close_at: Date;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  status: 'open' | 'drawn' | 'void';
  result: Record<string, string[]> | null;
  void_reason: string | null;
  drawn_at: Date | null;
  settled_at: Date | null;
  bets: number;
  stake: bigint;
  payout: bigint;
}

function view(brand: Brand, r: DrawRow) {
  const mu = brand.config.currency.minorUnits;
  return {
    id: r.id.toString(),
    gameCode: r.game_code,
    vendor: r.vendor_code,
    format: r.format,
    drawNo: r.draw_no,
    drawAt: r.draw_at.toISOString(),
    closeAt: r.close_at.toISOString(),
    status: r.status,
    seedHash: r.server_seed_hash,
    /** Revealed only once the draw is drawn (an open draw's seed would give its result away). */
    seed: r.status === 'drawn' ? r.server_seed : null,
    clientSeed: r.client_seed,
    result: r.status === 'drawn' ? r.result : null,
    voidReason: r.void_reason,
    drawnAt: r.drawn_at?.toISOString() ?? null,
    settledAt: r.settled_at?.toISOString() ?? null,
    bets: r.bets,
    stake: formatAmount(BigInt(r.stake), mu),
    payout: formatAmount(BigInt(r.payout), mu),
  };
}
export type OfficeDraw = ReturnType<typeof view>;

const SELECT = (brand: string) => sql`select d.*,
    (select count(*)::int from lottery_bet b where b.draw_id = d.id and b.brand_code = ${brand}
      and b.status not in ('pending', 'refused')) as bets,
    (select coalesce(sum(b.amount), 0)::bigint from lottery_bet b where b.draw_id = d.id
      and b.brand_code = ${brand} and b.status not in ('pending', 'refused', 'rolled_back', 'refunded')) as stake,
    (select coalesce(sum(b.payout), 0)::bigint from lottery_bet b where b.draw_id = d.id
      and b.brand_code = ${brand} and b.status in ('settled', 'closed')) as payout
  from lottery_draw d`;

export async function officeDraws(
  db: Kysely<Database>,
  brand: Brand,
  filter: { status: DrawStatusFilter; game?: string; pageNo: number; pageSize: number },
) {
  const vendors = brandLotteryVendors(brand);
  if (vendors.length === 0) return { list: [], total: 0, pageNo: filter.pageNo, pageSize: filter.pageSize };
  const where = sql`d.vendor_code = any(${vendors}::text[])
    ${filter.status === 'all' ? sql`` : sql`and d.status = ${filter.status}`}
    ${filter.game ? sql`and d.game_code = ${filter.game}` : sql``}`;
  const { rows } = await sql<DrawRow>`${SELECT(brand.config.code)} where ${where}
    order by d.draw_at desc, d.id desc limit ${filter.pageSize}
    offset ${(filter.pageNo - 1) * filter.pageSize}`.execute(db);
  const { rows: total } = await sql<{
    n: number;
  }>`select count(*)::int as n from lottery_draw d where ${where}`.execute(db);
  return {
    list: rows.map((r) => view(brand, r)),
    total: total[0]?.n ?? 0,
    pageNo: filter.pageNo,
    pageSize: filter.pageSize,
  };
}

/** One draw of the brand's vendors (404 lottery_draw_not_found otherwise). */
export async function officeDraw(db: Kysely<Database>, brand: Brand, id: bigint): Promise<OfficeDraw> {
  const { rows } = await sql<DrawRow>`${SELECT(brand.config.code)}
    where d.id = ${id} and d.vendor_code = any(${brandLotteryVendors(brand)}::text[])`.execute(db);
  if (!rows[0]) throw new AppError('lottery_draw_not_found');
  return view(brand, rows[0]);
}
