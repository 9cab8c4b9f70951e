import { useTranslation } from 'react-i18next';
import { type FormFieldError, fieldErrorMessageKey } from '@/core/field-rules';
import { ApiError } from '@/web/lib/api';
import type { AmountCheck } from './money';

/** Display text for API errors (the server's translated message), amount checks and field rules. */
export function useErrorText() {
  const { t: te } = useTranslation('errors');
  const { t: tf } = useTranslation('fields');
  const code = (c: string, params: Record<string, unknown> = {}) =>
    te(c as 'unknown_error', { defaultValue: te('unknown_error'), ...params });
  return {
    code,
    required: () => tf('required'),
    mismatch: () => tf('mismatch'),
    of: (error: unknown) =>
      error instanceof ApiError ? error.serverMessage || code(error.code) : code('unknown_error'),
    amount: (check: AmountCheck) => (check.ok ? undefined : code(check.error, check.params)),
    field: (error: FormFieldError | null | undefined) => {
      if (!error) return undefined;
      const { key, params } = fieldErrorMessageKey(error);
      return tf(key as 'required', params);
    },
    /** field_invalid answers carry {fields: {name: error}}: one text per field. */
    fieldsOf: (error: unknown): Record<string, string> | null => {
      if (!(error instanceof ApiError) || error.code !== 'field_invalid') return null;
      const fields = (error.value as { fields?: Record<string, FormFieldError> } | null)?.fields ?? {};
      return Object.fromEntries(
        Object.entries(fields).map(([name, e]) => {
          const { key, params } = fieldErrorMessageKey(e);
          return [name, tf(key as 'required', params)];
        }),
      );
    },
  };
}
