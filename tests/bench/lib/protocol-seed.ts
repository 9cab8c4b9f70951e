import { type Kysely, sql } from 'kysely';
import { loadBrands } from '@/server/brands/load-brands';
import { readConfig } from '@/server/config';
import type { Database } from '@/server/db/database';
import { migrateToLatest } from '@/server/db/migrate';
import { ensureCatalogue } from '@/server/modules/games/catalogue-loader';
import { syncBrands } from '@/server/start';

/**
 * The protocol figures' database (over HTTP and database-only): migrated, the demo brands and catalogue, `players`
 * aurora players with a funded cash wallet and a house account; returns the PG game their rounds are played on.
 */
export async function seedProtocolPlayers(db: Kysely<Database>, players: number) {
  await migrateToLatest(db as Kysely<unknown>);
  const { brands } = loadBrands(readConfig({}).brandsDir);
  await syncBrands(db, brands);
  await ensureCatalogue(db);
  await sql`insert into account (brand_code, username, username_key, password_hash, referral_code)
    select 'aurora', 'bench' || i, 'bench' || i, 'x', 'B' || i from generate_series(1, ${players}) i`.execute(
    db,
  );
  await sql`insert into ledger_account (brand_code, currency, kind, code, allow_negative)
    values ('aurora', 'PHP', 'house', 'house', true)`.execute(db);
  await sql`insert into ledger_account (brand_code, currency, kind, owner_id, allow_negative)
    select 'aurora', 'PHP', 'player_cash', id, false from account where brand_code = 'aurora'`.execute(db);
  await sql`select ledger_post('aurora', 'fund:' || a.id, '\\x00'::bytea, h.id, a.id, 1000000000, 'adjustment',
      null, null)
    from ledger_account a, ledger_account h where a.kind = 'player_cash' and h.kind = 'house'`.execute(db);
  const { rows } = await sql<{ game_code: string; node_id: number; game_type: string }>`
    select game_code, node_id, game_type from game where vendor_code = 'PG' and is_game = 'GAME'
    order by node_id limit 1`.execute(db);
  return rows[0]!;
}
