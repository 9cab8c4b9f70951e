import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGE_TAGS } from '../../../core/languages';
import { ApiError } from '../../lib/api';
import { useMoney } from '../../lib/use-money';

/** Money in the brand currency, points and dates in the interface language. */
export function useFormat() {
  const { i18n } = useTranslation();
  const { money, currency } = useMoney();
  return useMemo(() => {
    const tag = isLanguage(i18n.language) ? LANGUAGE_TAGS[i18n.language] : 'en';
    const dateTime = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
    const date = new Intl.DateTimeFormat(tag, { dateStyle: 'medium' });
    const integer = new Intl.NumberFormat(tag, { maximumFractionDigits: 2 });
    return {
      money,
      currency,
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
      date: (iso: string) => date.format(new Date(iso)),
      /** Points (and counts) grouped the language's way; the server sends them as integer strings or numbers. */
      number: (value: string | number) => integer.format(Number(value)),
    };
  }, [i18n.language, money, currency]);
}

/** An API error's text: the server's translated message, else the errors catalogue by code. */
export function useErrorText() {
  const { t } = useTranslation('errors');
  return (error: unknown) =>
    error instanceof ApiError
      ? error.serverMessage || t(error.code as 'unknown_error', { defaultValue: t('unknown_error') })
      : t('unknown_error');
}
