import { type FormEvent, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@/core/money';
import { BonusPockets } from '@/web/features/promotions';
import { ApiError } from '@/web/lib/api';
import { useBootstrap } from '@/web/lib/use-bootstrap';
import { useFormat } from '@/web/lib/use-format';
import { button } from '@/web/ui/button.css';
import * as form from '@/web/ui/form.css';
import { ErrorState, Loading } from '@/web/ui/States';
import { newIdempotencyKey, useMoneyChanged } from '../api/keys';
import { usePayees } from '../api/payees';
import type { Withdrawal, WithdrawInfo } from '../api/types';
import { requestWithdrawal, useWithdrawInfo } from '../api/withdraw';
import { checkAmount, toMinor } from '../money';
import { useErrorText } from '../use-error-text';
import { usePaymentPasswordRule } from '../use-payment-password-rule';
import { AmountField } from './AmountField';
import * as css from './cashier.css';
import { PayeeAccounts } from './PayeeAccounts';
import { PaymentPasswordField } from './PaymentPasswordPanel';
import { WithdrawalList } from './WithdrawalList';

/** withdraw: limits and withdrawable amount, payee accounts, the request form, and the withdrawals with receipts. */
export function WithdrawPage() {
  const { t } = useTranslation('wallet');
  const info = useWithdrawInfo();
  const format = useFormat();
  return (
    <div className={css.page}>
      <h1 className={css.title}>{t('withdraw.title')}</h1>
      {info.isPending ? (
        <Loading />
      ) : info.isError ? (
        <ErrorState error={info.error} onRetry={() => void info.refetch()} />
      ) : (
        <>
          <div className={css.stats}>
            <Figure label={t('withdraw.balance')} value={format.money(info.data.balance)} />
            <Figure label={t('withdraw.withdrawable')} value={format.money(info.data.withdrawable)} />
            {/[1-9]/.test(info.data.locked) && (
              <Figure label={t('withdraw.locked')} value={format.money(info.data.locked)} />
            )}
            <Figure
              label={t('withdraw.limits')}
              value={`${format.money(info.data.min)} – ${format.money(info.data.max)}`}
            />
            <Figure
              label={t('withdraw.today')}
              value={t('withdraw.todayValue', { used: info.data.usedToday, count: info.data.dailyCount })}
            />
          </div>
          {info.data.bonuses.length > 0 && (
            <Suspense fallback={null}>
              <BonusPockets
                money={{ free: info.data.withdrawable, locked: info.data.locked, bonuses: info.data.bonuses }}
              />
            </Suspense>
          )}
          <WithdrawForm info={info.data} />
        </>
      )}
      <WithdrawalList />
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className={css.stat}>
      <span className={css.statLabel}>{label}</span>
      <span className={css.statValue}>{value}</span>
    </div>
  );
}

function WithdrawForm({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation('wallet');
  const errorText = useErrorText();
  const format = useFormat();
  const rule = usePaymentPasswordRule();
  const { encryptKey } = useBootstrap();
  const moneyChanged = useMoneyChanged();
  const [chosen, setPayee] = useState<string | null>(null);
  // A player with a single bound account has nothing to choose: that account is selected.
  const accounts = usePayees().data?.accounts ?? [];
  const payee = chosen ?? (accounts.length === 1 ? accounts[0]!.id : null);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<Withdrawal | null>(null);
  const [busy, setBusy] = useState(false);
  const key = useRef<string | null>(null);

  // The most the player may ask for now: the maximum, or less when less is withdrawable (the free part of the
  // main wallet: money locked by open bonuses stays until their turnover is met).
  const withdrawable = toMinor(info.withdrawable, format.currency.minorUnits);
  const maxMinor = toMinor(info.max, format.currency.minorUnits);
  const ceiling = withdrawable < maxMinor ? info.withdrawable : info.max;
  const rules = { minorUnits: format.currency.minorUnits, min: info.min, max: ceiling, money: format.money };

  const change = (apply: () => void) => {
    apply();
    key.current = null;
    setFormError(null);
    setDone(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkAmount(amount, rules);
    const found = {
      payee: payee ? undefined : t('payee.chooseError'),
      amount:
        !check.ok && check.error === 'amount_above_maximum' && withdrawable < maxMinor
          ? /[1-9]/.test(info.locked)
            ? errorText.code('bonus_funds_locked', {
                free: format.money(info.withdrawable),
                locked: format.money(info.locked),
              })
            : t('withdraw.overWithdrawable', { amount: format.money(info.withdrawable) })
          : errorText.amount(check),
      password: info.paymentPasswordSet ? rule.check(password) : t('paymentPassword.required'),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean) || !payee) return;
    key.current ??= newIdempotencyKey();
    setBusy(true);
    setFormError(null);
    try {
      const withdrawal = await requestWithdrawal(
        { amount, payeeAccountId: payee, paymentPassword: password },
        key.current,
        encryptKey,
      );
      key.current = null;
      setDone(withdrawal);
      setAmount('');
      setPassword('');
      void moneyChanged();
    } catch (error) {
      const code = error instanceof ApiError ? error.code : '';
      if (code.startsWith('amount_') || code === 'insufficient_funds' || code === 'bonus_funds_locked')
        setErrors({ amount: errorText.of(error) });
      else if (code === 'payment_password_wrong') setErrors({ password: errorText.of(error) });
      else if (code === 'payee_account_not_found') setErrors({ payee: errorText.of(error) });
      else setFormError(errorText.of(error));
      if (code !== 'network') key.current = null;
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={css.panel} aria-labelledby="withdraw-form-title">
      <h2 id="withdraw-form-title" className={css.heading}>
        {t('withdraw.request')}
      </h2>
      {/* Outside the form below: binding an account is a form of its own (forms never nest). */}
      <PayeeAccounts
        selection={{ selected: payee, onSelect: (id) => change(() => setPayee(id)), error: errors.payee }}
      />
      <form className={form.form} onSubmit={(event) => void submit(event)} noValidate>
        <AmountField
          label={t('amount')}
          value={amount}
          onChange={(value) => change(() => setAmount(value))}
          error={errors.amount}
          hint={t('limits', { min: format.money(info.min), max: format.money(info.max) })}
          symbol={format.currency.symbol}
          minorUnits={format.currency.minorUnits}
          all={
            toMinor(ceiling, format.currency.minorUnits) > 0n
              ? formatAmount(toMinor(ceiling, format.currency.minorUnits), format.currency.minorUnits)
              : undefined
          }
        />
        <PaymentPasswordField
          isSet={info.paymentPasswordSet}
          value={password}
          onChange={(value) => change(() => setPassword(value))}
          error={errors.password}
        />
        {formError && (
          <p className={form.alert} role="alert">
            {formError}
          </p>
        )}
        {done && (
          <p className={form.success} role="status">
            {t('withdraw.requested', { orderNo: done.orderNo, amount: format.money(done.amount) })}
          </p>
        )}
        <div className={css.actions}>
          <button type="submit" className={button.primary} disabled={busy || !info.paymentPasswordSet}>
            {busy ? t('working') : t('withdraw.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
