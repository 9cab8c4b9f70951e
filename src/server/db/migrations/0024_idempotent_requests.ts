import { type Kysely, sql } from 'kysely';

/**
 * Client request ids (plugins/idempotency.ts): one row per caller, route and key. While the first request runs
 * the row holds a lease and no answer; its 2xx answer is then kept, and every repeat — concurrent or later — is
 * answered with it. A refusal or failure deletes the row, so a retry runs again (nothing was done). Rows are kept
 * for 7 days (the purge job), far longer than any client retries.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table idempotent_request (
      brand_code text not null,
      scope text not null,
      route text not null,
      key text not null,
      request_hash bytea not null,
      status smallint,
      content_type text,
      body bytea,
      lease_until timestamptz not null,
      created_at timestamptz not null default now(),
      primary key (brand_code, scope, route, key)
    )`.execute(db);
  await sql`create index idempotent_request_created on idempotent_request (created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table idempotent_request`.execute(db);
}
