import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contextOf } from '@/server/context';
import type { LiveSession } from '@/server/domains/identity';
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

/** A decimal id in a path or body (bigint ids travel as strings). */
export function idOf(value: unknown): bigint | undefined {
  return typeof value === 'string' && /^\d{1,18}$/.test(value) ? BigInt(value) : undefined;
}
