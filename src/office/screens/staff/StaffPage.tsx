import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import type { BrandStaffRow } from '@/core/api/office-staff';
import { button } from '@/web/ui/button.css';
import { dataTable } from '@/web/ui/data-table.css';
import * as form from '@/web/ui/form.css';
import { brandPath, officeApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { allows, brandOf, useMe } from '../../lib/session';
import * as css from '../../shell/office.css';
import { QueryState } from '../../shell/QueryState';
import { CreateStaff } from './CreateStaff';
import { StaffEditor } from './StaffEditor';
import * as own from './staff.css';

/**
 * The brand's staff (docs/back-office.md "Staff"): roles on this brand, status, last sign-in. Owners (staff.manage)
 * add staff to the brand, change roles and lock or unlock; the auditor reads.
 */
export function StaffPage() {
  const t = useT('staff');
  const shell = useT('shell');
  const { brand } = useParams({ from: '/office/$brand' });
  const me = useMe();
  const canManage = allows(brandOf(me, brand), 'staff.manage');
  const [editing, setEditing] = useState<string | null>(null);
  const list = useQuery({
    queryKey: ['office', brand, 'staff'],
    queryFn: () => officeApi<{ list: BrandStaffRow[] }>(brandPath(brand, 'staff')),
  });
  const when = (iso: string | null) =>
    iso ? new Date(iso).toLocaleString(document.documentElement.lang) : t('never');

  return (
    <>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <QueryState query={list}>
        {(data) => {
          const member = data.list.find((m) => m.username === editing);
          return (
            <>
              {data.list.length === 0 ? (
                <p>{t('empty')}</p>
              ) : (
                <div className={css.tableWrap}>
                  <table className={dataTable}>
                    <thead>
                      <tr>
                        <th>{t('col.name')}</th>
                        <th>{t('col.roles')}</th>
                        <th>{t('col.status')}</th>
                        <th>{t('col.lastLogin')}</th>
                        {canManage && <th>{t('col.actions')}</th>}
                      </tr>
                    </thead>
                    <tbody>
                      {data.list.map((m) => (
                        <tr key={m.username}>
                          <td data-label={t('col.name')}>
                            <strong>{m.username}</strong>
                            {m.username === me?.username ? ` (${t('you')})` : ''}
                            {m.displayName !== m.username && <div>{m.displayName}</div>}
                            {m.otherBrands.length > 0 && (
                              <div className={own.muted}>
                                {t('otherBrands', { brands: m.otherBrands.join(', ') })}
                              </div>
                            )}
                          </td>
                          <td data-label={t('col.roles')}>
                            {m.roles.map((r) => shell(`role.${r}`)).join(', ')}
                          </td>
                          <td data-label={t('col.status')}>{t(`status.${m.status}`)}</td>
                          <td data-label={t('col.lastLogin')}>{when(m.lastLoginAt)}</td>
                          {canManage && (
                            <td data-label={t('col.actions')}>
                              {m.username !== me?.username && (
                                <button
                                  type="button"
                                  className={button.secondary}
                                  aria-expanded={editing === m.username}
                                  onClick={() => setEditing(editing === m.username ? null : m.username)}
                                >
                                  {t('manage')}
                                  <span className={form.visuallyHidden}> {m.username}</span>
                                </button>
                              )}
                            </td>
                          )}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
              {canManage && member && (
                <StaffEditor
                  key={member.username}
                  brand={brand}
                  member={member}
                  onClose={() => setEditing(null)}
                />
              )}
            </>
          );
        }}
      </QueryState>
      {canManage && <CreateStaff brand={brand} />}
    </>
  );
}
