import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentMethodConfig } from '@/core/brand';

/**
 * The HMAC secret of a payment method: the environment variable named by `secretEnv` (a real provider's
 * secret), else one derived from the server secret (the built-in sandbox and development setups).
 */
export function providerSecret(serverSecret: Buffer, brand: string, method: PaymentMethodConfig): Buffer {
  const fromEnv = method.secretEnv ? process.env[method.secretEnv] : undefined;
  if (fromEnv) return Buffer.from(fromEnv, 'utf8');
  return createHmac('sha256', serverSecret).update(`payment-provider:${brand}:${method.code}`).digest();
}

/** Hex HMAC-SHA256 of the raw body. */
export function sign(secret: Buffer, rawBody: string | Buffer): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** Constant-time check of a hex signature header against the raw body. */
export function verifySignature(secret: Buffer, rawBody: string | Buffer, signature: unknown): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-fA-F]{64}$/.test(signature)) return false;
  const expected = Buffer.from(sign(secret, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature.toLowerCase(), 'hex'));
}
