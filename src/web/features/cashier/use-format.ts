import { useMemo } from 'react';
import { useFormat as useAppFormat } from '../../lib/use-format';

/** Dates in the interface language; money in the brand currency (the app's formatter, src/core/format.ts). */
export function useFormat() {
  const format = useAppFormat();
  return useMemo(
    () => ({
      symbol: format.currency.symbol,
      minorUnits: format.currency.minorUnits,
      symbolAfter: format.symbolAfter,
      money: (amount: string, signed = false) => format.money(amount, signed),
      dateTime: (iso: string) => format.dateTime(iso),
      date: (value: Date) => format.date(value),
      count: format.count,
    }),
    [format],
  );
}
