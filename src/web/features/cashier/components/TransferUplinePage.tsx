import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/web/lib/api';
import { useMemberInfo } from '@/web/lib/session';
import { useBootstrap } from '@/web/lib/use-bootstrap';
import { useFormat } from '@/web/lib/use-format';
import { button } from '@/web/ui/button.css';
import * as form from '@/web/ui/form.css';
import { ErrorState, Loading } from '@/web/ui/States';
import { useBalance } from '../api/balance';
import { newIdempotencyKey, useMoneyChanged } from '../api/keys';
import { usePaymentPasswordStatus } from '../api/payment-password';
import { transferToUpline } from '../api/transfers';
import type { TransferAnswer } from '../api/types';
import { checkAmount } from '../money';
import { useErrorText } from '../use-error-text';
import { usePaymentPasswordRule } from '../use-payment-password-rule';
import { AmountField } from './AmountField';
import * as css from './cashier.css';
import { PaymentPasswordField } from './PaymentPasswordPanel';

/**
 * transferUpline: a member sends money from the main wallet to its upline (payment password required); a member
 * without an upline is told so instead of being shown a form the server would refuse.
 */
export function TransferUplinePage() {
  const { t } = useTranslation('wallet');
  const errorText = useErrorText();
  const format = useFormat();
  const rule = usePaymentPasswordRule();
  const { encryptKey } = useBootstrap();
  const moneyChanged = useMoneyChanged();
  const balance = useBalance();
  const password = usePaymentPasswordStatus();
  const info = useMemberInfo();
  const [amount, setAmount] = useState('');
  const [secret, setSecret] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<TransferAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const key = useRef<string | null>(null);

  const change = (apply: () => void) => {
    apply();
    key.current = null;
    setFormError(null);
    setDone(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Only the free part of the main wallet may leave: bonus money stays until its turnover is met.
    const free = balance.data?.free;
    const locked = balance.data && /[1-9]/.test(balance.data.locked) ? balance.data.locked : undefined;
    const check = checkAmount(amount, {
      minorUnits: format.currency.minorUnits,
      max: free,
      money: format.money,
    });
    const found = {
      amount:
        !check.ok && check.error === 'amount_above_maximum' && free !== undefined
          ? locked
            ? errorText.code('bonus_funds_locked', { free: format.money(free), locked: format.money(locked) })
            : errorText.code('insufficient_funds', { available: format.money(free) })
          : errorText.amount(check),
      password: rule.check(secret),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    key.current ??= newIdempotencyKey();
    setBusy(true);
    setFormError(null);
    try {
      const answer = await transferToUpline({ amount, paymentPassword: secret }, key.current, encryptKey);
      key.current = null;
      setDone(answer);
      setAmount('');
      setSecret('');
      void moneyChanged();
    } catch (error) {
      const code = error instanceof ApiError ? error.code : '';
      if (code.startsWith('amount_') || code === 'insufficient_funds' || code === 'bonus_funds_locked')
        setErrors({ amount: errorText.of(error) });
      else if (code === 'payment_password_wrong') setErrors({ password: errorText.of(error) });
      else setFormError(errorText.of(error));
      if (code !== 'network') key.current = null;
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={css.page}>
      <h1 className={css.title}>{t('upline.title')}</h1>
      {info.data?.hasUpline === false ? (
        // No form to fill in for nothing: the member center does not offer this page without an upline.
        <p className={css.muted}>{errorText.code('no_upline')}</p>
      ) : password.isPending || balance.isPending ? (
        <Loading />
      ) : password.isError || balance.isError ? (
        <ErrorState
          error={password.error ?? balance.error}
          onRetry={() => {
            void password.refetch();
            void balance.refetch();
          }}
        />
      ) : (
        <form
          className={`${css.panel} ${form.form}`}
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-labelledby="upline-form-title"
        >
          <h2 id="upline-form-title" className={css.heading}>
            {t('upline.form')}
          </h2>
          <p className={css.muted}>{t('upline.intro')}</p>
          <div className={css.stats}>
            <div className={css.stat}>
              <span className={css.statLabel}>{t('withdraw.balance')}</span>
              <span className={css.statValue}>{format.money(balance.data.balance)}</span>
            </div>
          </div>
          {/[1-9]/.test(balance.data.locked) && (
            <p className={css.muted} data-testid="locked-hint">
              {t('funds.lockedHint', {
                locked: format.money(balance.data.locked),
                free: format.money(balance.data.free),
              })}
            </p>
          )}
          <AmountField
            label={t('amount')}
            value={amount}
            onChange={(value) => change(() => setAmount(value))}
            error={errors.amount}
            symbol={format.currency.symbol}
            minorUnits={format.currency.minorUnits}
          />
          <PaymentPasswordField
            isSet={password.data.isSet}
            value={secret}
            onChange={(value) => change(() => setSecret(value))}
            error={errors.password}
          />
          {formError && (
            <p className={form.alert} role="alert">
              {formError}
            </p>
          )}
          {done && (
            <p className={form.success} role="status">
              {t('upline.done', { amount: format.money(done.amount), balance: format.money(done.balance) })}
            </p>
          )}
          <div className={css.actions}>
            <button type="submit" className={button.primary} disabled={busy || !password.data.isSet}>
              {busy ? t('working') : t('upline.submit')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
