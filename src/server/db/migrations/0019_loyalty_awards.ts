import { type Kysely, sql } from 'kysely';

/**
 * Loyalty rewards (VIP bonuses, referral rewards, mission rewards, leaderboard prizes) are promotion_bonus rows
 * whose promotion_id starts with `loyalty:` (src/server/modules/promotions/loyalty-award.ts): they are not in
 * content/promotions.json, so the row carries its own title per language for the reward center and bonusDetails.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table promotion_bonus add column title jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table promotion_bonus drop column title`.execute(db);
}
