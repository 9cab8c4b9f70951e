import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DateWindow, lastDays } from '@/web/lib/date-window';
import { useFormat } from '@/web/lib/use-format';
import { Isolate } from '@/web/ui/bidi';
import { FigureHeaders } from '@/web/ui/FigureCells';
import { Pager } from '@/web/ui/Pager';
import { Empty, ErrorState, Loading } from '@/web/ui/States';
import { useBets } from '../api/records';
import type { BetFilters } from '../api/types';
import { useMenus } from '../api/vendors';
import { DateRange, type Preset } from './DateRange';
import * as css from './records.css';

/**
 * personalHistoryCopy (betting record): every bet with game, vendor, round, stake, payout, profit, time and status;
 * filtered by category, vendor and period; totals of the filtered bets.
 */
export function BettingRecordPage() {
  const { t } = useTranslation('records');
  const { t: tc } = useTranslation();
  const format = useFormat();
  const menus = useMenus();
  const [category, setCategory] = useState('');
  const [vendor, setVendor] = useState('');
  const [preset, setPreset] = useState<Preset>(7);
  const [window, setWindow] = useState<DateWindow>(() => lastDays(7));
  const [pageNo, setPageNo] = useState(1);
  const filters: BetFilters = { category, vendor, from: window.from, to: window.to };
  const bets = useBets(filters, pageNo);
  const categoryId = useId();
  const vendorId = useId();

  const categories = menus.data ?? [];
  const vendors = useMemo(() => {
    const list = new Map<string, string>();
    for (const c of categories) {
      if (category && c.gameCategory !== category) continue;
      for (const v of c.vendors) list.set(v.vassalage, v.displayName);
    }
    return [...list];
  }, [categories, category]);
  const vendorName = (code: string) =>
    categories.flatMap((c) => c.vendors).find((v) => v.vassalage === code)?.displayName ?? code;

  return (
    <div className={css.page}>
      <h1 className={css.title}>{t('bets.title')}</h1>
      <section className={css.panel} aria-label={t('filters')}>
        <div className={css.filterRow}>
          <div className={css.filterField}>
            <label className={css.label} htmlFor={categoryId}>
              {t('category')}
            </label>
            <select
              id={categoryId}
              className={css.select}
              value={category}
              onChange={(e) => {
                setCategory(e.target.value);
                setVendor('');
                setPageNo(1);
              }}
            >
              <option value="">{t('allCategories')}</option>
              {categories.map((c) => (
                <option key={c.gameCategory} value={c.gameCategory}>
                  {tc(`category.${c.gameCategory}` as 'category.RNG', { defaultValue: c.gameCategory })}
                </option>
              ))}
            </select>
          </div>
          <div className={css.filterField}>
            <label className={css.label} htmlFor={vendorId}>
              {t('vendor')}
            </label>
            <select
              id={vendorId}
              className={css.select}
              value={vendor}
              onChange={(e) => {
                setVendor(e.target.value);
                setPageNo(1);
              }}
            >
              <option value="">{t('allVendors')}</option>
              {vendors.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          </div>
        </div>
        <DateRange
          presets={[1, 7, 30]}
          preset={preset}
          window={window}
          onChange={(next, nextPreset) => {
            setWindow(next);
            setPreset(nextPreset);
            setPageNo(1);
          }}
        />
      </section>
      <section className={css.panel} aria-labelledby="bets-title">
        <h2 id="bets-title" className={css.heading}>
          {t('bets.list')}
        </h2>
        {bets.data && (
          <dl className={css.totals} aria-label={t('totals')} data-testid="bet-totals">
            <Total label={t('bets.count')} value={String(bets.data.totals.count)} />
            <Total label={t('stake')} value={format.money(bets.data.totals.stake)} />
            <Total label={t('payout')} value={format.money(bets.data.totals.payout)} />
            <Total
              label={t('profit')}
              value={format.money(bets.data.totals.profit, true)}
              tone={format.tone(bets.data.totals.profit)}
            />
          </dl>
        )}
        {bets.isPending ? (
          <Loading text={t('loading')} />
        ) : bets.isError ? (
          <ErrorState fallback={t('loadFailed')} error={bets.error} onRetry={() => void bets.refetch()} />
        ) : bets.data.content.length === 0 ? (
          <Empty text={t('bets.empty')} />
        ) : (
          <>
            <table className={css.table} aria-busy={bets.isFetching}>
              <caption className={css.visuallyHidden}>{t('bets.list')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('time')}</th>
                  <th scope="col">{t('game')}</th>
                  <th scope="col">{t('round')}</th>
                  <FigureHeaders labels={[t('stake'), t('payout'), t('profit')]} />
                  <th scope="col">{t('status')}</th>
                </tr>
              </thead>
              <tbody>
                {bets.data.content.map((bet) => (
                  <tr key={bet.id}>
                    <td data-label={t('time')} className={css.nowrap}>
                      {format.dateTime(bet.createdAt)}
                    </td>
                    <td data-label={t('game')} data-wide>
                      <span className={css.gameCell}>
                        <span>{bet.gameName}</span>
                        <span className={css.sub}>
                          <Isolate>{bet.vendorName ?? vendorName(bet.vendor)}</Isolate> ·{' '}
                          {tc(`category.${bet.category}` as 'category.RNG', { defaultValue: bet.category })}
                        </span>
                      </span>
                    </td>
                    <td data-label={t('round')} className={css.mono}>
                      {bet.round}
                    </td>
                    <td data-label={t('stake')} data-align="end">
                      {format.money(bet.stake)}
                    </td>
                    <td data-label={t('payout')} data-align="end">
                      {format.money(bet.payout)}
                    </td>
                    <td
                      data-label={t('profit')}
                      data-align="end"
                      className={css.tone[format.tone(bet.profit)]}
                    >
                      {format.money(bet.profit, true)}
                    </td>
                    <td data-label={t('status')}>
                      <StatusBadge status={bet.status} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pager page={pageNo} total={bets.data.totalPages} onPage={setPageNo} />
          </>
        )}
      </section>
    </div>
  );
}

function Total({
  label,
  value,
  tone = 'flat',
}: {
  label: string;
  value: string;
  tone?: 'up' | 'down' | 'flat';
}) {
  return (
    <div className={css.total}>
      <dt className={css.totalLabel}>{label}</dt>
      <dd className={`${css.totalValue} ${css.tone[tone]}`}>{value}</dd>
    </div>
  );
}

function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('records');
  const kind = status === 'open' ? 'open' : status === 'refunded' ? 'void' : 'ok';
  return (
    <span className={css.badge[kind]}>
      {t(`statuses.${status}` as 'statuses.settled', { defaultValue: status })}
    </span>
  );
}

export { Total };
