import { useCallback } from 'react';
import { validateField } from '@/core/field-rules';
import { useBootstrap } from '@/web/lib/use-bootstrap';
import { useErrorText } from './use-error-text';

/** The brand's payment password rule (register-fields.json paymentPassword, always required here). */
export function usePaymentPasswordRule() {
  const rule = useBootstrap().registerFields.fields.paymentPassword;
  const errorText = useErrorText();
  const check = useCallback(
    (value: string) => errorText.field(validateField({ ...rule, required: true }, value)),
    [rule, errorText],
  );
  return {
    check,
    inputMode: rule.patternId === 'digits' ? ('numeric' as const) : undefined,
    maxLength: typeof rule.maxLength === 'number' ? rule.maxLength : undefined,
  };
}
