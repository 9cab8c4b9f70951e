import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBootstrap } from '@/web/lib/use-bootstrap';
import { button } from '@/web/ui/button.css';
import { Field } from '@/web/ui/Field';
import * as form from '@/web/ui/form.css';
import { ErrorState, Loading } from '@/web/ui/States';
import { changePaymentPassword, setPaymentPassword, usePaymentPasswordStatus } from '../api/payment-password';
import { useCashierHome } from '../cashier-home';
import { useErrorText } from '../use-error-text';
import { usePaymentPasswordRule } from '../use-payment-password-rule';
import * as css from './cashier.css';

/** Security center: set the payment password (with the login password) or change it (with the old one). */
export function PaymentPasswordPanel() {
  const { t } = useTranslation('wallet');
  const status = usePaymentPasswordStatus();
  const [editing, setEditing] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const isSet = status.data?.isSet === true;
  return (
    <section className={css.panel} aria-labelledby="payment-password-title">
      <h2 id="payment-password-title" className={css.heading}>
        {t('paymentPassword.title')}
      </h2>
      {status.isPending ? (
        <Loading />
      ) : status.isError ? (
        <ErrorState error={status.error} onRetry={() => void status.refetch()} />
      ) : (
        <>
          <p className={css.muted}>{isSet ? t('paymentPassword.isSet') : t('paymentPassword.notSet')}</p>
          {done && (
            <p className={form.success} role="status">
              {done}
            </p>
          )}
          {editing ? (
            <PaymentPasswordForm
              mode={isSet ? 'change' : 'set'}
              onDone={(message) => {
                setEditing(false);
                setDone(message);
              }}
              onCancel={() => setEditing(false)}
            />
          ) : (
            <div className={css.actions}>
              <button
                type="button"
                className={isSet ? button.secondary : button.primary}
                onClick={() => {
                  setDone(null);
                  setEditing(true);
                }}
              >
                {isSet ? t('paymentPassword.change') : t('paymentPassword.set')}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}

function PaymentPasswordForm({
  mode,
  onDone,
  onCancel,
}: {
  mode: 'set' | 'change';
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('wallet');
  const errorText = useErrorText();
  const rule = usePaymentPasswordRule();
  const { encryptKey } = useBootstrap();
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      current: current ? undefined : errorText.required(),
      next: rule.check(next),
      confirm: !confirm ? errorText.required() : confirm !== next ? errorText.mismatch() : undefined,
    };
    setErrors(found);
    setFormError(null);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    try {
      if (mode === 'set') {
        await setPaymentPassword(
          { loginPassword: current, newPaymentPassword: next, confirmPaymentPassword: confirm },
          encryptKey,
        );
      } else {
        await changePaymentPassword(
          { oldPaymentPassword: current, newPaymentPassword: next, confirmPaymentPassword: confirm },
          encryptKey,
        );
      }
      await queryClient.invalidateQueries({ queryKey: ['cashier'] });
      onDone(mode === 'set' ? t('paymentPassword.setDone') : t('paymentPassword.changeDone'));
    } catch (error) {
      const fields = errorText.fieldsOf(error);
      if (fields) setErrors({ next: fields.newPaymentPassword, confirm: fields.confirmPaymentPassword });
      else setFormError(errorText.of(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={form.form} onSubmit={(event) => void submit(event)} noValidate>
      <Field
        label={mode === 'set' ? t('paymentPassword.loginPassword') : t('paymentPassword.current')}
        name={mode === 'set' ? 'loginPassword' : 'oldPaymentPassword'}
        type="password"
        autoComplete={mode === 'set' ? 'current-password' : 'off'}
        inputMode={mode === 'set' ? undefined : rule.inputMode}
        value={current}
        onChange={(e) => setCurrent(e.target.value)}
        error={errors.current}
      />
      <Field
        label={t('paymentPassword.new')}
        name="newPaymentPassword"
        type="password"
        autoComplete="off"
        inputMode={rule.inputMode}
        maxLength={rule.maxLength}
        value={next}
        onChange={(e) => setNext(e.target.value)}
        error={errors.next}
        hint={t('paymentPassword.hint')}
      />
      <Field
        label={t('paymentPassword.confirm')}
        name="confirmPaymentPassword"
        type="password"
        autoComplete="off"
        inputMode={rule.inputMode}
        maxLength={rule.maxLength}
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={errors.confirm}
      />
      {formError && (
        <p className={form.alert} role="alert">
          {formError}
        </p>
      )}
      <div className={css.actions}>
        <button type="submit" className={button.primary} disabled={busy}>
          {mode === 'set' ? t('paymentPassword.set') : t('paymentPassword.change')}
        </button>
        <button type="button" className={button.secondary} onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}

/**
 * Withdraw and transfer pages: the payment password is missing — a link to set it in the security center of the
 * layout the page is in (the member center, or the agent center's own: an agent never leaves it for this).
 */
export function PaymentPasswordMissing() {
  const { t } = useTranslation('wallet');
  const home = useCashierHome();
  return (
    <div className={css.warning} role="note">
      <p style={{ margin: '0 0 8px' }}>{t('paymentPassword.required')}</p>
      <Link to={home} search={{ page: 'securityCenter' }} className={button.secondary}>
        {t('paymentPassword.setIn')}
      </Link>
    </div>
  );
}

/**
 * The payment password a money-out form asks for (withdraw, transfer to the upline), typed as the brand's rule
 * says; without a payment password set, the way to set one instead.
 */
export function PaymentPasswordField({
  isSet,
  value,
  onChange,
  error,
}: {
  isSet: boolean;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('wallet');
  const rule = usePaymentPasswordRule();
  if (!isSet) return <PaymentPasswordMissing />;
  return (
    <Field
      label={t('paymentPassword.title')}
      name="paymentPassword"
      type="password"
      autoComplete="off"
      inputMode={rule.inputMode}
      maxLength={rule.maxLength}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
    />
  );
}
