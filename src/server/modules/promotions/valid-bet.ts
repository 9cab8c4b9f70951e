import { sql } from 'kysely';
import type { Db } from '@/server/domains/money';

/**
 * Valid bet of an account placed in [from, to) (to open = until now), optionally in some categories: settled bets
 * whose payout differs from the stake (the account reports' rule; raffle tickets). Bonus turnover is counted per
 * bonus by its pocket instead (docs/money.md "Bonus money").
 */
export async function validBet(
  db: Db,
  accountId: bigint,
  from: Date,
  to?: Date,
  categories?: readonly string[],
): Promise<bigint> {
  const { rows } = await sql<{ total: string | null }>`
    select sum(amount)::text as total from vendor_bet
    where account_id = ${accountId} and created_at >= ${from}
      ${to ? sql`and created_at < ${to}` : sql``}
      ${categories && categories.length > 0 ? sql`and category in (${sql.join(categories)})` : sql``}
      and status in ('open', 'settled') and (status = 'settled' or round_closed) and payout <> amount`.execute(
    db,
  );
  return BigInt(rows[0]?.total ?? 0);
}
