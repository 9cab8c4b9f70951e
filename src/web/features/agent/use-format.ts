import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGE_TAGS } from '../../../core/languages';
import { asMinorUnits, showMoney, toMinor } from '../../lib/money-format';
import { useBootstrap } from '../../lib/use-bootstrap';
import { isolateText } from '../../ui/bidi';
import { useDirection } from '../../ui/direction';

/** Money in the brand currency, counts and dates in the interface language. */
export function useFormat() {
  const { i18n } = useTranslation();
  const { brand } = useBootstrap();
  const direction = useDirection();
  return useMemo(() => {
    const tag = isLanguage(i18n.language) ? LANGUAGE_TAGS[i18n.language] : 'en';
    const dateTime = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
    const date = new Intl.DateTimeFormat(tag, { dateStyle: 'medium' });
    const short = new Intl.DateTimeFormat(tag, { month: 'short', day: 'numeric' });
    const count = new Intl.NumberFormat(tag);
    const compact = new Intl.NumberFormat(tag, { notation: 'compact', maximumFractionDigits: 1 });
    const minorUnits = asMinorUnits(brand.currencyMinorUnits);
    return {
      tag,
      symbol: brand.currencySymbol,
      minorUnits,
      // Isolated in right-to-left text (ui/bidi.tsx): "−₱10.00" must not become "₱10.00−".
      money: (amount: string, signed = false) =>
        isolateText(showMoney(amount, brand.currencySymbol, signed), direction),
      count: (n: number) => count.format(n),
      compact: (n: number) => compact.format(n),
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
      /** A calendar day of the API (YYYY-MM-DD) or a Date. */
      date: (value: Date | string) => date.format(typeof value === 'string' ? dayOf(value) : value),
      shortDate: (value: Date | string) => short.format(typeof value === 'string' ? dayOf(value) : value),
      minor: (amount: string) => toMinor(amount, minorUnits),
      /** A decimal amount as a number for chart geometry only (never for sums or display). */
      plot: (amount: string) => Number(toMinor(amount, minorUnits)) / 10 ** minorUnits,
      tone: (amount: string): 'up' | 'down' | 'flat' =>
        !/[1-9]/.test(amount) ? 'flat' : amount.startsWith('-') ? 'down' : 'up',
    };
  }, [i18n.language, brand.currencySymbol, brand.currencyMinorUnits, direction]);
}

/** YYYY-MM-DD → local midnight of that day (the label of a calendar day, whatever the time zone). */
function dayOf(text: string): Date {
  const [y, m, d] = text.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}
