import type { PaymentMethodConfig } from '@/core/brand';
import { AppError } from '@/server/errors';
import {
  CallbackFormatError,
  type PaymentProvider,
  SignatureError,
} from '@/server/providers/payment/provider';
import { methodOf, providerFor } from '@/server/providers/payment/registry';
import type { WalletCtx } from './wallet.context';

/**
 * The check every provider callback passes first (deposit and payout): the method must be one of the brand's
 * (404), and the provider verifies the signature over the raw body (401) and reads it (400) before anything is
 * looked up or posted.
 */
export function verifiedCallback<T>(
  ctx: WalletCtx,
  methodCode: string,
  verify: (provider: PaymentProvider) => T,
): { method: PaymentMethodConfig; callback: T } {
  const method = methodOf(ctx.brand, methodCode);
  if (!method) throw new AppError('not_found');
  try {
    return { method, callback: verify(providerFor(ctx.secret, ctx.brand, method)) };
  } catch (error) {
    if (error instanceof SignatureError) throw new AppError('invalid_signature');
    if (error instanceof CallbackFormatError)
      throw new AppError('invalid_request', { field: 'body', detail: error.message });
    throw error;
  }
}
