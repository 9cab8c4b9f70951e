import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { PaymentMethodConfig } from '@/core/brand';
import type { Database } from '@/server/db/database';
import { enqueue } from '@/server/jobs/queue';
import {
  CallbackFormatError,
  type DepositCallback,
  type PaymentProvider,
  type PayoutCallback,
  SignatureError,
} from './provider';
import { sign, verifySignature } from './signature';

/**
 * The sandbox PSP. It behaves like a real one: the player is sent to its hosted payment page (served by this
 * server under /sandbox-pay/<orderNo>, with the amount, a QR code and Pay / Fail buttons); the outcome reaches
 * us later as a signed POST to /wps/payments/callback/<method>, delivered from the job queue with retries, and
 * payouts are confirmed the same way on /wps/payments/payout-callback/<method>.
 */
export const SANDBOX_JOB = {
  depositCallback: 'sandbox.deposit_callback',
  payoutCallback: 'sandbox.payout_callback',
};

/** Delay before the PSP "calls back" (a real PSP answers asynchronously): SANDBOX_CALLBACK_DELAY_MS, default 500. */
export function sandboxDelayMs(): number {
  const value = Number(process.env.SANDBOX_CALLBACK_DELAY_MS ?? 500);
  return Number.isFinite(value) && value >= 0 ? value : 500;
}

export const sandboxQrPayload = (order: { orderNo: string; amountText: string; currency: string }) =>
  `SANDBOXPAY:${order.orderNo}:${order.amountText}:${order.currency}`;

export interface SandboxCallbackJob extends Record<string, unknown> {
  brand: string;
  method: string;
  host: string;
  body: string;
}

/** The JSON body the sandbox PSP posts for a deposit (amount as an integer string of minor units). */
export function depositCallbackBody(order: {
  orderNo: string;
  amount: bigint;
  currency: string;
  status: 'success' | 'failed';
}): string {
  return JSON.stringify({
    orderNo: order.orderNo,
    status: order.status,
    amount: order.amount.toString(),
    currency: order.currency,
    providerTxnId: `SBX${randomBytes(8).toString('hex').toUpperCase()}`,
    ...(order.status === 'failed' ? { reason: 'declined_by_payer' } : {}),
    paidAt: new Date().toISOString(),
  });
}

const str = (value: unknown) =>
  typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : undefined;

function parseJson(rawBody: string): Record<string, unknown> {
  try {
    const value = JSON.parse(rawBody) as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new CallbackFormatError('callback body is not a JSON object');
}

export function sandboxProvider(
  secret: Buffer,
  method: PaymentMethodConfig,
  hostOf: (brand: string) => string,
): PaymentProvider {
  return {
    kind: 'sandbox',
    createDeposit: (order) => ({
      type: 'redirect',
      url: `/sandbox-pay/${encodeURIComponent(order.orderNo)}`,
      qrPayload: sandboxQrPayload(order),
    }),
    verifyCallback(rawBody, signature): DepositCallback {
      if (!verifySignature(secret, rawBody, signature)) throw new SignatureError('bad signature');
      const body = parseJson(rawBody);
      const orderNo = str(body.orderNo);
      const status = body.status === 'success' || body.status === 'failed' ? body.status : undefined;
      const amount =
        typeof body.amount === 'string' && /^[1-9]\d{0,17}$/.test(body.amount)
          ? BigInt(body.amount)
          : undefined;
      const currency = str(body.currency);
      const providerTxnId = str(body.providerTxnId);
      if (!orderNo || !status || amount === undefined || !currency || !providerTxnId) {
        throw new CallbackFormatError('callback body misses a field');
      }
      return {
        orderNo,
        status,
        amount,
        currency,
        providerTxnId,
        ...(str(body.reason) ? { reason: str(body.reason)! } : {}),
      };
    },
    async payout(trx: Transaction<Database>, order) {
      const body = JSON.stringify({
        orderNo: order.orderNo,
        status: 'paid',
        amount: order.amount.toString(),
        currency: order.currency,
        providerTxnId: `SBXP${randomBytes(8).toString('hex').toUpperCase()}`,
      });
      const payload: SandboxCallbackJob = {
        brand: order.brand,
        method: method.code,
        host: hostOf(order.brand),
        body,
      };
      await enqueue(trx, {
        kind: SANDBOX_JOB.payoutCallback,
        payload,
        dedupeKey: `sandbox-payout:${order.brand}:${order.orderNo}`,
        runAt: new Date(Date.now() + sandboxDelayMs()),
      });
      return 'sent';
    },
    verifyPayoutCallback(rawBody, signature): PayoutCallback {
      if (!verifySignature(secret, rawBody, signature)) throw new SignatureError('bad signature');
      const body = parseJson(rawBody);
      const orderNo = str(body.orderNo);
      const status = body.status === 'paid' || body.status === 'failed' ? body.status : undefined;
      const providerTxnId = str(body.providerTxnId);
      if (!orderNo || !status || !providerTxnId)
        throw new CallbackFormatError('payout callback misses a field');
      return { orderNo, status, providerTxnId, ...(str(body.reason) ? { reason: str(body.reason)! } : {}) };
    },
  };
}

/** Signs a sandbox callback body like the PSP would. */
export const signSandbox = (secret: Buffer, body: string) => sign(secret, body);
