import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { useFormat as useAppFormat } from '../../lib/use-format';

/** Money in the brand currency and dates in the interface language (src/core/format.ts). */
export function useFormat() {
  const format = useAppFormat();
  return useMemo(() => {
    /** A day as the promotion's own time zone counts it (its schedule is written in that zone). */
    const zonedDate = (iso: string, timeZone: string) => format.dateIn(iso, timeZone);
    return {
      money: (amount: string | bigint, signed = false) => format.money(amount, signed),
      dateTime: (iso: string) => format.dateTime(iso),
      date: (iso: string) => format.date(iso),
      zonedDate,
      /** Basis points as a number of percent in the language's digits ("150" → "1.5"); the text adds "%". */
      percent: (bp: number) => format.number(bp / 100),
      count: (n: number) => format.count(n),
    };
  }, [format]);
}

/** An API error's text: the server's translated message, else the errors catalogue by code. */
export function useErrorText() {
  const { t } = useTranslation('errors');
  return (error: unknown) =>
    error instanceof ApiError
      ? error.serverMessage || t(error.code as 'unknown_error', { defaultValue: t('unknown_error') })
      : t('unknown_error');
}
