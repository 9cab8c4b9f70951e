import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/web/lib/api';
import { button } from '@/web/ui/button.css';
import { ConfirmDialog } from '@/web/ui/ConfirmDialog';
import { Field } from '@/web/ui/Field';
import * as form from '@/web/ui/form.css';
import { Empty, ErrorState, Loading } from '@/web/ui/States';
import { addPayee, removePayee, usePayees } from '../api/payees';
import type { Payee, Payees } from '../api/types';
import { useErrorText } from '../use-error-text';
import * as css from './cashier.css';

/**
 * Bound bank and e-wallet accounts (security center and withdraw page): list, add, remove. With `selection` the
 * list is also the withdraw form's choice of payee. The holder name must equal the registered real name; the
 * server decides and its message is shown.
 */
export function PayeeAccounts({
  selection,
}: {
  selection?: { selected: string | null; onSelect: (id: string) => void; error?: string };
}) {
  const { t } = useTranslation('wallet');
  const payees = usePayees();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Payee | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const groupName = useId();

  if (payees.isPending) return <Loading />;
  if (payees.isError) return <ErrorState error={payees.error} onRetry={() => void payees.refetch()} />;
  const { accounts, max } = payees.data;
  const full = accounts.length >= max;

  const list =
    accounts.length === 0 ? (
      <Empty text={t('payee.none')} />
    ) : (
      <ul className={css.messages} aria-label={t('payee.title')}>
        {accounts.map((payee) => (
          <li key={payee.id} className={css.choice} style={{ alignItems: 'center' }}>
            {selection && (
              <input
                type="radio"
                id={`${groupName}-${payee.id}`}
                name={groupName}
                className={css.radio}
                checked={selection.selected === payee.id}
                onChange={() => selection.onSelect(payee.id)}
                aria-invalid={selection.error ? true : undefined}
              />
            )}
            {selection ? (
              <label htmlFor={`${groupName}-${payee.id}`} className={css.choiceText} style={{ flex: 1 }}>
                <PayeeText payee={payee} />
              </label>
            ) : (
              <span className={css.choiceText} style={{ flex: 1 }}>
                <PayeeText payee={payee} />
              </span>
            )}
            <button
              type="button"
              className={css.smallButton}
              aria-label={t('payee.removeWhat', { what: `${payee.bankName} ${payee.accountNo}` })}
              onClick={() => setRemoving(payee)}
            >
              {t('payee.remove')}
            </button>
          </li>
        ))}
      </ul>
    );

  return (
    <div className={form.form}>
      {selection ? (
        <fieldset className={css.choices} style={{ gridTemplateColumns: '1fr' }}>
          <legend className={css.legend}>{t('payee.choose')}</legend>
          {list}
          {selection.error && (
            <p className={form.error} role="alert">
              {selection.error}
            </p>
          )}
        </fieldset>
      ) : (
        list
      )}
      {notice && (
        <p className={form.alert} role="alert">
          {notice}
        </p>
      )}
      {adding ? (
        <AddPayeeForm
          data={payees.data}
          onDone={(payee) => {
            setAdding(false);
            if (payee && selection) selection.onSelect(payee.id);
          }}
        />
      ) : full ? (
        <p className={css.muted}>{t('payee.limit', { max })}</p>
      ) : (
        <div className={css.actions}>
          <button type="button" className={button.secondary} onClick={() => setAdding(true)}>
            {t('payee.add')}
          </button>
        </div>
      )}
      {removing && (
        <ConfirmDialog
          title={t('payee.removeTitle')}
          message={t('payee.removeQuestion', { what: `${removing.bankName} ${removing.accountNo}` })}
          confirmLabel={t('payee.remove')}
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            const target = removing;
            setRemoving(null);
            setNotice(null);
            removePayee(target.id)
              .catch((error: unknown) => {
                if (!(error instanceof ApiError && error.code === 'payee_account_not_found'))
                  setNotice(errorText.of(error));
              })
              .finally(() => void queryClient.invalidateQueries({ queryKey: ['cashier'] }));
          }}
        />
      )}
    </div>
  );
}

function PayeeText({ payee }: { payee: Payee }) {
  const { t } = useTranslation('wallet');
  return (
    <>
      <span className={css.choiceName}>
        {payee.bankName} <span className={css.mono}>{payee.accountNo}</span>
      </span>
      <span className={css.muted}>
        {payee.holderName} · {payee.kind === 'ewallet' ? t('payee.ewallet') : t('payee.bank')}
      </span>
    </>
  );
}

