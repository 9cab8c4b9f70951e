import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { Figure, FigureRow } from '@/core/api/office-figures';
import { button } from '@/web/ui/button.css';
import { dataTable } from '@/web/ui/data-table.css';
import { Pager } from '@/web/ui/Pager';
import { brandPath, officeApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import * as office from '../../shell/office.css';
import { QueryState } from '../../shell/QueryState';
import * as css from './figures.css';
import { money } from './format';

const PAGE_SIZE = 25;

interface RowsPage {
  list: FigureRow[];
  total: number;
  sum: string;
  count: boolean;
}

/** The rows behind one figure (ledger postings or aggregate rows), paged, with their sum: what makes the figure. */
export function FigureRows({
  brand,
  figure,
  from,
  to,
  symbol,
  minorUnits,
  onClose,
}: {
  brand: string;
  figure: Figure;
  from: string;
  to: string;
  symbol: string;
  minorUnits: number;
  onClose: () => void;
}) {
  const t = useT('figures');
  const [page, setPage] = useState(1);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const rows = useQuery({
    queryKey: ['office', brand, 'figure-rows', figure, from, to, page],
    queryFn: () =>
      officeApi<RowsPage>(
        brandPath(brand, `figures/${figure}/rows?from=${from}&to=${to}&pageNo=${page}&pageSize=${PAGE_SIZE}`),
      ),
    placeholderData: keepPreviousData,
  });
  const label = t(`figure.${figure}`);
  return (
    <section className={office.card} aria-labelledby="figure-rows-title">
      <div style={{ display: 'flex', gap: 10, alignItems: 'center', justifyContent: 'space-between' }}>
        <h2 id="figure-rows-title" className={css.heading} tabIndex={-1} ref={heading}>
          {t('rows.title', { figure: label })}
        </h2>
        <button type="button" className={button.secondary} onClick={onClose}>
          {t('rows.close')}
        </button>
      </div>
      <QueryState query={rows}>
        {(data) =>
          data.total === 0 ? (
            <p>{t('rows.empty')}</p>
          ) : (
            <>
              <p className={css.muted}>
                {t('rows.count', { count: data.total })} ·{' '}
                {data.count
                  ? t('rows.players', { count: Number(data.sum) })
                  : t('rows.sum', { sum: money(data.sum, symbol, minorUnits) })}
              </p>
              <div className={office.tableWrap}>
                <table className={dataTable}>
                  <thead>
                    <tr>
                      <th>{t('rows.col.day')}</th>
                      <th>{t('rows.col.player')}</th>
                      <th>{t('rows.col.kind')}</th>
                      <th>{t('rows.col.detail')}</th>
                      <th className={css.amount} data-align="end">
                        {t('rows.col.amount')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.list.map((row) => (
                      <tr key={`${row.source}${row.id}${row.kind}`}>
                        <td data-label={t('rows.col.day')}>
                          {row.at ? new Date(row.at).toLocaleString(document.documentElement.lang) : row.day}
                        </td>
                        <td data-label={t('rows.col.player')}>{row.player ?? '—'}</td>
                        <td data-label={t('rows.col.kind')}>{row.kind}</td>
                        <td data-label={t('rows.col.detail')}>{row.detail || '—'}</td>
                        <td
                          data-label={t('rows.col.amount')}
                          data-align="end"
                          className={`${css.amount} ${row.amount.startsWith('-') ? css.negative : ''}`}
                        >
                          {money(row.amount, symbol, minorUnits)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pager page={page} total={Math.ceil(data.total / PAGE_SIZE)} onPage={setPage} />
            </>
          )
        }
      </QueryState>
    </section>
  );
}
