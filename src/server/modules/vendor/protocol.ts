import {
  RS,
  type RsStatus,
  WALLET_ACTIONS,
  type WalletAction,
  type WalletAnswer,
  type WalletRequest,
} from '@/core/api/vendor';
import { MAX_MINOR } from '@/core/money';
import { parseNumeric } from '@/core/numeric';

/**
 * The seamless-wallet protocol's messages (docs/originals.md "Protocol"): what a vendor POSTs to
 * /vendor/<code>/wallet/{balance|bet|win|rollback} and what the operator answers. Parsing is strict: anything
 * that is not the expected shape is RS_ERROR_WRONG_SYNTAX, decided before any state is read.
 */

export { RS, type RsStatus, WALLET_ACTIONS, type WalletAction, type WalletAnswer, type WalletRequest };

/** The fields each action needs (besides request_uuid, user and currency, which all need). */
const REQUIRED: Record<WalletAction, (keyof WalletRequest)[]> = {
  balance: ['token'],
  bet: ['token', 'transaction_uuid', 'game_code', 'round', 'amount'],
  win: ['transaction_uuid', 'reference_transaction_uuid', 'game_code', 'round', 'amount'],
  rollback: ['transaction_uuid', 'reference_transaction_uuid', 'game_code', 'round'],
};

const ID_TEXT = /^[\x21-\x7E]{1,100}$/;
const TEXT_FIELDS: Record<string, RegExp> = {
  request_uuid: ID_TEXT,
  transaction_uuid: ID_TEXT,
  reference_transaction_uuid: ID_TEXT,
  round: ID_TEXT,
  user: /^[\x21-\x7E]{1,64}$/,
  token: /^[\x21-\x7E]{1,256}$/,
  game_code: /^[A-Za-z0-9_.-]{1,64}$/,
  currency: /^[A-Z]{3}$/,
};

/** The request_uuid of a body that may not parse, for echoing in an error answer ('' when there is none). */
export function requestUuidOf(body: unknown): string {
  const value = (body as { request_uuid?: unknown } | null)?.request_uuid;
  return typeof value === 'string' && ID_TEXT.test(value) ? value : '';
}

/** The body as a request of `action`, or null when it does not have the protocol's shape. */
export function parseWalletRequest(action: WalletAction, body: unknown): WalletRequest | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const input = body as Record<string, unknown>;
  for (const [field, pattern] of Object.entries(TEXT_FIELDS)) {
    const value = input[field];
    if (value === undefined) continue;
    if (typeof value !== 'string' || !pattern.test(value)) return null;
  }
  if (input.round_closed !== undefined && typeof input.round_closed !== 'boolean') return null;
  // Integer minor units as a JSON number (not text), through the one numeric parser.
  if (
    input.amount !== undefined &&
    !parseNumeric(input.amount, { integer: true, minimum: 0, maximum: Number(MAX_MINOR), strings: false }).ok
  )
    return null;
  for (const field of ['request_uuid', 'user', 'currency', ...REQUIRED[action]]) {
    if (input[field] === undefined) return null;
  }
  const pick = <K extends keyof WalletRequest>(key: K) =>
    (input[key] === undefined ? {} : { [key]: input[key] }) as Partial<WalletRequest>;
  return {
    request_uuid: input.request_uuid as string,
    user: input.user as string,
    currency: input.currency as string,
    ...pick('token'),
    ...pick('game_code'),
    ...pick('transaction_uuid'),
    ...pick('reference_transaction_uuid'),
    ...pick('round'),
    ...pick('round_closed'),
    ...pick('amount'),
  };
}

/**
 * What identifies a transaction under its transaction_uuid: the action, user, currency, amount, referenced bet,
 * round and game. The same uuid with any of these different is RS_ERROR_DUPLICATE_TRANSACTION; request_uuid,
 * token and round_closed may differ between retries.
 */
export function transactionFingerprint(action: WalletAction, request: WalletRequest): string {
  return JSON.stringify([
    action,
    request.user,
    request.currency,
    action === 'rollback' ? null : (request.amount ?? null),
    request.reference_transaction_uuid ?? null,
    request.round ?? null,
    request.game_code ?? null,
  ]);
}
