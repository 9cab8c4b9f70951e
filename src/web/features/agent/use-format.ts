import { useMemo } from 'react';
import { toMinor } from '../../lib/money-format';
import { useFormat as useAppFormat } from '../../lib/use-format';

/**
 * Money in the brand currency, counts and dates in the interface language (src/core/format.ts). Moments (a bet, a
 * registration) show in the brand's time zone, like the header clock; calendar days (a report's period, a chart's
 * axis) are the brand's business days already and show as they are, whatever the device's zone.
 */
export function useFormat() {
  const format = useAppFormat({ brandTime: true });
  const days = useAppFormat({ brandTime: false });
  return useMemo(() => {
    const { minorUnits, symbol } = format.currency;
    return {
      tag: format.tag,
      symbol,
      minorUnits,
      money: (amount: string, signed = false) => format.money(amount, signed),
      count: (n: number) => format.count(n),
      compact: (n: number) => format.compact(n),
      /** A fraction as a percentage: 0.125 → 12.5%. */
      percent: (fraction: number) => format.percent(fraction),
      /** The month of a calendar day (a report window's start), with its year. */
      monthName: (value: Date) => days.monthName(value),
      dateTime: (iso: string) => format.dateTime(iso),
      /** A calendar day of the API (YYYY-MM-DD) or a Date. */
      date: (value: Date | string) => days.date(typeof value === 'string' ? dayOf(value) : value),
      shortDate: (value: Date | string) => days.shortDate(typeof value === 'string' ? dayOf(value) : value),
      minor: (amount: string) => toMinor(amount, minorUnits),
      /** A decimal amount as a number for chart geometry only (never for sums or display). */
      plot: (amount: string) => Number(toMinor(amount, minorUnits)) / 10 ** minorUnits,
      tone: (amount: string): 'up' | 'down' | 'flat' =>
        !/[1-9]/.test(amount) ? 'flat' : amount.startsWith('-') ? 'down' : 'up',
    };
  }, [format, days]);
}

/** YYYY-MM-DD → local midnight of that day (the label of a calendar day, whatever the time zone). */
function dayOf(text: string): Date {
  const [y, m, d] = text.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}
