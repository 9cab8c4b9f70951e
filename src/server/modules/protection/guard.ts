import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/database';
import { AppError } from '@/server/errors';
import { exclusionRefusal } from './exclusion';
import { guardCacheOf } from './guard-cache';
import { limitRefusal } from './limits';

/**
 * Responsible gaming (issue 27): the ONE question every path that moves money or lets a player play asks — "may
 * this account do this now?". Exclusions (take-a-break / cool-off and self-exclusion, exclusion.ts) are asked
 * first, then the player's own limits (limits.ts). Call it inside the transaction that does the thing, after the
 * account's wallet row is locked, so no second request slips between the answer and the posting.
 */
export type ProtectedAction =
  /** Logging in (member or agent area). */
  | 'login'
  /** A deposit request or the credit of a deposit; `amount` is the deposit. */
  | 'deposit'
  /** A bet on any path: the seamless-wallet protocol, originals, lottery; `amount` is the stake. */
  | 'bet'
  /** Being offered, claiming or being credited a promotion or bonus, or sent a marketing message. */
  | 'promotion'
  /** Being credited a referral reward (as referrer or referee). */
  | 'referralReward'
  /** An agent earning salary, dividend or commission from this (downline) account's play. */
  | 'agentEarning'
  /** Receiving a transfer from an upline agent. */
  | 'transferIn';

export interface ProtectionQuestion {
  accountId: bigint;
  brandCode: string;
  action: ProtectedAction;
  /** The amount in minor units for deposit and bet. */
  amount?: bigint;
  /** The moment asked about; absent: the database clock. */
  now?: Date;
}

/** Why an action is refused: an error code of src/core/error-codes.ts and its message parameters. */
export interface ProtectionRefusal {
  code: string;
  params: Record<string, unknown>;
}

/**
 * The refusal for this action, or null when it may go on. Asked now (no `now`) on the server's own handle, an
 * account the guard cache holds as clear (no limit row, no exclusion not ended: guard-cache.ts) needs no query.
 */
export async function protectionRefusal(
  db: Kysely<Database>,
  question: ProtectionQuestion,
): Promise<ProtectionRefusal | null> {
  const cache = question.now === undefined ? guardCacheOf(db) : undefined;
  if (cache && (await cache.isClear(db, question.accountId))) return null;
  return (await exclusionRefusal(db, question)) ?? (await limitRefusal(db, question));
}

/** Throws the refusal as an AppError (the route answers it translated), or returns. */
export async function requireProtection(db: Kysely<Database>, question: ProtectionQuestion): Promise<void> {
  const refusal = await protectionRefusal(db, question);
  if (refusal) throw new AppError(refusal.code, refusal.params);
}
