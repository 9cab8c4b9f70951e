import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGE_TAGS } from '../../../core/languages';
import { ApiError } from '../../lib/api';
import { useMoney } from '../../lib/use-money';

/** Money in the brand currency and dates in the interface language. */
export function useFormat() {
  const { i18n } = useTranslation();
  const { money } = useMoney();
  return useMemo(() => {
    const tag = isLanguage(i18n.language) ? LANGUAGE_TAGS[i18n.language] : 'en';
    const dateTime = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
    const date = new Intl.DateTimeFormat(tag, { dateStyle: 'medium' });
    const zoned = new Map<string, Intl.DateTimeFormat>();
    /** A day as the promotion's own time zone counts it (its schedule is written in that zone). */
    const zonedDate = (iso: string, timeZone: string) => {
      let formatter = zoned.get(timeZone);
      if (!formatter) {
        try {
          formatter = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone });
        } catch {
          formatter = date;
        }
        zoned.set(timeZone, formatter);
      }
      return formatter.format(new Date(iso));
    };
    return {
      money,
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
      date: (iso: string) => date.format(new Date(iso)),
      zonedDate,
      percent: (bp: number) => String(bp / 100),
    };
  }, [i18n.language, money]);
}

/** An API error's text: the server's translated message, else the errors catalogue by code. */
export function useErrorText() {
  const { t } = useTranslation('errors');
  return (error: unknown) =>
    error instanceof ApiError
      ? error.serverMessage || t(error.code as 'unknown_error', { defaultValue: t('unknown_error') })
      : t('unknown_error');
}
