import { createHmac, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/database';
import { protectionRefusal } from '@/server/domains/identity';
import { AppError } from '@/server/errors';
import { RS, type RsStatus, type WalletAnswer } from '../vendor/protocol';

/**
 * The in-house vendor MQ as a client of the operator's seamless wallet (docs/originals.md "MQ is a vendor"): it
 * builds the protocol's JSON, signs it with MQ's secret and hands the raw body and signature to the operator's
 * handler — the same function the HTTP route calls, directly in-process (no HTTP hop), so the signature check,
 * idempotency, tombstones and every status apply to MQ exactly as to PG or JDB.
 */

export type WalletCall = (
  vendor: string,
  action: string,
  rawBody: string,
  signature: string,
) => Promise<WalletAnswer>;

export const MQ = 'MQ';

export interface Player {
  user: string;
  currency: string;
}

export class MqClient {
  constructor(
    private readonly call: WalletCall,
    private readonly secret: Buffer,
  ) {}

  private send(action: string, body: Record<string, unknown>): Promise<WalletAnswer> {
    const raw = JSON.stringify({ request_uuid: randomUUID(), ...body });
    const signature = createHmac('sha256', this.secret).update(raw).digest('hex');
    return this.call(MQ, action, raw, signature);
  }

  balance(player: Player, token: string, gameCode: string) {
    return this.send('balance', { ...player, token, game_code: gameCode });
  }

  bet(
    player: Player,
    input: {
      token: string;
      uuid: string;
      gameCode: string;
      round: string;
      amount: bigint;
      roundClosed: boolean;
    },
  ) {
    return this.send('bet', {
      ...player,
      token: input.token,
      transaction_uuid: input.uuid,
      game_code: input.gameCode,
      round: input.round,
      round_closed: input.roundClosed,
      amount: Number(input.amount),
    });
  }

  win(player: Player, input: { betUuid: string; gameCode: string; round: string; amount: bigint }) {
    return this.send('win', {
      ...player,
      transaction_uuid: `${input.betUuid}:w`,
      reference_transaction_uuid: input.betUuid,
      game_code: input.gameCode,
      round: input.round,
      round_closed: true,
      amount: Number(input.amount),
    });
  }

  rollback(player: Player, input: { betUuid: string; gameCode: string; round: string }) {
    return this.send('rollback', {
      ...player,
      transaction_uuid: `${input.betUuid}:r`,
      reference_transaction_uuid: input.betUuid,
      game_code: input.gameCode,
      round: input.round,
    });
  }
}

/** A refused bet as the error the game screen shows. */
export function refusalError(
  status: RsStatus,
  answer: WalletAnswer,
  /** The available balance as a message parameter (moneyParam: formatted in the reader's language). */
  format: (minor: number) => unknown = String,
): AppError {
  switch (status) {
    case RS.NOT_ENOUGH_MONEY:
      return new AppError('insufficient_funds', {
        available: answer.balance === undefined ? '' : format(answer.balance),
      });
    case RS.LIMIT_REACHED:
      return new AppError('bet_limit_reached');
    case RS.USER_DISABLED:
      return new AppError('account_disabled');
    case RS.TOKEN_EXPIRED:
      return new AppError('game_session_expired');
    case RS.INVALID_TOKEN:
      return new AppError('game_session_invalid');
    default:
      return new AppError('bet_failed');
  }
}

/**
 * refusalError for a bet of a real account, with the responsible-gaming reason when the wallet refused it as
 * disabled or over a limit: the guard (docs/responsible-gaming.md) answered the wallet, so its refusal — "you are
 * taking a break until …", the limit and its reset — is the message the player sees.
 */
export async function betRefusalError(
  db: Kysely<Database>,
  bet: { accountId: bigint; brandCode: string; amount: bigint },
  status: RsStatus,
  answer: WalletAnswer,
  format: (minor: number) => unknown = String,
): Promise<AppError> {
  if (status === RS.USER_DISABLED || status === RS.LIMIT_REACHED) {
    const refusal = await protectionRefusal(db, { ...bet, action: 'bet' });
    if (refusal) return new AppError(refusal.code, refusal.params);
  }
  return refusalError(status, answer, format);
}

/** Statuses that are a definite answer to a bet (anything else: the outcome is unknown, roll back). */
export const DEFINITE_BET_STATUSES: ReadonlySet<RsStatus> = new Set([
  RS.OK,
  RS.NOT_ENOUGH_MONEY,
  RS.LIMIT_REACHED,
  RS.USER_DISABLED,
  RS.TOKEN_EXPIRED,
  RS.INVALID_TOKEN,
  RS.WRONG_CURRENCY,
  RS.TRANSACTION_ROLLED_BACK,
  RS.DUPLICATE_TRANSACTION,
]);
