import { createHmac, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hashToken } from '@/server/auth/tokens';
import type { Database } from '@/server/db/database';

/**
 * Launch sessions of the seamless wallet: a vendor game is launched with a token the vendor sends back on every
 * wallet call. The token is only stored as a SHA-256 hash. A one-time launch code (2 minutes) can stand in for it
 * in a URL: it is exchanged once for the token, which is derived from it with the server secret
 * (HMAC(secret, code)), so no token is kept in clear anywhere.
 */

/** Hours a wallet session accepts bets (`WALLET_SESSION_HOURS`, default 6); wins and rollbacks never expire. */
export const walletSessionHours = () => Number(process.env.WALLET_SESSION_HOURS ?? 6) || 6;
const LAUNCH_CODE_MS = 120_000;

export function tokenOfLaunch(secret: Buffer, launch: string): string {
  return createHmac('sha256', secret).update(`wallet-launch:${launch}`).digest('base64url');
}

export interface NewWalletSession {
  vendor: string;
  brand: string;
  accountId: bigint;
  gameCode: string;
  currency: string;
  /** Lifetime (default walletSessionHours); negative for an already expired session (conformance fixtures). */
  ttlMs?: number;
}

export async function createWalletSession(
  db: Kysely<Database>,
  secret: Buffer,
  input: NewWalletSession,
): Promise<{ token: string; launch: string }> {
  const launch = randomBytes(32).toString('base64url');
  const token = tokenOfLaunch(secret, launch);
  await db
    .insertInto('wallet_session')
    .values({
      token_hash: hashToken(token),
      launch_hash: hashToken(launch),
      launch_expires_at: new Date(Date.now() + LAUNCH_CODE_MS),
      vendor_code: input.vendor,
      brand_code: input.brand,
      account_id: input.accountId,
      game_code: input.gameCode,
      currency: input.currency,
      expires_at: new Date(Date.now() + (input.ttlMs ?? walletSessionHours() * 3_600_000)),
    })
    .execute();
  return { token, launch };
}

export interface WalletSessionRow {
  id: bigint;
  vendor_code: string;
  brand_code: string;
  account_id: bigint;
  game_code: string;
  currency: string;
  expires_at: Date;
  account_status: 'active' | 'disabled';
  username: string;
}

const sessionColumns = [
  'ws.id',
  'ws.vendor_code',
  'ws.brand_code',
  'ws.account_id',
  'ws.game_code',
  'ws.currency',
  'ws.expires_at',
  'a.status as account_status',
  'a.username',
] as const;

/** Exchanges a launch code (once, within 2 minutes) for its session and token. */
export async function redeemLaunch(
  db: Kysely<Database>,
  secret: Buffer,
  launch: string,
): Promise<{ token: string; session: WalletSessionRow } | undefined> {
  const updated = await db
    .updateTable('wallet_session')
    .set({ launch_hash: null })
    .where('launch_hash', '=', hashToken(launch))
    .where('launch_expires_at', '>', new Date())
    .returning('id')
    .executeTakeFirst();
  if (!updated) return undefined;
  const session = await db
    .selectFrom('wallet_session as ws')
    .innerJoin('account as a', 'a.id', 'ws.account_id')
    .select(sessionColumns)
    .where('ws.id', '=', updated.id)
    .executeTakeFirstOrThrow();
  return { token: tokenOfLaunch(secret, launch), session };
}

/** The session of a token (expired ones too: the caller decides). */
export async function findWalletSession(
  db: Kysely<Database>,
  token: string,
): Promise<WalletSessionRow | undefined> {
  return db
    .selectFrom('wallet_session as ws')
    .innerJoin('account as a', 'a.id', 'ws.account_id')
    .select(sessionColumns)
    .where('ws.token_hash', '=', hashToken(token))
    .executeTakeFirst();
}
