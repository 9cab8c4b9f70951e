import { type Kysely, sql } from 'kysely';

/**
 * The back office's figures (issue 26, docs/back-office.md "Figures"): the indexes that let a brand's dashboard and
 * reports read the kept aggregates and the ledger by brand and day instead of scanning them.
 *
 * - account_first_deposit (brand_code, day): first-time depositors of a period.
 * - account (brand_code, created_at): new players of a period.
 * - ledger_account (brand_code, kind) of owned accounts: the player balances of a brand (liability at a date).
 *   Balances are updated, the indexed columns never: HOT updates are kept.
 * A brand's account_day rows (GGR, active players, and through their (account_id, day) pairs the primary-key probes
 * of account_game_day) already have account_day_brand_day (migration 0022). The ledger's postings are read through
 * the existing (debit|credit)_account_id, created_at indexes from the brand's system accounts (provider clearing,
 * expense lines), so ledger_transfer gains no index and the posting path no cost.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index account_first_deposit_brand on account_first_deposit (brand_code, day)`.execute(db);
  await sql`create index account_brand_created on account (brand_code, created_at)`.execute(db);
  await sql`create index ledger_account_brand_owned on ledger_account (brand_code, kind)
    where owner_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['account_first_deposit_brand', 'account_brand_created', 'ledger_account_brand_owned'])
    await sql`drop index if exists ${sql.id(name)}`.execute(db);
}
