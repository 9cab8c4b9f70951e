import { useMemo } from 'react';
import { asMinorUnits, type CurrencyRules, formatMoney } from '../../core/money-format';
import { useBootstrap } from './use-bootstrap';

/** The brand currency's rules and the formatter every screen uses for its amounts (src/core/money-format.ts). */
export function useMoney() {
  const { brand } = useBootstrap();
  return useMemo(() => {
    const currency: CurrencyRules = {
      symbol: brand.currencySymbol,
      minorUnits: asMinorUnits(brand.currencyMinorUnits),
    };
    return {
      currency,
      money: (amount: string | bigint, signed = false) => formatMoney(amount, currency, signed),
    };
  }, [brand.currencySymbol, brand.currencyMinorUnits]);
}
