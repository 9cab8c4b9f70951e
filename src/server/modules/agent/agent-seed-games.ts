// The seeded bets' game figures (part of seedTeam, agent-seed.ts): the per-account split by game category and vendor,
// and the brand's split by single game. Reads the seed's temporary table seed_bet.
import { sql, type Transaction } from 'kysely';
import type { Database } from '@/server/db/database';

export async function seedGameDays(
  trx: Transaction<Database>,
  brand: string,
  timeZone: string,
  vendorCode: string,
): Promise<void> {
  // The split by game category and vendor (migration 0029) of the new accounts, by the definitions of
  // account_game_rebuild, and their ancestors' (all of them new accounts).
  await sql`insert into account_game_day (account_id, day, category, vendor_code, stake, valid_bet, payout,
      bet_count)
    select b.player, (b.at at time zone ${timeZone})::date, b.game_type, ${vendorCode}, sum(b.amount),
      sum(case when b.status = 'settled' and b.payout <> b.amount then b.amount else 0 end), sum(b.payout),
      count(*)
    from seed_bet b where b.status <> 'refunded' group by 1, 2, 3`.execute(trx);
  // The brand's split by single game (migration 0045), added to what earlier seeds of the brand left.
  await sql`insert into game_day as g (brand_code, day, vendor_code, game_code, stake, valid_bet, payout, bet_count)
    select ${brand}, (b.at at time zone ${timeZone})::date, ${vendorCode}, coalesce(b.game_code, ''),
      sum(b.amount), sum(case when b.status = 'settled' and b.payout <> b.amount then b.amount else 0 end),
      sum(b.payout), count(*)
    from seed_bet b where b.status <> 'refunded' group by 1, 2, 3, 4
    on conflict (brand_code, day, vendor_code, game_code) do update set stake = g.stake + excluded.stake,
      valid_bet = g.valid_bet + excluded.valid_bet, payout = g.payout + excluded.payout,
      bet_count = g.bet_count + excluded.bet_count`.execute(trx);
}
