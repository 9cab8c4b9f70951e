import { sql } from 'kysely';
import type { ServiceContext } from '@/server/context';

/**
 * The device cookies (account_device, kept by device.ts for the referral's "same device" signal) as the back office
 * reads them (docs/back-office.md "Player 360", "Cash queues"). Read-only; the office modules call these through
 * the engagement front door.
 */
type Ctx = Pick<ServiceContext, 'db' | 'brand'>;

/** The player's devices, newest first (at most `limit`). */
export async function devicesOf(ctx: Pick<ServiceContext, 'db'>, accountId: bigint, limit: number) {
  const rows = await ctx.db
    .selectFrom('account_device')
    .select(['device', 'first_seen_at'])
    .where('account_id', '=', accountId)
    .orderBy('first_seen_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((d) => ({ device: d.device, firstSeenAt: d.first_seen_at }));
}

/** Other accounts of the brand seen on one of the player's devices, with the device (at most 100 pairs). */
export async function deviceLinks(
  ctx: Ctx,
  accountId: bigint,
): Promise<{ accountId: bigint; device: string }[]> {
  const { rows } = await sql<{ id: bigint; device: string }>`
    select d2.account_id as id, d2.device
    from account_device d1 join account_device d2 on d2.brand_code = ${ctx.brand.config.code} and d2.device = d1.device
    where d1.account_id = ${accountId} and d2.account_id <> ${accountId} limit 100`.execute(ctx.db);
  return rows.map((r) => ({ accountId: BigInt(r.id), device: r.device }));
}

/** Every other account of the brand seen on one of the player's devices of this brand. */
export async function accountsSharingDevice(ctx: Ctx, accountId: bigint): Promise<bigint[]> {
  const brand = ctx.brand.config.code;
  const mine = ctx.db
    .selectFrom('account_device')
    .select('device')
    .where('account_id', '=', accountId)
    .where('brand_code', '=', brand);
  const rows = await ctx.db
    .selectFrom('account_device as d')
    .select('d.account_id')
    .distinct()
    .where('d.brand_code', '=', brand)
    .where('d.device', 'in', mine)
    .where('d.account_id', '<>', accountId)
    .execute();
  return rows.map((r) => r.account_id);
}
