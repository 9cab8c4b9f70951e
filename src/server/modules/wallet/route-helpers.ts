import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contextOf } from '../../context';
import type { LiveSession } from '../../domains/identity';
import { clientKeyOf, type WalletCtx } from './wallet.context';

export const ctxOf = (app: FastifyInstance, request: FastifyRequest): WalletCtx => ({
  ...contextOf(request),
  hooks: app.walletHooks,
});

/** The session set by requireSession (the guard runs first on every route that calls this). */
export const sessionOf = (request: FastifyRequest): LiveSession => request.session!;

/** The client's idempotency key: header Idempotency-Key, else body field idempotencyKey. */
export const keyOf = (request: FastifyRequest) =>
  clientKeyOf(
    request.headers['idempotency-key'],
    (request.body as Record<string, unknown> | undefined)?.idempotencyKey,
  );

export const bearer = [{ bearer: [] }];
export const loose = { type: 'object', additionalProperties: true } as const;
export const text = (max = 255) => ({ type: 'string', maxLength: max }) as const;
/** Amounts are decimal strings; no `type` here, so a JSON number is not coerced and is refused as amount_invalid. */
export const amountField = {
  description: 'decimal string in the brand currency, e.g. "123.45" (VND: "1234")',
} as const;
export const idempotencyField = {
  type: 'string',
  maxLength: 64,
  description: 'or header Idempotency-Key',
} as const;

export const pageQuery = {
  pageNo: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
} as const;

/** A decimal id in a path or body (bigint ids travel as strings). */
export function idOf(value: unknown): bigint | undefined {
  return typeof value === 'string' && /^\d{1,18}$/.test(value) ? BigInt(value) : undefined;
}
