import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGE_TAGS } from '../../../core/languages';
import { asMinorUnits, formatMoney, toMinor } from '../../../core/money-format';
import { useBootstrap } from '../../lib/use-bootstrap';
import { isolateText } from '../../ui/bidi';
import { useDirection } from '../../ui/direction';

/** Money in the brand currency, dates in the interface language, and the sign of an amount. */
export function useFormat() {
  const { i18n } = useTranslation();
  const { brand } = useBootstrap();
  const direction = useDirection();
  return useMemo(() => {
    const tag = isLanguage(i18n.language) ? LANGUAGE_TAGS[i18n.language] : 'en';
    const dateTime = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
    const date = new Intl.DateTimeFormat(tag, { dateStyle: 'medium' });
    const short = new Intl.DateTimeFormat(tag, { month: 'short', day: 'numeric' });
    const month = new Intl.DateTimeFormat(tag, { month: 'short', year: 'numeric' });
    const minorUnits = asMinorUnits(brand.currencyMinorUnits);
    return {
      tag,
      symbol: brand.currencySymbol,
      minorUnits,
      // Isolated in right-to-left text (ui/bidi.tsx): "−₱10.00" must not become "₱10.00−".
      money: (amount: string, signed = false) =>
        isolateText(formatMoney(amount, { symbol: brand.currencySymbol, minorUnits }, signed), direction),
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
      date: (value: Date) => date.format(value),
      shortDate: (value: Date) => short.format(value),
      monthName: (value: Date) => month.format(value),
      minor: (amount: string) => toMinor(amount, minorUnits),
      tone: (amount: string): 'up' | 'down' | 'flat' =>
        !/[1-9]/.test(amount) ? 'flat' : amount.startsWith('-') ? 'down' : 'up',
    };
  }, [i18n.language, brand.currencySymbol, brand.currencyMinorUnits, direction]);
}
