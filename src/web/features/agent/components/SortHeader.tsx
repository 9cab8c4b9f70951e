import { useTranslation } from 'react-i18next';
import * as css from '../agent.css';
import type { SortOrder } from '../api/types';

/** A sortable column's header: a button that sorts by it (again: the other direction), with aria-sort. */
export function SortHeader<S extends string>({
  name,
  label,
  sort,
  order,
  onSort,
  align,
}: {
  name: S;
  label: string;
  sort: S;
  order: SortOrder;
  onSort: (sort: S, order: SortOrder) => void;
  align?: 'end';
}) {
  const { t } = useTranslation('agent');
  const active = sort === name;
  return (
    <th
      scope="col"
      data-align={align}
      aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <button
        type="button"
        className={css.sortButton}
        onClick={() => onSort(name, active && order === 'desc' ? 'asc' : 'desc')}
        title={t('sortBy', { column: label })}
      >
        {label}
        <span aria-hidden="true">{active ? (order === 'asc' ? '▲' : '▼') : '↕'}</span>
      </button>
    </th>
  );
}

/** On phones the table has no header row: the same sorting as a select. */
export function SortSelect<S extends string>({
  options,
  sort,
  order,
  onSort,
}: {
  options: { name: S; label: string }[];
  sort: S;
  order: SortOrder;
  onSort: (sort: S, order: SortOrder) => void;
}) {
  const { t } = useTranslation('agent');
  return (
    <label className={`${css.filterField} ${css.sortSelect}`}>
      <span className={css.label}>{t('sortLabel')}</span>
      <select
        className={css.input}
        value={`${sort}:${order}`}
        onChange={(event) => {
          const [s, o] = event.target.value.split(':') as [S, SortOrder];
          onSort(s, o);
        }}
      >
        {options.flatMap((o) => [
          <option key={`${o.name}:desc`} value={`${o.name}:desc`}>
            {t('sortDesc', { column: o.label })}
          </option>,
          <option key={`${o.name}:asc`} value={`${o.name}:asc`}>
            {t('sortAsc', { column: o.label })}
          </option>,
        ])}
      </select>
    </label>
  );
}
