import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { REPORTS, type Report, type ReportTable, type ReportValue } from '@/core/api/office-figures';
import { button } from '@/web/ui/button.css';
import { dataTable } from '@/web/ui/data-table.css';
import * as form from '@/web/ui/form.css';
import { brandPath, officeApi, officeDownload } from '../../lib/api';
import { useT } from '../../lib/i18n';
import * as office from '../../shell/office.css';
import { QueryState } from '../../shell/QueryState';
import * as css from '../dashboard/figures.css';

const TEXT_COLUMNS = new Set([
  'day',
  'method',
  'vendor',
  'category',
  'promotion',
  'agent',
  'kind',
  'accountKind',
]);

const isoDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

interface Asked {
  report: Report;
  from: string;
  to: string;
}

/** The figures reports over a date range (the liability: at the end of a day), each exported as CSV. */
export function ReportsPage() {
  const t = useT('figures');
  const { brand } = useParams({ from: '/office/$brand' });
  const today = new Date();
  const [asked, setAsked] = useState<Asked>({
    report: 'cash',
    from: isoDay(new Date(today.getTime() - 6 * 86_400_000)),
    to: isoDay(today),
  });
  const [kind, setKind] = useState<Report>('cash');
  const [exportError, setExportError] = useState('');
  const query = (a: Asked) => `from=${a.from}&to=${a.to}`;
  const result = useQuery({
    queryKey: ['office', brand, 'report', asked],
    queryFn: () => officeApi<ReportValue>(brandPath(brand, `reports/${asked.report}?${query(asked)}`)),
    placeholderData: keepPreviousData,
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const report = String(data.get('report')) as Report;
    const to = String(data.get('to') ?? '');
    const from = report === 'liability' ? to : String(data.get('from') ?? '');
    setAsked({ report, from, to });
  };
  return (
    <>
      <h1>{t('reports.title')}</h1>
      <form className={office.filters} onSubmit={submit} aria-label={t('reports.title')}>
        <label className={form.field}>
          <span className={form.label}>{t('reports.report')}</span>
          <select
            className={office.select}
            name="report"
            value={kind}
            onChange={(e) => setKind(e.target.value as Report)}
          >
            {REPORTS.map((r) => (
              <option key={r} value={r}>
                {t(`reports.names.${r}`)}
              </option>
            ))}
          </select>
        </label>
        {kind !== 'liability' && (
          <label className={form.field}>
            <span className={form.label}>{t('reports.from')}</span>
            <input className={form.input} type="date" name="from" defaultValue={asked.from} required />
          </label>
        )}
        <label className={form.field}>
          <span className={form.label}>{kind === 'liability' ? t('reports.at') : t('reports.to')}</span>
          <input className={form.input} type="date" name="to" defaultValue={asked.to} required />
        </label>
        <button type="submit" className={button.primary}>
          {t('reports.show')}
        </button>
        <button
          type="button"
          className={button.secondary}
          onClick={() =>
            void officeDownload(
              brandPath(brand, `reports/${asked.report}/csv?${query(asked)}`),
              `${asked.report}-${brand}.csv`,
            ).then(
              () => setExportError(''),
              (e: Error) => setExportError(e.message),
            )
          }
        >
          {t('reports.export')}
        </button>
      </form>
      {exportError && (
        <p role="alert" className={form.error}>
          {exportError}
        </p>
      )}
      <QueryState query={result}>
        {(value) => (
          <>
            <p className={css.muted}>
              {t(`reports.names.${value.report}`)} ·{' '}
              {value.report === 'liability' ? value.to : `${value.from} – ${value.to}`} · {value.currency}
            </p>
            {value.check && (
              <section className={office.card} aria-labelledby="liability-check">
                <h2 id="liability-check" className={css.heading}>
                  {t('reports.check.title')}
                </h2>
                <dl style={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: '4px 16px', margin: 0 }}>
                  <dt>{t('reports.check.players')}</dt>
                  <dd className={css.amount} data-align="end" style={{ margin: 0 }}>
                    {value.check.playerBalances}
                  </dd>
                  <dt>{t('reports.check.ledger')}</dt>
                  <dd className={css.amount} data-align="end" style={{ margin: 0 }}>
                    {value.check.ledgerLiability}
                  </dd>
                </dl>
                <p role="status" className={value.check.agree ? css.muted : css.negative}>
                  {value.check.agree ? t('reports.check.agree') : t('reports.check.disagree')}
                </p>
              </section>
            )}
            {value.tables.map((table) => (
              <Table key={table.id} table={table} />
            ))}
          </>
        )}
      </QueryState>
    </>
  );
}

function Table({ table }: { table: ReportTable }) {
  const t = useT('figures');
  return (
    <section className={office.card} aria-labelledby={`report-${table.id}`}>
      <h2 id={`report-${table.id}`} className={css.heading}>
        {t(`reports.tables.${table.id}`)}
      </h2>
      {table.rows.length === 0 ? (
        <p className={css.muted}>{t('reports.empty')}</p>
      ) : (
        <div className={office.tableWrap}>
          <table className={dataTable}>
            <thead>
              <tr>
                {table.columns.map((c) => (
                  <th
                    key={c}
                    className={TEXT_COLUMNS.has(c) ? undefined : css.amount}
                    data-align={TEXT_COLUMNS.has(c) ? undefined : 'end'}
                  >
                    {t(`reports.col.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.join('|')}>
                  {row.map((cell, i) => {
                    const column = table.columns[i] ?? '';
                    return (
                      <td
                        key={column}
                        data-label={t(`reports.col.${column}`)}
                        className={TEXT_COLUMNS.has(column) ? undefined : css.amount}
                        data-align={TEXT_COLUMNS.has(column) ? undefined : 'end'}
                      >
                        {column === 'accountKind'
                          ? t(`reports.accountKinds.${cell}`, { defaultValue: cell })
                          : cell}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
            {table.totals && (
              <tfoot>
                <tr>
                  {table.totals.map((cell, i) => {
                    const column = table.columns[i] ?? '';
                    return (
                      <td
                        key={column}
                        data-label={t(`reports.col.${column}`)}
                        className={i === 0 ? undefined : css.amount}
                        data-align={i === 0 ? undefined : 'end'}
                      >
                        {i === 0 ? <strong>{t('reports.total')}</strong> : <strong>{cell}</strong>}
                      </td>
                    );
                  })}
                </tr>
              </tfoot>
            )}
          </table>
        </div>
      )}
    </section>
  );
}
