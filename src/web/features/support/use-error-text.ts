import { useTranslation } from 'react-i18next';
import { ApiError } from '@/web/lib/api';

/** Display text of a failed support call: the server's translated message, else the code's text. */
export function useErrorText() {
  const { t } = useTranslation('errors');
  return (error: unknown) =>
    error instanceof ApiError
      ? error.serverMessage || t(error.code as 'unknown_error', { defaultValue: t('unknown_error') })
      : t('unknown_error');
}