function AddPayeeForm({ data, onDone }: { data: Payees; onDone: (payee: Payee | null) => void }) {
  const { t } = useTranslation('wallet');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [bankCode, setBankCode] = useState('');
  const [accountNo, setAccountNo] = useState('');
  const [holderName, setHolderName] = useState(data.payeeName ?? '');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const bankId = useId();
  const bank = data.banks.find((b) => b.code === bankCode);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      bankCode: bankCode ? undefined : errorText.required(),
      accountNo: accountNo.trim() ? undefined : errorText.required(),
      holderName: holderName.trim() ? undefined : errorText.required(),
    };
    setErrors(found);
    setFormError(null);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    try {
      const payee = await addPayee({ bankCode, accountNo: accountNo.trim(), holderName: holderName.trim() });
      await queryClient.invalidateQueries({ queryKey: ['cashier'] });
      onDone(payee);
    } catch (error) {
      const fields = errorText.fieldsOf(error);
      if (fields) setErrors(fields);
      else if (error instanceof ApiError && error.code === 'payee_name_mismatch')
        setErrors({ holderName: errorText.of(error) });
      else if (error instanceof ApiError && error.code === 'bank_unknown')
        setErrors({ bankCode: errorText.of(error) });
      else setFormError(errorText.of(error));
    } finally {
      setBusy(false);
    }
  };

  const kinds = [
    ['bank', t('payee.banks')],
    ['ewallet', t('payee.ewallets')],
  ] as const;
  return (
    <form
      className={`${form.form} ${css.dropzone}`}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('payee.add')}
    >
      <h3 className={css.subheading}>{t('payee.add')}</h3>
      <div className={form.field}>
        <label className={form.label} htmlFor={bankId}>
          {t('payee.bankLabel')}
        </label>
        <select
          id={bankId}
          className={css.select}
          value={bankCode}
          onChange={(e) => setBankCode(e.target.value)}
          aria-invalid={errors.bankCode ? true : undefined}
          aria-describedby={errors.bankCode ? `${bankId}-error` : undefined}
        >
          <option value="">{t('payee.chooseBank')}</option>
          {kinds.map(([kind, label]) => {
            const banks = data.banks.filter((b) => b.kind === kind);
            return banks.length === 0 ? null : (
              <optgroup key={kind} label={label}>
                {banks.map((b) => (
                  <option key={b.code} value={b.code}>
                    {b.name}
                  </option>
                ))}
              </optgroup>
            );
          })}
        </select>
        {errors.bankCode && (
          <p id={`${bankId}-error`} className={form.error} role="alert">
            {errors.bankCode}
          </p>
        )}
      </div>
      <Field
        label={bank?.kind === 'ewallet' ? t('payee.walletAccount') : t('payee.accountNo')}
        name="accountNo"
        autoComplete="off"
        inputMode={bank?.kind === 'ewallet' ? undefined : 'numeric'}
        maxLength={64}
        value={accountNo}
        onChange={(e) => setAccountNo(e.target.value)}
        error={errors.accountNo}
        hint={bank?.kind === 'ewallet' ? t('payee.walletHint') : t('payee.accountHint')}
      />
      <Field
        label={t('payee.holderName')}
        name="holderName"
        autoComplete="name"
        maxLength={100}
        value={holderName}
        onChange={(e) => setHolderName(e.target.value)}
        error={errors.holderName}
        hint={data.payeeName ? t('payee.holderHint') : t('payee.holderFirst')}
      />
      {formError && (
        <p className={form.alert} role="alert">
          {formError}
        </p>
      )}
      <div className={css.actions}>
        <button type="submit" className={button.primary} disabled={busy}>
          {t('payee.save')}
        </button>
        <button type="button" className={button.secondary} onClick={() => onDone(null)}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}

/** Security center panel around the shared list. */
export function PayeeAccountsPanel() {
  const { t } = useTranslation('wallet');
  return (
    <section className={css.panel} aria-labelledby="payee-accounts-title">
      <h2 id="payee-accounts-title" className={css.heading}>
        {t('payee.title')}
      </h2>
      <PayeeAccounts />
    </section>
  );
}
