import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '@/server/db/database';
import type { SocialClaims, SocialPhase } from './social.tables';

export interface NewFlow {
  tokenHash: Buffer;
  brand: string;
  providerId: string;
  loginPath: 'member' | 'agent';
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
  ip: string;
  expiresAt: Date;
}

export async function insertFlow(db: Kysely<Database>, flow: NewFlow) {
  await db
    .insertInto('social_flow')
    .values({
      token_hash: flow.tokenHash,
      brand_code: flow.brand,
      provider_id: flow.providerId,
      login_path: flow.loginPath,
      phase: 'started',
      state: flow.state,
      nonce: flow.nonce,
      code_verifier: flow.codeVerifier,
      return_to: flow.returnTo,
      ip: flow.ip,
      expires_at: flow.expiresAt,
    })
    .execute();
  // Old attempts are of no use to anyone: each start sweeps a few expired ones.
  await sql`delete from social_flow where id in (
    select id from social_flow where expires_at < now() - interval '1 hour' limit 20)`.execute(db);
}

/** The live flow of this cookie in this brand, in the given phase. */
export function findFlow(db: Kysely<Database>, tokenHash: Buffer, brand: string, phase: SocialPhase) {
  return db
    .selectFrom('social_flow')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('brand_code', '=', brand)
    .where('phase', '=', phase)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
}

/**
 * Moves a flow from one phase to the next exactly once (a replayed callback or a double submit finds nothing):
 * returns whether this caller made the move.
 */
export async function advanceFlow(
  db: Kysely<Database> | Transaction<Database>,
  id: bigint,
  from: SocialPhase,
  to: SocialPhase,
  set: {
    accountId?: bigint;
    subject?: string;
    issuer?: string;
    claims?: SocialClaims;
    expiresAt?: Date;
  } = {},
): Promise<boolean> {
  const result = await db
    .updateTable('social_flow')
    .set({
      phase: to,
      ...(set.accountId !== undefined ? { account_id: set.accountId } : {}),
      ...(set.subject !== undefined ? { subject: set.subject } : {}),
      ...(set.issuer !== undefined ? { issuer: set.issuer } : {}),
      ...(set.claims !== undefined ? { claims: JSON.stringify(set.claims) } : {}),
      ...(set.expiresAt !== undefined ? { expires_at: set.expiresAt } : {}),
    })
    .where('id', '=', id)
    .where('phase', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function findIdentity(db: Kysely<Database>, brand: string, providerId: string, subject: string) {
  return db
    .selectFrom('social_identity')
    .selectAll()
    .where('brand_code', '=', brand)
    .where('provider_id', '=', providerId)
    .where('subject', '=', subject)
    .executeTakeFirst();
}

export function identityOfAccount(db: Kysely<Database>, accountId: bigint, providerId: string) {
  return db
    .selectFrom('social_identity')
    .select(['id'])
    .where('account_id', '=', accountId)
    .where('provider_id', '=', providerId)
    .executeTakeFirst();
}

/** Links an identity for good (no call removes it); unique keys refuse a second link either way. */
export async function insertIdentity(
  trx: Transaction<Database>,
  row: {
    brand: string;
    providerId: string;
    subject: string;
    issuer: string;
    accountId: bigint;
    email?: string;
  },
) {
  await trx
    .insertInto('social_identity')
    .values({
      brand_code: row.brand,
      provider_id: row.providerId,
      subject: row.subject,
      issuer: row.issuer,
      account_id: row.accountId,
      email: row.email ?? null,
    })
    .execute();
}

/** Providers linked to an account (member center display). */
export function linkedProviders(db: Kysely<Database>, accountId: bigint) {
  return db
    .selectFrom('social_identity')
    .select(['provider_id', 'created_at'])
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .execute();
}
