import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/web/lib/api';
import { useFormat } from '@/web/lib/use-format';
import { button } from '@/web/ui/button.css';
import * as form from '@/web/ui/form.css';
import { ErrorState, Loading } from '@/web/ui/States';
import { newIdempotencyKey, useMoneyChanged, useRealAccount } from '../api/keys';
import { merchantWalletKey, useMerchantWallet, walletTransfer } from '../api/transfers';
import type { MerchantWallet } from '../api/types';
import { checkAmount } from '../money';
import { useErrorText } from '../use-error-text';
import { AmountField } from './AmountField';
import * as css from './cashier.css';

const MAIN = 'MAIN';

/** transferFund: every wallet's balance; on multi-wallet brands, moves between the main and a game wallet. */
export function TransferFundPage() {
  const { t } = useTranslation('wallet');
  const wallet = useMerchantWallet();
  const format = useFormat();
  return (
    <div className={css.page}>
      <h1 className={css.title}>{t('transfer.title')}</h1>
      {wallet.isPending ? (
        <Loading />
      ) : wallet.isError ? (
        <ErrorState error={wallet.error} onRetry={() => void wallet.refetch()} />
      ) : (
        <>
          <section className={css.panel} aria-labelledby="wallets-title">
            <h2 id="wallets-title" className={css.heading}>
              {t('transfer.wallets')}
            </h2>
            <ul className={css.stats} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {wallet.data.wallets.map((w) => (
                <li key={w.code} className={css.stat}>
                  <span className={css.statLabel}>{w.name}</span>
                  <span className={css.statValue}>{format.money(w.balance)}</span>
                  {w.locked && /[1-9]/.test(w.locked) && (
                    <span className={css.statLabel} data-testid="main-wallet-split">
                      {t('funds.split', {
                        free: format.money(w.free ?? '0'),
                        locked: format.money(w.locked),
                      })}
                    </span>
                  )}
                </li>
              ))}
            </ul>
            {wallet.data.isSingle && <p className={css.muted}>{t('transfer.single')}</p>}
          </section>
          {!wallet.data.isSingle && <TransferForm data={wallet.data} />}
        </>
      )}
    </div>
  );
}

function TransferForm({ data }: { data: MerchantWallet }) {
  const { t } = useTranslation('wallet');
  const errorText = useErrorText();
  const format = useFormat();
  const queryClient = useQueryClient();
  const moneyChanged = useMoneyChanged();
  const { token } = useRealAccount();
  const { i18n } = useTranslation();
  const games = data.wallets.filter((w) => w.code !== MAIN);
  const [from, setFrom] = useState(MAIN);
  const [to, setTo] = useState(games[0]?.code ?? MAIN);
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string>();
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const key = useRef<string | null>(null);
  const fromId = useId();
  const toId = useId();
  const source = data.wallets.find((w) => w.code === from);
  // What may leave the source wallet: the main wallet's free part (bonus money stays), a game wallet's balance.
  const available = source?.free ?? source?.balance;

  const change = (apply: () => void) => {
    apply();
    key.current = null;
    setFormError(null);
    setDone(null);
  };
  // One side is always the main wallet.
  const chooseFrom = (code: string) =>
    change(() => {
      setFrom(code);
      if (code !== MAIN) setTo(MAIN);
      else if (to === MAIN) setTo(games[0]?.code ?? MAIN);
    });
  const chooseTo = (code: string) =>
    change(() => {
      setTo(code);
      if (code !== MAIN) setFrom(MAIN);
      else if (from === MAIN) setFrom(games[0]?.code ?? MAIN);
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Out of the main wallet only its free part may move: bonus money stays there until its turnover is met.
    const locked = source?.locked && /[1-9]/.test(source.locked) ? source.locked : undefined;
    const check = checkAmount(amount, {
      minorUnits: format.currency.minorUnits,
      max: available,
      money: format.money,
    });
    const message =
      !check.ok && check.error === 'amount_above_maximum'
        ? locked
          ? errorText.code('bonus_funds_locked', {
              free: format.money(available ?? '0'),
              locked: format.money(locked),
            })
          : errorText.code('insufficient_funds', { available: format.money(available ?? '0') })
        : errorText.amount(check);
    setAmountError(message);
    if (message) return;
    key.current ??= newIdempotencyKey();
    setBusy(true);
    setFormError(null);
    try {
      const answer = await walletTransfer({ from, to, amount }, key.current);
      key.current = null;
      queryClient.setQueryData(merchantWalletKey(token, i18n.language), {
        isSingle: answer.isSingle,
        currency: answer.currency,
        currencySymbol: answer.currencySymbol,
        wallets: answer.wallets,
      });
      const name = (code: string) => data.wallets.find((w) => w.code === code)?.name ?? code;
      setDone(t('transfer.done', { amount: format.money(answer.amount), from: name(from), to: name(to) }));
      setAmount('');
      void moneyChanged();
    } catch (error) {
      const code = error instanceof ApiError ? error.code : '';
      if (code.startsWith('amount_') || code === 'insufficient_funds' || code === 'bonus_funds_locked')
        setAmountError(errorText.of(error));
      else setFormError(errorText.of(error));
      if (code !== 'network') key.current = null;
    } finally {
      setBusy(false);
    }
  };

  const options = (selected: string) =>
    data.wallets.map((w) => (
      <option key={w.code} value={w.code} disabled={w.code === selected}>
        {w.name} ({format.money(w.balance)})
      </option>
    ));
  return (
    <form
      className={`${css.panel} ${form.form}`}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="transfer-form-title"
    >
      <h2 id="transfer-form-title" className={css.heading}>
        {t('transfer.form')}
      </h2>
      <div className={css.twoColumns}>
        <div className={form.field}>
          <label className={form.label} htmlFor={fromId}>
            {t('transfer.from')}
          </label>
          <select
            id={fromId}
            className={css.select}
            value={from}
            onChange={(e) => chooseFrom(e.target.value)}
          >
            {options(to)}
          </select>
        </div>
        <div className={form.field}>
          <label className={form.label} htmlFor={toId}>
            {t('transfer.to')}
          </label>
          <select id={toId} className={css.select} value={to} onChange={(e) => chooseTo(e.target.value)}>
            {options(from)}
          </select>
        </div>
      </div>
      <div className={css.actions}>
        <button
          type="button"
          className={css.smallButton}
          onClick={() =>
            change(() => {
              setFrom(to);
              setTo(from);
            })
          }
        >
          ⇅ {t('transfer.swap')}
        </button>
      </div>
      <AmountField
        label={t('amount')}
        value={amount}
        onChange={(value) => change(() => setAmount(value))}
        error={amountError}
        hint={available ? t('transfer.available', { amount: format.money(available) }) : undefined}
        symbol={format.currency.symbol}
        minorUnits={format.currency.minorUnits}
        all={available && /[1-9]/.test(available) ? available : undefined}
      />
      {formError && (
        <p className={form.alert} role="alert">
          {formError}
        </p>
      )}
      {done && (
        <p className={form.success} role="status">
          {done}
        </p>
      )}
      <div className={css.actions}>
        <button type="submit" className={button.primary} disabled={busy}>
          {busy ? t('working') : t('transfer.submit')}
        </button>
      </div>
    </form>
  );
}
