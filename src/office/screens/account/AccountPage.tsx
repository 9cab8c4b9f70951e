import { useQuery } from '@tanstack/react-query';
import type { StaffLoginRow } from '@/core/api/office';
import { dataTable } from '@/web/ui/data-table.css';
import { officeApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { useMe } from '../../lib/session';
import * as css from '../../shell/office.css';
import { QueryState } from '../../shell/QueryState';

/** The staff member's own account: roles per brand and their login history (to spot a login that was not them). */
export function AccountPage() {
  const t = useT('shell');
  const me = useMe();
  const logins = useQuery({
    queryKey: ['office', 'me', 'logins'],
    queryFn: () => officeApi<{ list: StaffLoginRow[] }>('/office/api/me/logins'),
  });
  return (
    <>
      <h1>{t('accountTitle', { name: me?.displayName ?? '' })}</h1>
      <section className={css.card} aria-labelledby="roles-title">
        <h2 id="roles-title">{t('rolesTitle')}</h2>
        <ul>
          {me?.brands.map((b) => (
            <li key={b.code}>
              {b.name}: {b.roles.map((r) => t(`role.${r}`)).join(', ')}
            </li>
          ))}
        </ul>
      </section>
      <section className={css.card} aria-labelledby="logins-title">
        <h2 id="logins-title">{t('loginsTitle')}</h2>
        <QueryState query={logins}>
          {(data) => (
            <div className={css.tableWrap}>
              <table className={dataTable}>
                <thead>
                  <tr>
                    <th>{t('when')}</th>
                    <th>{t('outcome')}</th>
                    <th>{t('address')}</th>
                    <th>{t('browser')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((row) => (
                    <tr key={row.at + row.ip}>
                      <td data-label={t('when')}>
                        {new Date(row.at).toLocaleString(document.documentElement.lang)}
                      </td>
                      <td data-label={t('outcome')}>{t(`loginOutcome.${row.outcome}`)}</td>
                      <td data-label={t('address')}>{row.ip}</td>
                      <td data-label={t('browser')} data-wide="">
                        {row.userAgent ?? ''}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </QueryState>
      </section>
    </>
  );
}
