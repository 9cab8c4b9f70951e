import { type Kysely, sql } from 'kysely';

/**
 * The game catalogue (vendors, games, names per language with normalised search text), per-brand play counts,
 * per-account favourites and recent games, and the wins the winner board reads.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('vendor')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('ordinal', 'smallint', (c) => c.notNull().unique())
    .addColumn('names', 'jsonb', (c) => c.notNull())
    .addColumn('categories', sql`text[]`, (c) => c.notNull())
    .addColumn('is_game', 'text', (c) => c.notNull().check(sql`is_game in ('GAME', 'VASSALAGE')`))
    .addColumn('demo', 'boolean', (c) => c.notNull())
    .addColumn('maintenance', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('hue', 'smallint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('game')
    .addColumn('node_id', 'integer', (c) => c.primaryKey())
    .addColumn('game_code', 'text', (c) => c.notNull().unique())
    .addColumn('vendor_code', 'text', (c) => c.notNull().references('vendor.code'))
    .addColumn('game_type', 'text', (c) => c.notNull())
    .addColumn('is_game', 'text', (c) => c.notNull().check(sql`is_game in ('GAME', 'VASSALAGE')`))
    .addColumn('tags', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('release_date', 'date', (c) => c.notNull())
    .addColumn('is_hot', 'boolean', (c) => c.notNull())
    .addColumn('popularity', 'integer', (c) => c.notNull())
    .addColumn('demo', 'boolean', (c) => c.notNull())
    .addColumn('maintenance', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('art_seed', 'bigint', (c) => c.notNull())
    .addColumn('classify_key', 'text', (c) => c.notNull())
    .addColumn('rooms', 'jsonb')
    .execute();
  await sql`create index game_vendor_type on game (vendor_code, game_type)`.execute(db);

  await db.schema
    .createTable('game_name')
    .addColumn('node_id', 'integer', (c) => c.notNull().references('game.node_id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('search', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('game_name_pk', ['node_id', 'language'])
    .execute();
  // Prefix lookups over the normalised text (the API searches an in-memory index built from these rows).
  await sql`create index game_name_search on game_name (language, search text_pattern_ops)`.execute(db);

  await db.schema
    .createTable('game_play')
    .addColumn('brand_code', 'text', (c) => c.notNull().references('brand.code'))
    .addColumn('node_id', 'integer', (c) => c.notNull().references('game.node_id'))
    .addColumn('plays', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('last_played_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('game_play_pk', ['brand_code', 'node_id'])
    .execute();
  await sql`create index game_play_rank on game_play (brand_code, plays desc)`.execute(db);

  await db.schema
    .createTable('favorite_game')
    .addColumn('account_id', 'bigint', (c) => c.notNull().references('account.id').onDelete('cascade'))
    .addColumn('node_id', 'integer', (c) => c.notNull().references('game.node_id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('favorite_game_pk', ['account_id', 'node_id'])
    .execute();
  await sql`create index favorite_game_recent on favorite_game (account_id, created_at desc)`.execute(db);

  await db.schema
    .createTable('recent_game')
    .addColumn('account_id', 'bigint', (c) => c.notNull().references('account.id').onDelete('cascade'))
    .addColumn('node_id', 'integer', (c) => c.notNull().references('game.node_id'))
    .addColumn('played_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('recent_game_pk', ['account_id', 'node_id'])
    .execute();
  await sql`create index recent_game_latest on recent_game (account_id, played_at desc)`.execute(db);

  await db.schema
    .createTable('game_win')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('brand_code', 'text', (c) => c.notNull().references('brand.code'))
    .addColumn('account_id', 'bigint', (c) => c.notNull().references('account.id'))
    .addColumn('node_id', 'integer', (c) => c.notNull().references('game.node_id'))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index game_win_latest on game_win (brand_code, created_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'game_win',
    'recent_game',
    'favorite_game',
    'game_play',
    'game_name',
    'game',
    'vendor',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
