import { type Kysely, sql } from 'kysely';

/**
 * Referral, missions and leaderboards (docs/referral-missions.md).
 * - referral_decision: the outcome of each referee (rewarded, refused with its reason, expired); a referee without
 *   a row is pending. The primary key makes one decision per referee.
 * - account_device: the long-lived random device cookie (mq_device) each account was seen with (duplicate signal).
 * - mission_claim: one claim per account, mission and period.
 * - leaderboard_settlement: a board period whose prizes were paid.
 * - session_account_created: logins per account and time (login streak missions).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table referral_decision (
      referee_id bigint primary key references account (id),
      referrer_id bigint not null references account (id),
      brand_code text not null,
      state text not null check (state in ('rewarded', 'refused', 'expired')),
      reason text,
      bonus_id bigint references promotion_bonus (id),
      decided_by text,
      decided_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index referral_decision_referrer on referral_decision (referrer_id)`.execute(db);
  await sql`create index account_referrer on account (referrer_id) where referrer_id is not null`.execute(db);

  await sql`
    create table account_device (
      account_id bigint not null references account (id),
      device text not null,
      brand_code text not null,
      first_seen_at timestamptz not null default now(),
      primary key (account_id, device)
    )`.execute(db);
  await sql`create index account_device_device on account_device (brand_code, device)`.execute(db);

  await sql`
    create table mission_claim (
      account_id bigint not null references account (id),
      mission_id text not null,
      period_key text not null,
      brand_code text not null,
      bonus_id bigint not null references promotion_bonus (id),
      claimed_at timestamptz not null default now(),
      primary key (account_id, mission_id, period_key)
    )`.execute(db);

  await sql`
    create table leaderboard_settlement (
      brand_code text not null,
      board_id text not null,
      period_key text not null,
      winners integer not null,
      settled_at timestamptz not null default now(),
      primary key (brand_code, board_id, period_key)
    )`.execute(db);

  await sql`create index session_account_created on session (account_id, created_at)`.execute(db);
  // Leaderboards rank a brand's bets (multiplier) or days (valid bet) of a period.
  await sql`create index vendor_bet_brand_created on vendor_bet (brand_code, created_at)`.execute(db);
  await sql`create index account_day_brand_day on account_day (brand_code, day)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index account_day_brand_day`.execute(db);
  await sql`drop index vendor_bet_brand_created`.execute(db);
  await sql`drop index session_account_created`.execute(db);
  await sql`drop table leaderboard_settlement`.execute(db);
  await sql`drop table mission_claim`.execute(db);
  await sql`drop table account_device`.execute(db);
  await sql`drop index account_referrer`.execute(db);
  await sql`drop table referral_decision`.execute(db);
}
