import { useMemo } from 'react';
import type { CurrencyRules } from '@/core/money-format';
import { useFormat } from './use-format';

/** The brand currency's rules and the formatter every screen uses for its amounts (src/core/format.ts). */
export function useMoney() {
  const format = useFormat();
  return useMemo(() => {
    const currency: CurrencyRules = format.currency;
    return { currency, money: format.money };
  }, [format]);
}
