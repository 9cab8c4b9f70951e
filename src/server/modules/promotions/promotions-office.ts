import type { ServiceContext } from '@/server/context';

/**
 * A player's promotion bonuses as the back office reads them (docs/back-office.md "Player 360"). Read-only; the
 * office modules call it through the engagement front door.
 */
export interface BonusLine {
  id: bigint;
  promotionId: string;
  amount: bigint;
  status: string;
  createdAt: Date;
}

/** The player's latest bonuses (newest first, at most `limit`). */
export async function bonusesOf(
  ctx: Pick<ServiceContext, 'db'>,
  accountId: bigint,
  limit: number,
): Promise<BonusLine[]> {
  const rows = await ctx.db
    .selectFrom('promotion_bonus as b')
    .select(['b.id', 'b.promotion_id', 'b.amount', 'b.status', 'b.created_at'])
    .where('b.account_id', '=', accountId)
    .orderBy('b.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((b) => ({
    id: b.id,
    promotionId: b.promotion_id,
    amount: b.amount,
    status: b.status,
    createdAt: b.created_at,
  }));
}
