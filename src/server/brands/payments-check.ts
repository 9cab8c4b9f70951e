import type { BrandConfig } from '@/core/brand';

/** Cross-field rules of brand.json "payments" that the schema cannot express (pointer, reason). */
export function paymentProblems(config: BrandConfig): { pointer: string; reason: string }[] {
  const payments = config.payments;
  if (!payments) return [];
  const problems: { pointer: string; reason: string }[] = [];
  const methods = payments.deposit.methods;
  const codes = new Set<string>();
  for (const [i, method] of methods.entries()) {
    const at = `/payments/deposit/methods/${i}`;
    if (codes.has(method.code))
      problems.push({ pointer: `${at}/code`, reason: `method ${method.code} appears twice` });
    codes.add(method.code);
    if (method.min > method.max) problems.push({ pointer: `${at}/min`, reason: 'min is greater than max' });
    if (method.provider === 'manual' && !method.manual) {
      problems.push({
        pointer: `${at}/manual`,
        reason: 'a manual method needs the receiving account ("manual")',
      });
    }
    if (!method.name[config.languages.default]) {
      problems.push({
        pointer: `${at}/name`,
        reason: `needs a name in the default language "${config.languages.default}"`,
      });
    }
  }
  const { withdrawal } = payments;
  if (withdrawal.min > withdrawal.max)
    problems.push({ pointer: '/payments/withdrawal/min', reason: 'min is greater than max' });
  if (!codes.has(withdrawal.payoutMethod)) {
    problems.push({
      pointer: '/payments/withdrawal/payoutMethod',
      reason: `payout method ${withdrawal.payoutMethod} is not one of the deposit methods`,
    });
  }
  if (payments.isSingleWallet && (payments.gameWallets?.length ?? 0) > 0) {
    problems.push({ pointer: '/payments/gameWallets', reason: 'game wallets need isSingleWallet false' });
  }
  if (!payments.isSingleWallet && (payments.gameWallets?.length ?? 0) === 0) {
    problems.push({
      pointer: '/payments/gameWallets',
      reason: 'isSingleWallet false needs at least one game wallet',
    });
  }
  const banks = new Set<string>();
  for (const [i, bank] of payments.banks.entries()) {
    if (banks.has(bank.code))
      problems.push({ pointer: `/payments/banks/${i}/code`, reason: `bank ${bank.code} appears twice` });
    banks.add(bank.code);
  }
  return problems;
}
