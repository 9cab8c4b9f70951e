import { type Kysely, sql } from 'kysely';

import { normalizeSearch } from '@/core/search-text';
import type { Database } from '@/server/db/database';
import { type Catalogue, generateCatalogue } from './catalogue';
import { NAME_LANGUAGES } from './catalogue-data';

/** Advisory lock key: instances starting together load the catalogue once. */
const LOCK_KEY = 0x6d_71_63_61; // "mqca"

export interface LoadOutcome {
  loaded: boolean;
  games: number;
  ms: number;
}

/**
 * Loads the generated catalogue into empty catalogue tables (first start, in production and development alike:
 * it is product data, not a demo seed). Does nothing when vendors are already there. One transaction, three
 * set-based inserts (unnest of column arrays), so the ~60,000 rows take a fraction of a second.
 */
export async function ensureCatalogue(
  db: Kysely<Database>,
  options: { seed?: string; asOf?: string } = {},
): Promise<LoadOutcome> {
  const started = performance.now();
  const present = await db.selectFrom('vendor').select('code').limit(1).executeTakeFirst();
  if (present) return { loaded: false, games: 0, ms: performance.now() - started };
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${LOCK_KEY})`.execute(trx);
    const again = await trx.selectFrom('vendor').select('code').limit(1).executeTakeFirst();
    if (again) return { loaded: false, games: 0, ms: performance.now() - started };
    const catalogue = generateCatalogue(options);
    await insertCatalogue(trx, catalogue);
    return { loaded: true, games: catalogue.games.length, ms: performance.now() - started };
  });
}

async function insertCatalogue(db: Kysely<Database>, catalogue: Catalogue): Promise<void> {
  await db
    .insertInto('vendor')
    .values(
      catalogue.vendors.map((v) => ({
        code: v.code,
        ordinal: v.ordinal,
        names: JSON.stringify(v.names),
        categories: v.categories,
        is_game: v.isGame,
        demo: v.demo,
        hue: v.hue,
      })),
    )
    .execute();

  const games = catalogue.games;
  const column = <T>(pick: (game: (typeof games)[number]) => T) => games.map(pick);
  await sql`insert into game (node_id, game_code, vendor_code, game_type, is_game, tags, release_date, is_hot,
      popularity, demo, art_seed, classify_key, rooms)
    select node_id, game_code, vendor_code, game_type, is_game,
      case when tags = '' then '{}'::text[] else string_to_array(tags, ',') end,
      release_date::date, is_hot, popularity, demo, art_seed, classify_key, rooms::jsonb
    from unnest(${column((g) => g.nodeId)}::int[], ${column((g) => g.gameCode)}::text[],
      ${column((g) => g.vendor)}::text[], ${column((g) => g.gameType)}::text[], ${column((g) => g.isGame)}::text[],
      ${column((g) => g.tags.join(','))}::text[], ${column((g) => g.releaseDate)}::text[],
      ${column((g) => g.isHot)}::bool[], ${column((g) => g.popularity)}::int[], ${column((g) => g.demo)}::bool[],
      ${column((g) => g.artSeed)}::int8[], ${column((g) => g.classifyKey)}::text[],
      ${column((g) => (g.rooms ? JSON.stringify(g.rooms) : null))}::text[])
      as t(node_id, game_code, vendor_code, game_type, is_game, tags, release_date, is_hot, popularity, demo,
        art_seed, classify_key, rooms)`.execute(db);

  const nodeIds: number[] = [];
  const languages: string[] = [];
  const names: string[] = [];
  const search: string[] = [];
  for (const game of games) {
    for (const language of NAME_LANGUAGES) {
      nodeIds.push(game.nodeId);
      languages.push(language);
      names.push(game.names[language]);
      search.push(normalizeSearch(game.names[language]));
    }
  }
  await sql`insert into game_name (node_id, language, name, search)
    select * from unnest(${nodeIds}::int[], ${languages}::text[], ${names}::text[], ${search}::text[])`.execute(
    db,
  );
}
