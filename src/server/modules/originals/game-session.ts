import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Brand } from '@/core/brand';
import { demoCreditsOf } from '@/core/originals-config';
import { hashToken } from '@/server/auth/tokens';
import type { Database } from '@/server/db/database';
import { DEMO_TOKEN_PREFIX, trialDemoOfToken } from '@/server/domains/identity';
import { AppError } from '@/server/errors';
import { findWalletSession } from '../vendor/wallet-sessions';
import { MQ } from './mq-client';

/**
 * Who is playing an in-house game screen: the `X-Game-Session` header (or `?session=` on the event stream)
 * carries either the MQ wallet token of a real launch — the very token MQ sends to the wallet — or a demo token
 * (`demo_…`) whose credits live in mq_demo, without any ledger posting: an anonymous screen's own credits, or a
 * trial account's (a screen it launched, demo_launch).
 */

export const DEMO_PREFIX = DEMO_TOKEN_PREFIX;
/** Demo sessions (and their bets) are kept a day. */
export const DEMO_HOURS = 24;

export interface GameSession {
  demo: boolean;
  /** Seed and bet owner: `a:<account id>` or `d:<demo id>`. */
  owner: string;
  brand: Brand;
  currency: string;
  accountId: bigint | null;
  username: string | null;
  demoId: bigint | null;
  /** The wallet token MQ sends to the protocol (real play). */
  token: string | null;
}

export async function createDemoSession(db: Kysely<Database>, brand: Brand): Promise<string> {
  const token = `${DEMO_PREFIX}${randomBytes(32).toString('base64url')}`;
  const currency = brand.config.currency.code;
  await db
    .insertInto('mq_demo')
    .values({
      token_hash: hashToken(token),
      brand_code: brand.config.code,
      currency,
      balance: demoCreditsOf(currency),
    })
    .execute();
  return token;
}

export function sessionTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-game-session'];
  const query = (request.query as { session?: unknown } | undefined)?.session;
  const value = typeof header === 'string' && header ? header : query;
  return typeof value === 'string' && /^[A-Za-z0-9_-]{20,120}$/.test(value) ? value : undefined;
}

/** The game session of a token in this brand, or 401 game_session_invalid / game_session_expired. */
export async function resolveGameSession(
  db: Kysely<Database>,
  brand: Brand,
  token: string | undefined,
): Promise<GameSession> {
  if (!token) throw new AppError('game_session_invalid');
  const currency = brand.config.currency.code;
  if (token.startsWith(DEMO_PREFIX)) {
    // An anonymous demo screen's own token, else a trial account's screen on its demo credits.
    const demo =
      (await db
        .selectFrom('mq_demo')
        .select(['id', 'brand_code', 'created_at'])
        .where('token_hash', '=', hashToken(token))
        .executeTakeFirst()) ?? (await trialDemoOfToken(db, token));
    if (!demo || demo.brand_code !== brand.config.code) throw new AppError('game_session_invalid');
    if (demo.created_at.getTime() < Date.now() - DEMO_HOURS * 3_600_000)
      throw new AppError('game_session_expired');
    return {
      demo: true,
      owner: `d:${demo.id}`,
      brand,
      currency,
      accountId: null,
      username: null,
      demoId: demo.id,
      token: null,
    };
  }
  const session = await findWalletSession(db, token);
  if (!session || session.vendor_code !== MQ || session.brand_code !== brand.config.code)
    throw new AppError('game_session_invalid');
  if (session.expires_at.getTime() <= Date.now()) throw new AppError('game_session_expired');
  if (session.account_status !== 'active') throw new AppError('account_disabled');
  return {
    demo: false,
    owner: `a:${session.account_id}`,
    brand,
    currency,
    accountId: session.account_id,
    username: session.username,
    demoId: null,
    token,
  };
}
