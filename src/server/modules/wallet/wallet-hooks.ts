import type { Transaction } from 'kysely';
import type { Database } from '@/server/db/database';
import type { WalletCtx } from './wallet.context';

/**
 * Rules other modules pass into the money flows (promotions and VIP install them; docs/promotions.md). The wallet
 * keeps no module-level state: the hooks travel in the WalletCtx, filled from the `walletHooks` decorator by routes
 * and from the module's factory by the ops CLI. Every hook is optional: without it the flow is as before. Bonus
 * money is not a hook: every outflow asks the money domain's free-balance guard (modules/pockets/free-balance.ts).
 */
export interface WalletHooks {
  /**
   * In the deposit's credit transaction, right after the credit: may only enqueue follow-up work (it must not
   * lock rows of its own, so the deposit's lock order stays the deposit's).
   */
  depositCredited?(
    trx: Transaction<Database>,
    ctx: WalletCtx,
    deposit: { id: bigint; orderNo: string; accountId: bigint; credited: bigint },
  ): Promise<void>;
  /**
   * Per-player withdrawal limits (the VIP module: docs/vip-points.md): `dailyCount` replaces the brand's count per
   * 24 hours, `dailyAmount` caps the sum requested in 24 hours (vip_withdrawal_limit). Read in the withdrawal
   * transaction after the wallet rows are locked, and by the withdraw page.
   */
  withdrawalLimits?(
    db: WalletCtx['db'] | Transaction<Database>,
    ctx: WalletCtx,
    accountId: bigint,
  ): Promise<{ level: number; dailyCount: number; dailyAmount: bigint } | undefined>;
  /**
   * May this player withdraw this amount at all? Throws the refusal (KYC: kyc_level_required above the brand's
   * unverified amount, docs/kyc.md). Asked by the withdrawal request before anything is held.
   */
  withdrawalAllowed?(ctx: WalletCtx, accountId: bigint, amount: bigint): Promise<void>;
  /** Extra fields of GET /wps/cashier/withdraw/info (e.g. VIP's `vip`). */
  withdrawInfo?(ctx: WalletCtx, accountId: bigint): Promise<Record<string, unknown>>;
  /** availablePromoCount and availablePromo of the public state. */
  publicPromotions?(
    ctx: WalletCtx,
    accountId: bigint,
  ): Promise<{ availablePromoCount: number; availablePromo: Record<string, unknown> }>;
}
