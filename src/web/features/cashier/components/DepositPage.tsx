import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feeOf, formatAmount } from '@/core/money';
import { ApiError } from '@/web/lib/api';
import { useFormat } from '@/web/lib/use-format';
import { button } from '@/web/ui/button.css';
import * as form from '@/web/ui/form.css';
import { Empty, ErrorState, Loading } from '@/web/ui/States';
import { createDeposit, useDepositMethods } from '../api/deposit';
import { newIdempotencyKey } from '../api/keys';
import type { DepositMethod } from '../api/types';
import { useCashierHome } from '../cashier-home';
import { checkAmount, quickAmounts, toMinor } from '../money';
import { useErrorText } from '../use-error-text';
import { AmountField } from './AmountField';
import * as css from './cashier.css';
import { DepositOrder } from './DepositOrder';
import { RecentDeposits } from './RecentDeposits';

/** depositv2: choose a method, an amount within its limits, create the order, then pay or transfer. */
export function DepositPage({ order }: { order?: string }) {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const home = useCashierHome();
  const methods = useDepositMethods();
  const show = (orderNo?: string) =>
    void navigate({
      to: home,
      search: orderNo ? { page: 'depositv2', order: orderNo } : { page: 'depositv2' },
    });
  return (
    <div className={css.page}>
      <h1 className={css.title}>{t('deposit.title')}</h1>
      {order ? (
        <DepositOrder orderNo={order} methods={methods.data?.methods ?? []} onNew={() => show()} />
      ) : methods.isPending ? (
        <Loading />
      ) : methods.isError ? (
        <ErrorState error={methods.error} onRetry={() => void methods.refetch()} />
      ) : methods.data.methods.length === 0 ? (
        <Empty text={t('deposit.noMethods')} />
      ) : (
        <DepositForm methods={methods.data.methods} onCreated={show} />
      )}
      {methods.data?.tutorial && (
        <section className={css.panel} aria-labelledby="deposit-tutorial">
          <h2 id="deposit-tutorial" className={css.heading}>
            {t('deposit.tutorial')}
          </h2>
          <p className={css.tutorial}>{methods.data.tutorial}</p>
        </section>
      )}
      <RecentDeposits current={order} />
    </div>
  );
}

function DepositForm({
  methods,
  onCreated,
}: {
  methods: DepositMethod[];
  onCreated: (orderNo: string) => void;
}) {
  const { t } = useTranslation('wallet');
  const errorText = useErrorText();
  const format = useFormat();
  const [code, setCode] = useState(methods[0]!.code);
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per order attempt: a retry after a lost answer reuses it, any change of the form starts anew.
  const key = useRef<string | null>(null);
  const method = methods.find((m) => m.code === code) ?? methods[0]!;
  const rules = {
    minorUnits: format.currency.minorUnits,
    min: method.min,
    max: method.max,
    money: format.money,
  };
  const check = amount ? checkAmount(amount, rules) : null;
  const fee =
    check?.ok && method.fee
      ? feeOf(check.minor, {
          percentBp: method.fee.percentBp,
          fixed: Number(toMinor(method.fee.fixed, format.currency.minorUnits)),
        })
      : 0n;

  const change = (apply: () => void) => {
    apply();
    key.current = null;
    setFormError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = checkAmount(amount, rules);
    setAmountError(errorText.amount(result));
    if (!result.ok) return;
    key.current ??= newIdempotencyKey();
    setBusy(true);
    setFormError(null);
    try {
      const deposit = await createDeposit({ method: method.code, amount }, key.current);
      key.current = null;
      onCreated(deposit.orderNo);
    } catch (error) {
      if (error instanceof ApiError && error.code.startsWith('amount_')) setAmountError(errorText.of(error));
      else setFormError(errorText.of(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={`${css.panel} ${form.form}`} onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className={css.choices}>
        <legend className={css.legend}>{t('deposit.method')}</legend>
        {methods.map((m) => (
          <label key={m.code} className={css.choice}>
            <input
              type="radio"
              name="method"
              className={css.radio}
              value={m.code}
              checked={m.code === method.code}
              onChange={() => change(() => setCode(m.code))}
            />
            <span className={css.choiceText}>
              <span className={css.choiceName}>{m.name}</span>
              <span className={css.muted}>
                {t('limits', { min: format.money(m.min), max: format.money(m.max) })}
              </span>
              <span className={css.muted}>
                {m.provider === 'manual' ? t('deposit.kindManual') : t('deposit.kindOnline')}
                {m.fee && (m.fee.percentBp > 0 || /[1-9]/.test(m.fee.fixed))
                  ? ` · ${t('deposit.fee', { fee: feeText(m.fee, format.money) })}`
                  : ` · ${t('deposit.noFee')}`}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <AmountField
        label={t('amount')}
        value={amount}
        onChange={(value) => change(() => setAmount(value))}
        error={amountError}
        hint={t('limits', { min: format.money(method.min), max: format.money(method.max) })}
        symbol={format.currency.symbol}
        minorUnits={format.currency.minorUnits}
        quick={quickAmounts(method.min, method.max, format.currency.minorUnits)}
      />
      {check?.ok && (
        <dl className={css.details}>
          <dt className={css.term}>{t('deposit.feeLabel')}</dt>
          <dd className={css.definition}>{format.money(formatAmount(fee, format.currency.minorUnits))}</dd>
          <dt className={css.term}>{t('deposit.youReceive')}</dt>
          <dd className={css.definition}>
            <strong>{format.money(formatAmount(check.minor - fee, format.currency.minorUnits))}</strong>
          </dd>
        </dl>
      )}
      {formError && (
        <p className={form.alert} role="alert">
          {formError}
        </p>
      )}
      <div className={css.actions}>
        <button type="submit" className={button.primary} disabled={busy}>
          {busy ? t('working') : t('deposit.submit')}
        </button>
      </div>
    </form>
  );
}

function feeText(fee: { percentBp: number; fixed: string }, money: (a: string) => string): string {
  const parts: string[] = [];
  if (fee.percentBp > 0) parts.push(`${(fee.percentBp / 100).toString()}%`);
  if (/[1-9]/.test(fee.fixed)) parts.push(money(fee.fixed));
  return parts.join(' + ');
}
