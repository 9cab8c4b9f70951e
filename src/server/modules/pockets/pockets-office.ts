import type { ServiceContext } from '@/server/context';

/** Which of these bonuses have an open pocket (locked money still in play): for the back office's bonus list. */
export async function openPocketBonusIds(
  ctx: Pick<ServiceContext, 'db'>,
  bonusIds: bigint[],
): Promise<Set<bigint>> {
  if (bonusIds.length === 0) return new Set();
  const rows = await ctx.db
    .selectFrom('bonus_pocket')
    .select('bonus_id')
    .where('bonus_id', 'in', bonusIds)
    .where('closed_at', 'is', null)
    .execute();
  return new Set(rows.map((r) => r.bonus_id));
}
