import { localized } from '@/core/brand';
import type { Language } from '@/core/languages';
import { methodsOf } from '@/server/providers/payment/registry';
import { money, payments, type WalletCtx } from './wallet.context';

/** GET /wps/cashier/deposit/methods value. */
export function depositMethods(ctx: WalletCtx, language: Language) {
  const { config } = ctx.brand;
  const fallback = config.languages.default;
  return {
    currency: config.currency.code,
    currencySymbol: config.currency.symbol,
    minorUnits: config.currency.minorUnits,
    tutorial: localized(payments(ctx).depositTutorial, language, fallback),
    methods: methodsOf(ctx.brand).map((m) => ({
      code: m.code,
      provider: m.provider,
      name: localized(m.name, language, fallback),
      min: money(ctx, m.min),
      max: money(ctx, m.max),
      fee: m.fee ? { percentBp: m.fee.percentBp ?? 0, fixed: money(ctx, m.fee.fixed ?? 0) } : null,
    })),
  };
}
