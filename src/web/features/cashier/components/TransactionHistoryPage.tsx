import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/web/lib/use-format';
import { button } from '@/web/ui/button.css';
import * as form from '@/web/ui/form.css';
import { ChevronIcon } from '@/web/ui/icons';
import { Pager } from '@/web/ui/Pager';
import { Empty, ErrorState, Loading } from '@/web/ui/States';
import { TRANSACTION_TYPES, useAccountRecord } from '../api/transactions';
import { customWindow, type DateWindow, lastDays, shiftWindow, toInput } from '../dates';
import * as css from './cashier.css';

type Preset = 7 | 30 | 'custom';

/**
 * transactionHistory (account record): every posting on the player's wallets with a type filter, the last 7 or 30
 * days stepped to the previous or next 7 / 30 days, or a custom range; paged; signed amounts and balance after.
 */
export function TransactionHistoryPage() {
  const { t } = useTranslation('wallet');
  const format = useFormat();
  const [type, setType] = useState('');
  const [preset, setPreset] = useState<Preset>(7);
  const [period, setPeriod] = useState<DateWindow>(() => lastDays(7));
  const [pageNo, setPageNo] = useState(1);
  const typeId = useId();
  const record = useAccountRecord({
    type,
    from: period.from.toISOString(),
    to: period.to.toISOString(),
    pageNo,
  });

  const choose = (next: DateWindow, nextPreset: Preset) => {
    setPeriod(next);
    setPreset(nextPreset);
    setPageNo(1);
  };
  const lastDay = new Date(period.to.getTime() - 1);
  const inFuture = period.to.getTime() > Date.now();

  return (
    <div className={css.page}>
      <h1 className={css.title}>{t('record.title')}</h1>
      <section className={`${css.panel} ${css.filters}`} aria-label={t('record.filters')}>
        <div className={css.filterRow}>
          <div className={`${form.field} ${css.typeFilter}`}>
            <label className={form.label} htmlFor={typeId}>
              {t('record.type')}
            </label>
            <select
              id={typeId}
              className={css.select}
              value={type}
              onChange={(e) => {
                setType(e.target.value);
                setPageNo(1);
              }}
            >
              <option value="">{t('record.allTypes')}</option>
              {TRANSACTION_TYPES.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`type.${kind}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <fieldset className={css.chips}>
          <legend className={css.visuallyHidden}>{t('record.period')}</legend>
          {([7, 30] as const).map((days) => (
            <button
              key={days}
              type="button"
              className={css.chip}
              aria-pressed={preset === days}
              onClick={() => choose(lastDays(days), days)}
            >
              {t('record.lastDays', { count: days })}
            </button>
          ))}
          <button
            type="button"
            className={css.chip}
            aria-pressed={preset === 'custom'}
            onClick={() => setPreset('custom')}
          >
            {t('record.custom')}
          </button>
        </fieldset>
        {preset === 'custom' ? (
          <CustomRange period={period} onApply={(next) => choose(next, 'custom')} />
        ) : (
          <div className={css.spread}>
            <button
              type="button"
              className={css.smallButton}
              onClick={() => choose(shiftWindow(period, -1), preset)}
            >
              <ChevronIcon to="start" /> {t('record.previousDays', { count: period.days })}
            </button>
            <span className={css.muted} aria-live="polite">
              {format.date(period.from)} – {format.date(lastDay)}
            </span>
            <button
              type="button"
              className={css.smallButton}
              disabled={inFuture}
              onClick={() => choose(shiftWindow(period, 1), preset)}
            >
              {t('record.nextDays', { count: period.days })} <ChevronIcon to="end" />
            </button>
          </div>
        )}
      </section>
      <section className={css.panel} aria-labelledby="record-list-title">
        <div className={css.spread}>
          <h2 id="record-list-title" className={css.heading}>
            {t('record.postings')}
          </h2>
          {record.data && (
            <span className={css.actions}>
              <span className={css.plus}>
                {t('record.in', { amount: format.money(record.data.totals.in) })}
              </span>
              <span className={css.minus}>
                {t('record.out', { amount: format.money(record.data.totals.out) })}
              </span>
            </span>
          )}
        </div>
        {record.isPending ? (
          <Loading />
        ) : record.isError ? (
          <ErrorState error={record.error} onRetry={() => void record.refetch()} />
        ) : record.data.content.length === 0 ? (
          <Empty text={t('record.empty')} />
        ) : (
          <>
            <table className={css.table} aria-busy={record.isFetching}>
              <thead>
                <tr>
                  <th scope="col">{t('time')}</th>
                  <th scope="col">{t('record.type')}</th>
                  <th scope="col">{t('record.wallet')}</th>
                  <th scope="col" data-align="end">
                    {t('amount')}
                  </th>
                  <th scope="col" data-align="end">
                    {t('record.balanceAfter')}
                  </th>
                  <th scope="col">{t('record.reference')}</th>
                </tr>
              </thead>
              <tbody>
                {record.data.content.map((p) => (
                  <tr key={`${p.id}-${p.wallet}-${p.amount}`}>
                    <td data-label={t('time')} className={css.cell}>
                      {format.dateTime(p.createdAt)}
                    </td>
                    <td data-label={t('record.type')} className={css.cell}>
                      {t(`type.${p.type}` as 'type.deposit', { defaultValue: p.type })}
                    </td>
                    <td data-label={t('record.wallet')} className={css.cell}>
                      {p.wallet === 'MAIN'
                        ? t('record.main')
                        : p.wallet === 'BONUS'
                          ? t('record.bonus')
                          : p.wallet}
                    </td>
                    <td
                      data-label={t('amount')}
                      data-align="end"
                      className={`${css.cell} ${p.amount.startsWith('-') ? css.minus : css.plus}`}
                    >
                      {format.money(p.amount, true)}
                    </td>
                    <td data-label={t('record.balanceAfter')} data-align="end" className={css.cell}>
                      {format.money(p.balanceAfter)}
                    </td>
                    <td data-label={t('record.reference')} className={`${css.cell} ${css.mono}`}>
                      {p.reference ?? '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pager page={pageNo} total={record.data.totalPages} onPage={setPageNo} />
          </>
        )}
      </section>
    </div>
  );
}

function CustomRange({ period, onApply }: { period: DateWindow; onApply: (period: DateWindow) => void }) {
  const { t } = useTranslation('wallet');
  const [from, setFrom] = useState(toInput(period.from));
  const [to, setTo] = useState(toInput(new Date(period.to.getTime() - 1)));
  const [error, setError] = useState<string | null>(null);
  const fromId = useId();
  const toId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = customWindow(from, to);
    if (!next) setError(t('record.rangeInvalid'));
    else if (next.days > 366) setError(t('record.rangeTooLong'));
    else {
      setError(null);
      onApply(next);
    }
  };
  return (
    <form className={css.filterRow} onSubmit={submit} noValidate>
      <div className={`${form.field} ${css.dateInput}`}>
        <label className={form.label} htmlFor={fromId}>
          {t('record.from')}
        </label>
        <input
          id={fromId}
          type="date"
          className={form.input}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
        />
      </div>
      <div className={`${form.field} ${css.dateInput}`}>
        <label className={form.label} htmlFor={toId}>
          {t('record.to')}
        </label>
        <input
          id={toId}
          type="date"
          className={form.input}
          value={to}
          onChange={(e) => setTo(e.target.value)}
        />
      </div>
      <button type="submit" className={button.secondary}>
        {t('record.apply')}
      </button>
      {error && (
        <p className={form.error} role="alert" style={{ flexBasis: '100%' }}>
          {error}
        </p>
      )}
    </form>
  );
}
