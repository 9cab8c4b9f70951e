import type { Selectable } from 'kysely';
import { type Kysely, sql } from 'kysely';
import { preparedQuery } from '@/server/db/connect';
import type { Database } from '@/server/db/database';
import type { GameNameTable, GameTable, VendorTable } from './games.tables';

/** Most favourites one account may keep (the favourites page asks for 999). */
export const FAVORITES_MAX = 999;
/** Recent games kept per account (the recent list pages through at most this many). */
export const RECENT_KEEP = 100;

export type VendorRow = Selectable<VendorTable>;

/** A game row as the catalogue reads it: the release date as its calendar day, the rooms parsed. */
export type GameRow = Omit<Selectable<GameTable>, 'release_date' | 'rooms'> & {
  release_date: string;
  rooms: { tier: number; minUnits: number; maxUnits: number }[] | null;
};

export type GameNameRow = Selectable<GameNameTable>;

/** Everything the in-memory read index is built from (three reads, ~60,000 rows). */
export async function loadCatalogueRows(db: Kysely<Database>) {
  const [vendors, games, names] = await Promise.all([
    sql<VendorRow>`select code, ordinal, names, categories, is_game, demo, maintenance, hue
      from vendor order by ordinal`.execute(db),
    sql<GameRow>`select node_id, game_code, vendor_code, game_type, is_game, tags,
        to_char(release_date, 'YYYY-MM-DD') as release_date, is_hot, popularity, demo, maintenance,
        art_seed::text as art_seed, classify_key, rooms
      from game order by node_id`.execute(db),
    sql<GameNameRow>`select node_id, language, name, search from game_name`.execute(db),
  ]);
  return { vendors: vendors.rows, games: games.rows, names: names.rows };
}

/** Vendors and games under maintenance now (operators flip these flags in the database). */
export async function maintenanceFlags(db: Kysely<Database>) {
  const [vendors, games] = await Promise.all([
    db.selectFrom('vendor').select('code').where('maintenance', '=', true).execute(),
    db.selectFrom('game').select('node_id').where('maintenance', '=', true).execute(),
  ]);
  return { vendors: vendors.map((v) => v.code), games: games.map((g) => g.node_id) };
}

/** Maintenance of one game and its vendor, read fresh at launch. */
export async function launchFlags(db: Kysely<Database>, nodeId: number) {
  return db
    .selectFrom('game as g')
    .innerJoin('vendor as v', 'v.code', 'g.vendor_code')
    .select(['g.maintenance as game', 'v.maintenance as vendor'])
    .where('g.node_id', '=', nodeId)
    .executeTakeFirst();
}

/** Real play counts of a brand, most played first. */
export async function playCounts(db: Kysely<Database>, brandCode: string, limit = 1000) {
  return preparedQuery<{ node_id: number; plays: bigint }>(
    db,
    'game-play-counts',
    'select node_id, plays from game_play where brand_code = $1 and plays > 0 order by plays desc limit $2',
    [brandCode, limit],
  );
}

/** Real plays of a game in a brand (called by game providers when a round starts; `count` batches several). */
export async function recordPlay(
  db: Kysely<Database>,
  brandCode: string,
  nodeId: number,
  count = 1,
): Promise<void> {
  await sql`insert into game_play (brand_code, node_id, plays) values (${brandCode}, ${nodeId}, ${count})
    on conflict (brand_code, node_id) do update set plays = game_play.plays + ${count}, last_played_at = now()`.execute(
    db,
  );
}

/** The account's favourite node ids, newest first. */
export async function favoriteIds(db: Kysely<Database>, accountId: bigint): Promise<number[]> {
  const rows = await preparedQuery<{ node_id: number }>(
    db,
    'favorite-ids',
    'select node_id from favorite_game where account_id = $1 order by created_at desc, node_id',
    [accountId],
  );
  return rows.map((r) => r.node_id);
}

/** Adds a favourite (idempotent). False when the account already has FAVORITES_MAX other favourites. */
export async function addFavorite(db: Kysely<Database>, accountId: bigint, nodeId: number): Promise<boolean> {
  const { rows } = await sql<{ added: boolean }>`with current as (
      select count(*) as n, bool_or(node_id = ${nodeId}) as has from favorite_game where account_id = ${accountId}
    ), inserted as (
      insert into favorite_game (account_id, node_id)
      select ${accountId}, ${nodeId} from current where coalesce(has, false) or n < ${FAVORITES_MAX}
      on conflict (account_id, node_id) do nothing
      returning 1
    )
    select (select coalesce(has, false) or n < ${FAVORITES_MAX} from current) as added`.execute(db);
  return rows[0]?.added ?? false;
}

export async function removeFavorite(db: Kysely<Database>, accountId: bigint, nodeId: number): Promise<void> {
  await db
    .deleteFrom('favorite_game')
    .where('account_id', '=', accountId)
    .where('node_id', '=', nodeId)
    .execute();
}

/** The account's recent games, last played first. */
export async function recentIds(db: Kysely<Database>, accountId: bigint): Promise<number[]> {
  const rows = await preparedQuery<{ node_id: number }>(
    db,
    'recent-ids',
    'select node_id from recent_game where account_id = $1 order by played_at desc, node_id limit $2',
    [accountId, RECENT_KEEP],
  );
  return rows.map((r) => r.node_id);
}

/** Records a launch in the account's recent list, keeping the newest RECENT_KEEP entries. */
export async function recordRecent(db: Kysely<Database>, accountId: bigint, nodeId: number): Promise<void> {
  await sql`insert into recent_game (account_id, node_id) values (${accountId}, ${nodeId})
    on conflict (account_id, node_id) do update set played_at = clock_timestamp()`.execute(db);
  await sql`delete from recent_game where account_id = ${accountId} and node_id in (
      select node_id from recent_game where account_id = ${accountId}
      order by played_at desc, node_id offset ${RECENT_KEEP})`.execute(db);
}

export interface WinRow {
  username: string;
  node_id: number;
  amount: bigint;
  jackpot: boolean;
}

/** The latest wins of a brand (optionally only games of these primary types), newest first. */
export async function latestWins(
  db: Kysely<Database>,
  brandCode: string,
  limit: number,
  gameTypes?: string[],
): Promise<WinRow[]> {
  let query = db
    .selectFrom('game_win as w')
    .innerJoin('account as a', 'a.id', 'w.account_id')
    .innerJoin('game as g', 'g.node_id', 'w.node_id')
    .select(['a.username', 'w.node_id', 'w.amount', 'w.jackpot'])
    .where('w.brand_code', '=', brandCode)
    .orderBy('w.created_at', 'desc')
    .orderBy('w.id', 'desc')
    .limit(limit);
  if (gameTypes) query = query.where('g.game_type', 'in', gameTypes);
  return query.execute();
}

/** Records a win for the winner board (amount in minor units); called by game providers on a settled win. */
export async function recordWin(
  db: Kysely<Database>,
  win: { brandCode: string; accountId: bigint; nodeId: number; amount: bigint },
): Promise<void> {
  await db
    .insertInto('game_win')
    .values({ brand_code: win.brandCode, account_id: win.accountId, node_id: win.nodeId, amount: win.amount })
    .execute();
}
