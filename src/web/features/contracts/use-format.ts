import { useMemo } from 'react';
import { toMinor } from '../../lib/money-format';
import { useFormat as useAppFormat } from '../../lib/use-format';

/** Money in the brand currency, rates, counts and times in the interface language (src/core/format.ts). */
export function useFormat() {
  // Periods and times in the brand's business time zone (the agent header's clock), whatever the device's zone.
  const format = useAppFormat({ brandTime: true });
  return useMemo(() => {
    const { minorUnits, symbol } = format.currency;
    // The hour of a period start in the brand zone, to tell a midnight start from an hourly one.
    const clock = new Intl.DateTimeFormat('en-GB', {
      timeZone: format.timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    return {
      minorUnits,
      money: (amount: string, signed = false) => format.money(amount, signed),
      /** A rate in percent ("1.5" → "1.5%"), in the language's digits. */
      rate: (rate: string) => format.percent(Number(rate) / 100),
      count: (n: number) => format.count(n),
      compact: (n: number) => format.compact(n),
      dateTime: (iso: string) => format.dateTime(iso),
      /** A period's start for a chart axis: the day, with the hour when it does not start at midnight. */
      shortPeriod: (iso: string) =>
        clock.format(new Date(iso)) === '00:00' ? format.shortDate(iso) : format.shortDateTime(iso),
      /** A decimal amount as a number for chart geometry only (never for sums or display). */
      plot: (amount: string) => Number(toMinor(amount, minorUnits)) / 10 ** minorUnits,
      symbol,
    };
  }, [format]);
}
