import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGE_TAGS } from '../../../core/languages';
import { asMinorUnits, showMoney, toMinor } from '../../lib/money-format';
import { useBootstrap } from '../../lib/use-bootstrap';
import { isolateText } from '../../ui/bidi';
import { useDirection } from '../../ui/direction';

/** Money in the brand currency, rates, counts and times in the interface language. */
export function useFormat() {
  const { i18n } = useTranslation();
  const { brand } = useBootstrap();
  const direction = useDirection();
  return useMemo(() => {
    const tag = isLanguage(i18n.language) ? LANGUAGE_TAGS[i18n.language] : 'en';
    // Periods and times in the brand's business time zone (the agent header's clock), whatever the device's zone.
    const timeZone = brand.timeZone ?? 'UTC';
    const dateTime = new Intl.DateTimeFormat(tag, { timeZone, dateStyle: 'medium', timeStyle: 'short' });
    const count = new Intl.NumberFormat(tag);
    const short = new Intl.DateTimeFormat(tag, {
      timeZone,
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    const shortDay = new Intl.DateTimeFormat(tag, { timeZone, month: 'short', day: 'numeric' });
    const clock = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const compact = new Intl.NumberFormat(tag, { notation: 'compact', maximumFractionDigits: 1 });
    const minorUnits = asMinorUnits(brand.currencyMinorUnits);
    return {
      minorUnits,
      // Isolated in right-to-left text (ui/bidi.tsx): "−₱10.00" must not become "₱10.00−".
      money: (amount: string, signed = false) =>
        isolateText(showMoney(amount, brand.currencySymbol, signed), direction),
      /** A rate in percent ("1.5" → "1.5%"). */
      rate: (rate: string) => `${rate}%`,
      count: (n: number) => count.format(n),
      compact: (n: number) => compact.format(n),
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
      /** A period's start for a chart axis: the day, with the hour when it does not start at midnight. */
      shortPeriod: (iso: string) => {
        const date = new Date(iso);
        return clock.format(date) === '00:00' ? shortDay.format(date) : short.format(date);
      },
      /** A decimal amount as a number for chart geometry only (never for sums or display). */
      plot: (amount: string) => Number(toMinor(amount, minorUnits)) / 10 ** minorUnits,
      symbol: brand.currencySymbol,
    };
  }, [i18n.language, brand.currencySymbol, brand.currencyMinorUnits, brand.timeZone, direction]);
}
