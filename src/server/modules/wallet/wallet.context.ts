import { type PaymentsConfig, paymentsOf } from '@/core/brand';
import { type MinorUnits, parseAmount } from '@/core/money';
import type { ServiceContext } from '@/server/context';
import { AppError } from '@/server/errors';
import type { WalletHooks } from './wallet-hooks';

/**
 * What every money service needs: the database, the server secret (provider secrets derive from it) and the
 * brand. Routes build it from the request; the ops CLI and the invariants suite build it directly.
 */
export type WalletCtx = Pick<ServiceContext, 'db' | 'secret' | 'brand'> & {
  /** Rules other modules pass into the money flows (promotions); none = the plain flows. */
  hooks?: WalletHooks;
};

export const brandCode = (ctx: WalletCtx) => ctx.brand.config.code;
export const currencyOf = (ctx: WalletCtx) => ctx.brand.config.currency.code;
export const minorUnitsOf = (ctx: Pick<WalletCtx, 'brand'>): MinorUnits =>
  ctx.brand.config.currency.minorUnits;
export const payments = (ctx: WalletCtx): PaymentsConfig => paymentsOf(ctx.brand.config);

// The brand's amounts for the API and for messages (core: the bonus pockets and other modules use them too).
import { money, priced } from '@/core/brand-amounts';

export { money, priced };

/**
 * Parses an amount from a request field into minor units within [min, max], or throws the matching 400 with
 * the bounds formatted in the brand currency.
 */
export function amountFrom(
  ctx: WalletCtx,
  value: unknown,
  bounds: { min?: number | bigint; max?: number | bigint } = {},
) {
  const min = bounds.min === undefined ? undefined : BigInt(bounds.min);
  const max = bounds.max === undefined ? undefined : BigInt(bounds.max);
  const parsed = parseAmount(value, { minorUnits: minorUnitsOf(ctx), min, max });
  if (parsed.ok) return parsed.minor;
  throw new AppError(parsed.error, {
    decimals: minorUnitsOf(ctx),
    min: min === undefined ? '' : priced(ctx, min),
    max: max === undefined ? '' : priced(ctx, max),
  });
}

/** Idempotency keys from clients: header Idempotency-Key or body field idempotencyKey, 8–64 safe characters. */
export const CLIENT_KEY = /^[A-Za-z0-9_.:-]{8,64}$/;

export function clientKeyOf(header: unknown, body: unknown): string {
  const value = typeof header === 'string' && header ? header : body;
  if (typeof value !== 'string' || value === '') throw new AppError('idempotency_key_required');
  if (!CLIENT_KEY.test(value)) throw new AppError('invalid_request', { field: 'idempotencyKey', detail: '' });
  return value;
}
