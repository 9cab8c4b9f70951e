import { useTranslation } from 'react-i18next';
import { type FormFieldError, fieldErrorMessageKey } from '@/core/field-rules';
import { ApiError } from './api';

/** Translates a field error (client or server) and any thrown error into display text. */
export function useErrorText() {
  const { t } = useTranslation('fields');
  const { t: te } = useTranslation('errors');
  return {
    required: () => t('required'),
    mismatch: () => t('mismatch'),
    terms: () => t('termsRequired'),
    /** The translated text of an API error code. */
    code: (code: string, params: Record<string, unknown> = {}) =>
      te(code as 'unknown_error', { defaultValue: te('unknown_error'), ...params }),
    field: (error: FormFieldError | undefined) => {
      if (!error) return undefined;
      const { key, params } = fieldErrorMessageKey(error);
      return t(key as 'required', params);
    },
    of: (error: unknown) =>
      error instanceof ApiError
        ? error.serverMessage || te(error.code as 'unknown_error', { defaultValue: te('unknown_error') })
        : te('unknown_error'),
  };
}
