import { Link } from '@tanstack/react-router';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseAmount } from '@/core/money';
import { ApiError } from '@/web/lib/api';
import { useErrorText } from '@/web/lib/use-error-text';
import { useFormat } from '@/web/lib/use-format';
import { button } from '@/web/ui/button.css';
import { Field } from '@/web/ui/Field';
import * as form from '@/web/ui/form.css';
import { Modal } from '@/web/ui/Modal';
import { newTransferKey, useDownlineTransfer } from '../api/transfer';

/** Transfer to a team member (POST /wps/agent/transfer/downline): amount and the agent's payment password. */
export function TransferDialog({ downline, onClose }: { downline: string; onClose: () => void }) {
  const { t } = useTranslation('agent');
  const { t: te } = useTranslation('errors');
  const errorText = useErrorText();
  const format = useFormat({ brandTime: true });
  const transfer = useDownlineTransfer();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; password?: string }>({});
  const [formError, setFormError] = useState<{ text: string; setPassword: boolean } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // One key per attempt: a retry after a lost answer reuses it; any change of the form starts anew.
  const key = useRef<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = parseAmount(amount.trim(), { minorUnits: format.currency.minorUnits });
    const next = {
      amount: parsed.ok
        ? undefined
        : te(parsed.error, { decimals: format.currency.minorUnits, min: '', max: '' }),
      password: password ? undefined : errorText.required(),
    };
    setErrors(next);
    if (next.amount || next.password) return;
    key.current ??= newTransferKey();
    try {
      const answer = await transfer.mutateAsync({
        downline,
        amount: amount.trim(),
        paymentPassword: password,
        key: key.current,
      });
      key.current = null;
      setDone(t('transfer.done', { amount: format.money(answer.amount), account: downline }));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'payment_password_wrong') {
        key.current = null;
        setErrors({ password: errorText.of(error) });
      } else {
        if (error instanceof ApiError && error.status < 500 && error.status !== 0) key.current = null;
        setFormError({
          text: errorText.of(error),
          setPassword: error instanceof ApiError && error.code === 'payment_password_not_set',
        });
      }
    }
  };

  return (
    <Modal title={t('transfer.title', { account: downline })} onClose={onClose}>
      {done ? (
        <>
          <p role="status" style={{ margin: 0 }}>
            {done}
          </p>
          <button type="button" className={button.primary} onClick={onClose}>
            {t('close')}
          </button>
        </>
      ) : (
        <form className={form.form} onSubmit={(event) => void submit(event)} noValidate>
          <Field
            label={t('transfer.amount', { currency: format.currency.symbol })}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => {
              key.current = null;
              setAmount(event.target.value);
            }}
            error={errors.amount}
          />
          <Field
            label={t('transfer.paymentPassword')}
            name="paymentPassword"
            type="password"
            inputMode="numeric"
            autoComplete="off"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errors.password}
          />
          {formError && (
            <div className={form.alert} role="alert">
              {formError.text}{' '}
              {formError.setPassword && (
                <Link to="/agentHome" search={{ page: 'securityCenter' }}>
                  {t('transfer.setPassword')}
                </Link>
              )}
            </div>
          )}
          <button type="submit" className={button.primary} disabled={transfer.isPending}>
            {t('transfer.submit')}
          </button>
        </form>
      )}
    </Modal>
  );
}
