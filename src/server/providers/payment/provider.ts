import type { Transaction } from 'kysely';
import type { PaymentMethodConfig } from '@/core/brand';
import type { Database } from '@/server/db/database';

/** A deposit order as a provider sees it. */
export interface DepositOrder {
  brand: string;
  orderNo: string;
  amount: bigint;
  /** The API decimal string of the amount. */
  amountText: string;
  currency: string;
}

/** What the player does next: go to the provider's page (or scan its QR), or transfer to a bank account. */
export type DepositAction =
  | { type: 'redirect'; url: string; qrPayload: string }
  | { type: 'bank'; bankName: string; accountName: string; accountNo: string; reference: string };

/** A verified deposit callback. */
export interface DepositCallback {
  orderNo: string;
  status: 'success' | 'failed';
  amount: bigint;
  currency: string;
  providerTxnId: string;
  reason?: string;
}

export interface PayoutOrder {
  brand: string;
  orderNo: string;
  amount: bigint;
  currency: string;
  bankCode: string;
  accountNo: string;
  holderName: string;
}

/** A verified payout callback. */
export interface PayoutCallback {
  orderNo: string;
  status: 'paid' | 'failed';
  providerTxnId: string;
  reason?: string;
}

/**
 * The payment-provider adapter (docs/money.md "Providers"). Callbacks are verified against the raw body and
 * its X-Signature header (HMAC-SHA256 with the method's secret) before anything is parsed or posted.
 */
export interface PaymentProvider {
  readonly kind: PaymentMethodConfig['provider'];
  /** Called once when the deposit order is created. */
  createDeposit(order: DepositOrder): DepositAction;
  /** Throws SignatureError when the signature does not match, CallbackFormatError when the body is malformed. */
  verifyCallback(rawBody: string, signature: unknown): DepositCallback;
  /**
   * Instructs the provider to pay a withdrawal out, in the approving transaction. 'done' means paid now (an
   * operator paid by hand); 'sent' means a payout callback will confirm it.
   */
  payout(trx: Transaction<Database>, order: PayoutOrder): Promise<'done' | 'sent'>;
  verifyPayoutCallback(rawBody: string, signature: unknown): PayoutCallback;
}

export class SignatureError extends Error {}
export class CallbackFormatError extends Error {}
