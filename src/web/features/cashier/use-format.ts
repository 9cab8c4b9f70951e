import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGE_TAGS } from '../../../core/languages';
import { asMinorUnits, formatMoney } from '../../../core/money-format';
import { useBootstrap } from '../../lib/use-bootstrap';
import { isolateText } from '../../ui/bidi';
import { useDirection } from '../../ui/direction';

/** Dates in the interface language; money with the brand currency's rules (src/core/money-format.ts). */
export function useFormat() {
  const { i18n } = useTranslation();
  const { brand } = useBootstrap();
  const direction = useDirection();
  return useMemo(() => {
    const tag = isLanguage(i18n.language) ? LANGUAGE_TAGS[i18n.language] : 'en';
    const dateTime = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
    const date = new Intl.DateTimeFormat(tag, { dateStyle: 'medium' });
    const minorUnits = asMinorUnits(brand.currencyMinorUnits);
    return {
      symbol: brand.currencySymbol,
      minorUnits,
      // Isolated in right-to-left text (ui/bidi.tsx): "−₱10.00" must not become "₱10.00−".
      money: (amount: string, signed = false) =>
        isolateText(formatMoney(amount, { symbol: brand.currencySymbol, minorUnits }, signed), direction),
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
      date: (value: Date) => date.format(value),
    };
  }, [i18n.language, brand.currencySymbol, brand.currencyMinorUnits, direction]);
}
