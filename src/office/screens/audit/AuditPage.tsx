import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import type { AuditRow } from '@/core/api/office';
import { button } from '@/web/ui/button.css';
import * as form from '@/web/ui/form.css';
import { brandPath, officeApi, officeDownload } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { PagedRows } from '../../shell/DataTable';
import * as css from '../../shell/office.css';
import { QueryState } from '../../shell/QueryState';

const PAGE_SIZE = 50;
const FILTERS = ['actor', 'action', 'target', 'from', 'to'] as const;
type Filter = Partial<Record<(typeof FILTERS)[number], string>>;

const query = (filter: Filter, extra: Record<string, string> = {}) =>
  new URLSearchParams({
    ...Object.fromEntries(Object.entries(filter).filter(([, v]) => v)),
    ...extra,
  } as Record<string, string>).toString();

const show = (value: unknown) =>
  value === null || value === undefined ? '' : JSON.stringify(value, null, 1);

/** The audit log: every operator action of the brand (console and ops CLI), filtered, paged and exported as CSV. */
export function AuditPage() {
  const t = useT('audit');
  const { brand } = useParams({ from: '/office/$brand' });
  const [filter, setFilter] = useState<Filter>({});
  const [page, setPage] = useState(1);
  const [exportError, setExportError] = useState('');
  const rows = useQuery({
    queryKey: ['office', brand, 'audit', filter, page],
    queryFn: () =>
      officeApi<{ list: AuditRow[]; total: number }>(
        brandPath(brand, `audit?${query(filter, { pageNo: String(page), pageSize: String(PAGE_SIZE) })}`),
      ),
    placeholderData: keepPreviousData,
  });

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setFilter(Object.fromEntries(FILTERS.map((f) => [f, String(data.get(f) ?? '').trim()])));
    setPage(1);
  };

  return (
    <>
      <h1>{t('title')}</h1>
      <form className={css.filters} onSubmit={apply} aria-label={t('filters')}>
        {FILTERS.map((f) => (
          <label key={f} className={form.field}>
            <span className={form.label}>{t(`filter.${f}`)}</span>
            <input
              className={form.input}
              name={f}
              type={f === 'from' || f === 'to' ? 'date' : 'text'}
              maxLength={128}
              defaultValue={filter[f] ?? ''}
            />
          </label>
        ))}
        <button type="submit" className={button.primary}>
          {t('apply')}
        </button>
        <button
          type="button"
          className={button.secondary}
          onClick={() =>
            void officeDownload(brandPath(brand, `audit.csv?${query(filter)}`), `audit-${brand}.csv`).then(
              () => setExportError(''),
              (e: Error) => setExportError(e.message),
            )
          }
        >
          {t('export')}
        </button>
      </form>
      {exportError && (
        <p role="alert" className={form.error}>
          {exportError}
        </p>
      )}
      <QueryState query={rows}>
        {(data) => (
          <PagedRows
            data={data}
            pageSize={PAGE_SIZE}
            page={page}
            onPage={setPage}
            empty={t('empty')}
            before={<p>{t('total', { count: data.total })}</p>}
            rowKey={(row) => row.id}
            columns={[
              {
                label: t('col.at'),
                cell: (row) => new Date(row.at).toLocaleString(document.documentElement.lang),
              },
              { label: t('col.actor'), cell: (row) => `${row.actor}${row.ip ? ` · ${row.ip}` : ''}` },
              { label: t('col.action'), cell: (row) => row.action },
              { label: t('col.target'), cell: (row) => row.target ?? '' },
              { label: t('col.reason'), cell: (row) => row.reason ?? '' },
              {
                label: t('col.change'),
                wide: true,
                cell: (row) => (
                  <details>
                    <summary>{t('details')}</summary>
                    <pre className={css.pre}>
                      {t('before')}: {show(row.before)}
                      {'\n'}
                      {t('after')}: {show(row.after)}
                      {'\n'}
                      {show(row.detail)}
                    </pre>
                  </details>
                ),
              },
            ]}
          />
        )}
      </QueryState>
    </>
  );
}
