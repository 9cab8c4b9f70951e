import { createHmac, randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { accountPolicy, type Brand } from '@/core/brand';
import { hashToken } from '@/server/auth/tokens';
import type { Database } from '@/server/db/database';

/**
 * Demo credits of a trial (free-play) account (spec §6: demo play only). They live in one mq_demo row per trial
 * account (migration 0025), never in the ledger: free play credits the brand's `accounts.freePlayBalance` (the
 * figure the help centre quotes), the in-house games' demo screens and the vendors' demo modes (their wallet
 * calls, modules/vendor/demo-wallet.ts) move them, and no record of real play ever sees them.
 */

type Db = Kysely<Database> | Transaction<Database>;

/** Prefix of every demo game session token (modules/originals/game-session.ts reads it). */
export const DEMO_TOKEN_PREFIX = 'demo_';
/** A launch code of a trial's in-house demo screen is valid once, for 2 minutes (as a real launch's). */
const LAUNCH_CODE_MS = 120_000;

export interface TrialDemo {
  id: bigint;
  balance: bigint;
  currency: string;
}

/** The trial's demo credits, created with the brand's free-play balance on first use (idempotent). */
export async function ensureTrialDemo(db: Db, brand: Brand, accountId: bigint): Promise<TrialDemo> {
  await db
    .insertInto('mq_demo')
    .values({
      account_id: accountId,
      token_hash: null,
      brand_code: brand.config.code,
      currency: brand.config.currency.code,
      balance: BigInt(accountPolicy(brand.config).freePlayBalance),
    })
    .onConflict((oc) => oc.column('account_id').doNothing())
    .execute();
  const row = await db
    .selectFrom('mq_demo')
    .select(['id', 'balance', 'currency'])
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return { id: row.id, balance: row.balance, currency: row.currency };
}

const tokenOfCode = (secret: Buffer, code: string) =>
  `${DEMO_TOKEN_PREFIX}${createHmac('sha256', secret).update(`demo-launch:${code}`).digest('base64url')}`;

/** A one-time launch code for an in-house demo screen on the trial's credits (exchanged by redeemTrialLaunch). */
export async function createTrialLaunch(
  db: Db,
  secret: Buffer,
  demoId: bigint,
  gameCode: string,
): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  await db
    .insertInto('demo_launch')
    .values({
      demo_id: demoId,
      game_code: gameCode,
      token_hash: hashToken(tokenOfCode(secret, code)),
      launch_hash: hashToken(code),
      launch_expires_at: new Date(Date.now() + LAUNCH_CODE_MS),
    })
    .execute();
  return code;
}

/** Exchanges a launch code (once, within 2 minutes) for the game session token; undefined when it is not one. */
export async function redeemTrialLaunch(
  db: Db,
  secret: Buffer,
  code: string,
): Promise<{ token: string; demoId: bigint; gameCode: string } | undefined> {
  const used = await db
    .updateTable('demo_launch')
    .set({ launch_hash: null })
    .where('launch_hash', '=', hashToken(code))
    .where('launch_expires_at', '>', new Date())
    .returning(['demo_id', 'game_code'])
    .executeTakeFirst();
  return used
    ? { token: tokenOfCode(secret, code), demoId: used.demo_id, gameCode: used.game_code }
    : undefined;
}

/** The trial's credits behind a demo game session token of demo_launch, with the brand they belong to. */
export async function trialDemoOfToken(db: Db, token: string) {
  return db
    .selectFrom('demo_launch as l')
    .innerJoin('mq_demo as d', 'd.id', 'l.demo_id')
    .select(['d.id', 'd.brand_code', 'l.created_at'])
    .where('l.token_hash', '=', hashToken(token))
    .executeTakeFirst();
}
