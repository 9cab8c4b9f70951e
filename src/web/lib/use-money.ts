import { useMemo } from 'react';
import { asMinorUnits, type CurrencyRules, formatMoney } from '../../core/money-format';
import { isolateText } from '../ui/bidi';
import { useDirection } from '../ui/direction';
import { useBootstrap } from './use-bootstrap';

/** The brand currency's rules and the formatter every screen uses for its amounts (src/core/money-format.ts). */
export function useMoney() {
  const { brand } = useBootstrap();
  const direction = useDirection();
  return useMemo(() => {
    const currency: CurrencyRules = {
      symbol: brand.currencySymbol,
      minorUnits: asMinorUnits(brand.currencyMinorUnits),
    };
    return {
      currency,
      // Isolated in right-to-left text (ui/bidi.tsx): "−₱10.00" must not become "₱10.00−".
      money: (amount: string | bigint, signed = false) =>
        isolateText(formatMoney(amount, currency, signed), direction),
    };
  }, [brand.currencySymbol, brand.currencyMinorUnits, direction]);
}
