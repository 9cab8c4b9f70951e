import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DateWindow, lastDays } from '@/web/lib/date-window';
import { fromMinor } from '@/web/lib/money-format';
import { useFormat } from '@/web/lib/use-format';
import { FigureHeaders, type MoneyCell, MoneyCells } from '@/web/ui/FigureCells';
import { Empty, ErrorState, Loading } from '@/web/ui/States';
import { useProfitLoss } from '../api/records';
import type { Period, ProfitRow, ProfitTotals } from '../api/types';
import { periodKeys } from '../periods';
import { Total } from './BettingRecordPage';
import { DateRange, type Preset } from './DateRange';
import { type ChartPoint, ProfitChart } from './ProfitChart';
import * as css from './records.css';

const PERIODS: Period[] = ['day', 'week', 'month'];

/** A period key as the server sends it (YYYY-MM-DD, or YYYY-MM for months) → a local date. */
function periodDate(period: string): Date | null {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?/.exec(period);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3] ?? 1)) : null;
}

/**
 * personalProfit (personal profit and loss): stake, valid bet, payout and profit per day, week or month and per
 * category over a chosen window, with a chart of the profit per period and its running total.
 */
export function ProfitLossPage() {
  const { t } = useTranslation('records');
  const { t: tc } = useTranslation();
  const format = useFormat();
  const [period, setPeriod] = useState<Period>('day');
  const [preset, setPreset] = useState<Preset>(30);
  const [window, setWindow] = useState<DateWindow>(() => lastDays(30));
  const [category, setCategory] = useState('');
  const report = useProfitLoss(period, window.from, window.to);

  const label = useCallback(
    (key: string) => {
      const date = periodDate(key);
      if (!date) return key;
      if (period === 'month') return format.monthOfDay(date);
      return period === 'week' ? t('pl.weekOf', { date: format.shortDay(date) }) : format.shortDay(date);
    },
    [period, format, t],
  );
  const categoryName = (code: string) => tc(`category.${code}` as 'category.RNG', { defaultValue: code });

  const rows = report.data?.rows ?? [];
  const categories = useMemo(() => [...new Set(rows.map((r) => r.category))], [rows]);
  const shown = category ? rows.filter((r) => r.category === category) : rows;

  const { points, totals } = useMemo(() => {
    const sum = (list: ProfitRow[], field: keyof ProfitTotals) =>
      list.reduce((acc, r) => acc + format.minor(r[field]), 0n);
    const byPeriod = new Map<string, ProfitRow[]>();
    for (const r of shown) byPeriod.set(r.period, [...(byPeriod.get(r.period) ?? []), r]);
    // The whole window, empty periods as zero (and any period the server sent outside it).
    const keys = [...new Set([...periodKeys(period, window.from, window.to), ...byPeriod.keys()])].sort();
    let running = 0n;
    const chart: ChartPoint[] = keys.map((key) => {
      const list = byPeriod.get(key) ?? [];
      const profit = sum(list, 'profit');
      running += profit;
      const text = (minor: bigint, signed = false) =>
        format.money(fromMinor(minor, format.currency.minorUnits), signed);
      return {
        key,
        label: label(key),
        profit: Number(profit) / 10 ** format.currency.minorUnits,
        cumulative: Number(running) / 10 ** format.currency.minorUnits,
        profitText: text(profit, true),
        cumulativeText: text(running, true),
        stakeText: text(sum(list, 'stake')),
      };
    });
    const total = (field: keyof ProfitTotals) => fromMinor(sum(shown, field), format.currency.minorUnits);
    return {
      points: chart,
      totals:
        !category && report.data
          ? report.data.totals
          : {
              stake: total('stake'),
              validBet: total('validBet'),
              payout: total('payout'),
              profit: total('profit'),
            },
    };
  }, [shown, category, report.data, format, label, period, window]);

  const compact = format.compact;

  const figures = (f: ProfitTotals): MoneyCell[] => [
    { label: t('stake'), amount: f.stake },
    { label: t('validBet'), amount: f.validBet },
    { label: t('payout'), amount: f.payout },
    { label: t('profit'), amount: f.profit, signed: true },
  ];
  const sortedRows = [...shown].sort((a, b) =>
    a.period === b.period ? a.category.localeCompare(b.category) : a.period < b.period ? 1 : -1,
  );

  return (
    <div className={css.page}>
      <h1 className={css.title}>{t('pl.title')}</h1>
      <section className={css.panel} aria-label={t('filters')}>
        <fieldset className={css.chips}>
          <legend className={css.label} style={{ marginBottom: 6 }}>
            {t('pl.groupBy')}
          </legend>
          {PERIODS.map((p) => (
            <button
              key={p}
              type="button"
              className={css.chip}
              aria-pressed={period === p}
              onClick={() => setPeriod(p)}
            >
              {t(`pl.${p}`)}
            </button>
          ))}
        </fieldset>
        <DateRange
          presets={[7, 30, 90]}
          preset={preset}
          window={window}
          onChange={(next, nextPreset) => {
            setWindow(next);
            setPreset(nextPreset);
          }}
        />
        {categories.length > 1 && (
          <fieldset className={css.chips}>
            <legend className={css.label} style={{ marginBottom: 6 }}>
              {t('category')}
            </legend>
            <button
              type="button"
              className={css.chip}
              aria-pressed={category === ''}
              onClick={() => setCategory('')}
            >
              {t('allCategories')}
            </button>
            {categories.map((c) => (
              <button
                key={c}
                type="button"
                className={css.chip}
                aria-pressed={category === c}
                onClick={() => setCategory(c)}
              >
                {categoryName(c)}
              </button>
            ))}
          </fieldset>
        )}
      </section>
      <section className={css.panel} aria-labelledby="pl-summary">
        <h2 id="pl-summary" className={css.heading}>
          {category ? t('pl.summaryOf', { category: categoryName(category) }) : t('pl.summary')}
        </h2>
        {report.isPending ? (
          <Loading text={t('loading')} />
        ) : report.isError ? (
          <ErrorState fallback={t('loadFailed')} error={report.error} onRetry={() => void report.refetch()} />
        ) : (
          <>
            <dl className={css.totals} data-testid="pl-totals">
              <Total label={t('stake')} value={format.money(totals.stake)} />
              <Total label={t('validBet')} value={format.money(totals.validBet)} />
              <Total label={t('payout')} value={format.money(totals.payout)} />
              <Total
                label={t('profit')}
                value={format.money(totals.profit, true)}
                tone={format.tone(totals.profit)}
              />
            </dl>
            {shown.length === 0 ? (
              <Empty text={t('pl.empty')} />
            ) : (
              <ProfitChart points={points} compact={compact} />
            )}
          </>
        )}
      </section>
      {sortedRows.length > 0 && (
        <section className={css.panel} aria-labelledby="pl-table">
          <h2 id="pl-table" className={css.heading}>
            {t('pl.details')}
          </h2>
          <table className={css.table} aria-busy={report.isFetching}>
            <thead>
              <tr>
                <th scope="col">{t(`pl.${period}`)}</th>
                <th scope="col">{t('category')}</th>
                <FigureHeaders labels={[t('stake'), t('validBet'), t('payout'), t('profit')]} />
              </tr>
            </thead>
            <tbody>
              {sortedRows.map((r) => (
                <tr key={`${r.period}-${r.category}`}>
                  <td data-label={t(`pl.${period}`)} className={css.nowrap}>
                    {label(r.period)}
                  </td>
                  <td data-label={t('category')}>{categoryName(r.category)}</td>
                  <MoneyCells cells={figures(r)} />
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <td data-label={t('total')} colSpan={2} data-wide>
                  {t('total')}
                </td>
                <MoneyCells cells={figures(totals)} />
              </tr>
            </tfoot>
          </table>
        </section>
      )}
    </div>
  );
}
