import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { useFormat as useAppFormat } from '../../lib/use-format';

/** Money in the brand currency, points and dates in the interface language (the app's formatter, src/core/format.ts). */
export function useFormat() {
  const format = useAppFormat();
  return useMemo(
    () => ({
      money: format.money,
      currency: format.currency,
      dateTime: (iso: string) => format.dateTime(iso),
      date: (iso: string) => format.date(iso),
      /** Points (and counts) grouped the language's way; the server sends them as integer strings or numbers. */
      number: (value: string | number) => format.number(value),
    }),
    [format],
  );
}

/** An API error's text: the server's translated message, else the errors catalogue by code. */
export function useErrorText() {
  const { t } = useTranslation('errors');
  return (error: unknown) =>
    error instanceof ApiError
      ? error.serverMessage || t(error.code as 'unknown_error', { defaultValue: t('unknown_error') })
      : t('unknown_error');
}
