import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { PLAYER_SEARCH_FIELDS, type PlayerRow, type PlayerSearchField } from '@/core/api/office-players';
import { button } from '@/web/ui/button.css';
import * as form from '@/web/ui/form.css';
import { brandPath, officeApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { PagedRows } from '../../shell/DataTable';
import * as css from '../../shell/office.css';
import { QueryState } from '../../shell/QueryState';
import { when } from './player-lib';

const PAGE_SIZE = 20;
type Search = { by: PlayerSearchField; q: string; match: 'prefix' | 'exact' };

/** Player search: one field (username, mobile, email, payee name, address), exact or prefix, in this brand. */
export function PlayersPage() {
  const t = useT('players');
  const { brand } = useParams({ from: '/office/$brand' });
  const [search, setSearch] = useState<Search | null>(null);
  const [page, setPage] = useState(1);
  const rows = useQuery({
    queryKey: ['office', brand, 'players', search, page],
    enabled: search !== null,
    queryFn: () =>
      officeApi<{ list: PlayerRow[]; total: number }>(
        brandPath(
          brand,
          `players?${new URLSearchParams({ ...(search as Search), pageNo: String(page), pageSize: String(PAGE_SIZE) })}`,
        ),
      ),
    placeholderData: keepPreviousData,
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const q = String(data.get('q') ?? '').trim();
    if (!q) return;
    setSearch({ by: data.get('by') as PlayerSearchField, q, match: data.get('match') as Search['match'] });
    setPage(1);
  };
  return (
    <>
      <h1>{t('title')}</h1>
      <form className={css.filters} onSubmit={submit} aria-label={t('search')}>
        <label className={form.field}>
          <span className={form.label}>{t('searchBy')}</span>
          <select className={css.select} name="by" defaultValue="username">
            {PLAYER_SEARCH_FIELDS.map((f) => (
              <option key={f} value={f}>
                {t(`field.${f}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={form.field}>
          <span className={form.label}>{t('match')}</span>
          <select className={css.select} name="match" defaultValue="prefix">
            <option value="prefix">{t('prefix')}</option>
            <option value="exact">{t('exact')}</option>
          </select>
        </label>
        <label className={form.field}>
          <span className={form.label}>{t('query')}</span>
          <input className={form.input} name="q" required maxLength={100} autoComplete="off" />
        </label>
        <button type="submit" className={button.primary}>
          {t('search')}
        </button>
      </form>
      {search === null ? (
        <p className={form.hint}>{t('searchHint')}</p>
      ) : (
        <QueryState query={rows}>
          {(data) => (
            <PagedRows
              data={data}
              pageSize={PAGE_SIZE}
              page={page}
              onPage={setPage}
              empty={t('noPlayers')}
              before={<p>{t('found', { count: data.total })}</p>}
              rowKey={(r) => r.id}
              columns={[
                {
                  label: t('field.username'),
                  cell: (r) => (
                    <Link to={`/office/$brand/players/${r.id}` as '/office/$brand'} params={{ brand }}>
                      {r.username}
                    </Link>
                  ),
                },
                { label: t('status'), cell: (r) => t(`state.${r.status}`) },
                { label: t('field.mobile'), cell: (r) => r.mobile ?? '' },
                { label: t('field.email'), cell: (r) => r.email ?? '' },
                { label: t('field.payee'), cell: (r) => r.payeeName ?? '' },
                { label: t('vip'), cell: (r) => r.vipLevel },
                { label: t('lastLogin'), cell: (r) => when(r.lastLoginAt) },
              ]}
            />
          )}
        </QueryState>
      )}
    </>
  );
}
