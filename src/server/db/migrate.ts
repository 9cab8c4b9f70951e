import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import * as m0001 from './migrations/0001_brand';
import * as m0002 from './migrations/0002_accounts';
import * as m0003 from './migrations/0003_catalogue';
import * as m0004 from './migrations/0004_ledger';
import * as m0005 from './migrations/0005_cashier';
import * as m0006 from './migrations/0006_seamless_wallet';
import * as m0007 from './migrations/0007_originals';
import * as m0008 from './migrations/0008_vendor_call';
import * as m0009 from './migrations/0009_shared_limits';
import * as m0011 from './migrations/0011_agent_reports';
import * as m0012 from './migrations/0012_expense_accounts';
import * as m0013 from './migrations/0013_contracts';
import * as m0014 from './migrations/0014_lottery';
import * as m0016 from './migrations/0016_promotions';
import * as m0017 from './migrations/0017_support';
import * as m0018 from './migrations/0018_social';
import * as m0019 from './migrations/0019_loyalty_awards';
import * as m0020 from './migrations/0020_loyalty';
// i18n-core (issue 16): the account's language.
import * as m0021 from './migrations/0021_language';
import * as m0022 from './migrations/0022_engagement';
import * as m0023 from './migrations/0023_bonus_pockets';
// money-guard (issue 22): client request ids answered once.
import * as m0024 from './migrations/0024_idempotent_requests';
// player-play (issue 23): trial demo credits, the jackpot pool, session hand-off codes.
import * as m0025 from './migrations/0025_player_play';
// player-text (issue 23): inbox amounts as minor units with their currency.
import * as m0027 from './migrations/0027_message_amounts';
// Agent fixes (issue 24): my income by bill.
import * as m0028 from './migrations/0028_agent_income';
// agent-reports (issue 24): game aggregates, marketing links, downline notes and locks.
import * as m0029 from './migrations/0029_agent_work';
// rg-exclusion (issue 27): take-a-break and self-exclusion.
import * as m0031 from './migrations/0031_protection_exclusion';
// rg-limits (issue 27): the player's own deposit, loss, wager and session limits.
import * as m0032 from './migrations/0032_player_limits';
// kyc (issue 27): KYC documents and their review.
import * as m0033 from './migrations/0033_kyc';
// back office (issue 26): staff, their roles, sessions, logins, two-person approvals; the audit log's staff columns.
import * as m0034 from './migrations/0034_staff';
// back office Player 360 (issue 26): staff notes on players; indexes of the player search.
import * as m0035 from './migrations/0035_player_note';
// office switches (issue 26): runtime overrides of a brand folder's switches.
import * as m0036 from './migrations/0036_brand_override';
import * as m0039 from './migrations/0039_office_figures';
// session limit in the session cache (issue 28): no query per guarded call.
import * as m0040 from './migrations/0040_session_limit_cache';
// the protection guard's cache (issue 28): limit and exclusion changes notify the session channel.
import * as m0043 from './migrations/0043_protection_cache';
// agent reports at 10,000 downlines (issue 28): each member's totals and last active day.
import * as m0044 from './migrations/0044_agent_totals';
// the back office's top games (issue 26): a brand's bet figures per day and game, kept by the game catch-up.
import * as m0045 from './migrations/0045_game_day';
// the bets' day aggregate off the posting transaction (issue 28): a queue folded by the team catch-up.
import * as m0046 from './migrations/0046_account_day_queue';
// the multiplier boards' kept bests filled in batches beside the bets (issue 28), not under a table lock.
import * as m0047 from './migrations/0047_multiplier_fill';
import * as m0048 from './migrations/0048_account_cum_day';
// the team overview's head counts kept by the closure's triggers (issue 28): no group-by over the team per call.
import * as m0049 from './migrations/0049_team_counts';

/** Migrations are imported statically so the bundled server carries them; names sort in order of application. */
const migrations: Record<string, Migration> = {
  '0001_brand': m0001,
  '0002_accounts': m0002,
  '0003_catalogue': m0003,
  '0004_ledger': m0004,
  '0005_cashier': m0005,
  '0006_seamless_wallet': m0006,
  '0007_originals': m0007,
  '0008_vendor_call': m0008,
  '0009_shared_limits': m0009,
  '0011_agent_reports': m0011,
  '0012_expense_accounts': m0012,
  '0013_contracts': m0013,
  '0014_lottery': m0014,
  '0018_social': m0018,
  '0016_promotions': m0016,
  '0017_support': m0017,
  '0019_loyalty_awards': m0019,
  '0021_language': m0021,
  '0020_loyalty': m0020,
  '0022_engagement': m0022,
  '0024_idempotent_requests': m0024,
  '0023_bonus_pockets': m0023,
  '0027_message_amounts': m0027,
  '0028_agent_income': m0028,
  '0029_agent_work': m0029,
  '0025_player_play': m0025,
  '0031_protection_exclusion': m0031,
  '0032_player_limits': m0032,
  '0033_kyc': m0033,
  '0034_staff': m0034,
  '0035_player_note': m0035,
  '0036_brand_override': m0036,
  '0039_office_figures': m0039,
  '0040_session_limit_cache': m0040,
  '0043_protection_cache': m0043,
  '0044_agent_totals': m0044,
  '0045_game_day': m0045,
  '0046_account_day_queue': m0046,
  '0047_multiplier_fill': m0047,
  '0048_account_cum_day': m0048,
  '0049_team_counts': m0049,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * True when the database has applied exactly the migrations this build carries: two queries, where the migrator takes
 * a dozen (its tables, its lock, a transaction) on every start. A new database (no table yet), a missing migration
 * or one this build does not know (the migrator reports it) goes through the migrator.
 */
async function isCurrent(db: Kysely<unknown>): Promise<boolean> {
  const { rows: table } = await sql<{
    present: boolean;
  }>`select to_regclass('kysely_migration') is not null as present`.execute(db);
  if (!table[0]?.present) return false;
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const applied = new Set(rows.map((row) => row.name));
  const known = Object.keys(migrations);
  return applied.size === known.length && known.every((name) => applied.has(name));
}

export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  if (await isCurrent(db)) return;
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(
      `migration ${failed?.migrationName ?? ''} failed: ${(error as Error | undefined)?.message ?? ''}`,
    );
  }
}
