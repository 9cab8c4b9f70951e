import { type Kysely, sql } from 'kysely';

/**
 * Expense accounts (docs/money.md "Expense accounts"): a brand's system account of kind `expense`, one per budget
 * line named by its code — `commission` (agent salaries and dividends), `promotion` (bonuses, rebates, red
 * envelopes, raffles), `loyalty` (VIP, referral, missions, points conversion). Like the house they may go
 * negative: their balance is what the brand has spent on that line.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ledger_account drop constraint ledger_account_kind_check`.execute(db);
  await sql`alter table ledger_account drop constraint ledger_account_owner`.execute(db);
  await sql`alter table ledger_account add constraint ledger_account_kind_check check (kind in ('player_cash',
    'player_bonus', 'player_hold', 'player_game_wallet', 'agent', 'house', 'provider_clearing', 'vendor',
    'adjustments', 'expense'))`.execute(db);
  await sql`alter table ledger_account add constraint ledger_account_owner check (
    (owner_id is null) = (kind in ('house', 'provider_clearing', 'vendor', 'adjustments', 'expense')))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ledger_account drop constraint ledger_account_kind_check`.execute(db);
  await sql`alter table ledger_account drop constraint ledger_account_owner`.execute(db);
  await sql`alter table ledger_account add constraint ledger_account_kind_check check (kind in ('player_cash',
    'player_bonus', 'player_hold', 'player_game_wallet', 'agent', 'house', 'provider_clearing', 'vendor',
    'adjustments'))`.execute(db);
  await sql`alter table ledger_account add constraint ledger_account_owner check (
    (owner_id is null) = (kind in ('house', 'provider_clearing', 'vendor', 'adjustments')))`.execute(db);
}
