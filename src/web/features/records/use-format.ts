import { useMemo } from 'react';
import { toMinor } from '../../../core/money-format';
import { useFormat as useAppFormat } from '../../lib/use-format';

/** Money in the brand currency, dates in the interface language, and the sign of an amount. */
export function useFormat() {
  const format = useAppFormat();
  return useMemo(() => {
    const { minorUnits, symbol } = format.currency;
    return {
      tag: format.tag,
      symbol,
      minorUnits,
      money: (amount: string, signed = false) => format.money(amount, signed),
      dateTime: (iso: string) => format.dateTime(iso),
      date: (value: Date) => format.date(value),
      shortDate: (value: Date) => format.shortDate(value),
      monthName: (value: Date) => format.monthName(value),
      compact: format.compact,
      count: format.count,
      minor: (amount: string) => toMinor(amount, minorUnits),
      tone: (amount: string): 'up' | 'down' | 'flat' =>
        !/[1-9]/.test(amount) ? 'flat' : amount.startsWith('-') ? 'down' : 'up',
    };
  }, [format]);
}
