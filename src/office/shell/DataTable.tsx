import type { ReactNode } from 'react';
import { dataTable } from '@/web/ui/data-table.css';
import { Pager } from '@/web/ui/Pager';
import * as css from './office.css';

/** One column of a console table. */
export interface Column<T> {
  /** The header, and each cell's label when a phone shows the rows as cards. */
  label: string;
  cell: (row: T) => ReactNode;
  /** Amounts and counts: aligned to the end. */
  end?: boolean;
  /** Long text: the cell takes a card's whole width on a phone. */
  wide?: boolean;
}

/**
 * The console's table: a header row, one row per item, each cell labelled with its column for the phone layout
 * (the site's data-table styles), scrolling sideways inside its frame on narrow screens.
 */
export function DataTable<T>({
  rows,
  columns,
  rowKey,
}: {
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T, index: number) => string;
}) {
  return (
    <div className={css.tableWrap}>
      <table className={dataTable}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.label} data-align={c.end ? 'end' : undefined}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={rowKey(row, i)}>
              {columns.map((c) => (
                <td
                  key={c.label}
                  data-label={c.label}
                  data-align={c.end ? 'end' : undefined}
                  data-wide={c.wide ? '' : undefined}
                >
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A page of a paged list: its rows (or the empty text), then the pager when there is more than one page. */
export function PagedRows<T>({
  data,
  pageSize,
  page,
  onPage,
  empty,
  before,
  ...table
}: {
  data: { list: readonly T[]; total: number };
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
  empty: string;
  /** Shown above the table when there are rows (a count). */
  before?: ReactNode;
  columns: readonly Column<T>[];
  rowKey: (row: T, index: number) => string;
}) {
  if (data.list.length === 0) return <p>{empty}</p>;
  return (
    <>
      {before}
      <DataTable rows={data.list} {...table} />
      <Pager page={page} total={Math.ceil(data.total / pageSize)} onPage={onPage} />
    </>
  );
}
