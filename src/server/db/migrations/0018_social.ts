import { type Kysely, sql } from 'kysely';

/**
 * Social sign-in (docs/social-sign-in.md).
 * - social_identity: a provider identity (brand, provider id, subject) linked for good to one account of that
 *   brand. No call deletes a row (links are permanent); one identity links to one account, and an account links
 *   at most one identity per provider. Brands never share identities: the brand is part of every key.
 * - social_flow: one sign-in attempt, bound to the browser by the httpOnly cookie whose SHA-256 is token_hash.
 *   'started' holds state, nonce and the PKCE verifier until the callback consumes it (once); the callback leaves
 *   'login' (a linked account) or 'choice' (an unknown identity with its claims) for the SPA to finish once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('social_identity')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('brand_code', 'text', (c) => c.notNull().references('brand.code'))
    .addColumn('provider_id', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('account_id', 'bigint', (c) => c.notNull().references('account.id'))
    .addColumn('email', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('social_identity_subject_key', ['brand_code', 'provider_id', 'subject'])
    .addUniqueConstraint('social_identity_account_key', ['account_id', 'provider_id'])
    .execute();

  await db.schema
    .createTable('social_flow')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('token_hash', 'bytea', (c) => c.notNull().unique())
    .addColumn('brand_code', 'text', (c) => c.notNull())
    .addColumn('provider_id', 'text', (c) => c.notNull())
    .addColumn('login_path', 'text', (c) => c.notNull().check(sql`login_path in ('member', 'agent')`))
    .addColumn('phase', 'text', (c) =>
      c.notNull().check(sql`phase in ('started', 'login', 'choice', 'done')`),
    )
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('return_to', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('account_id', 'bigint', (c) => c.references('account.id'))
    .addColumn('subject', 'text')
    .addColumn('issuer', 'text')
    .addColumn('claims', 'jsonb')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index social_flow_expires on social_flow (expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('social_flow').execute();
  await db.schema.dropTable('social_identity').execute();
}
