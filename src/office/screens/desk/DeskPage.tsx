import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import type { DeskOperator } from '@/core/api/office-runs';
import { button } from '@/web/ui/button.css';
import * as form from '@/web/ui/form.css';
import { brandPath, officeApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { allows, brandOf, useMe } from '../../lib/session';
import { DataTable } from '../../shell/DataTable';
import * as office from '../../shell/office.css';
import { QueryState } from '../../shell/QueryState';
import * as css from '../engagement/runs.css';
import { OperatorForm } from './OperatorForm';

type Operators = { operators: DeskOperator[]; grantable: string[] };
const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(document.documentElement.lang) : '—';

/**
 * The support desk's operators (docs/back-office.md "Support desk operators"): the accounts that sign in to this
 * brand's desk at /support. desk.read to look; desk.manage (owner) creates one or replaces its shown name,
 * password and brands (only brands where the staff member manages the desk). Passwords are never shown.
 */
export function DeskPage() {
  const t = useT('runs');
  const { brand } = useParams({ from: '/office/$brand' });
  const canManage = allows(brandOf(useMe(), brand), 'desk.manage');
  const [editing, setEditing] = useState<DeskOperator | null>(null);
  const [notice, setNotice] = useState('');
  const query = useQuery({
    queryKey: ['office', brand, 'desk'],
    queryFn: () => officeApi<Operators>(brandPath(brand, 'desk/operators')),
  });
  return (
    <>
      <h1>{t('desk.title')}</h1>
      <p>{t('desk.intro')}</p>
      <p className={form.hint}>{t('desk.noDisable')}</p>
      <section className={office.card} aria-labelledby="desk-list">
        <h2 id="desk-list">{t('desk.list')}</h2>
        <QueryState query={query}>
          {(data) =>
            data.operators.length === 0 ? (
              <p>{t('desk.empty')}</p>
            ) : (
              <DataTable
                rows={data.operators}
                rowKey={(o) => o.username}
                columns={[
                  { label: t('desk.username'), cell: (o) => <strong>{o.username}</strong> },
                  { label: t('desk.displayName'), cell: (o) => o.displayName },
                  {
                    label: t('desk.brands'),
                    cell: (o) => (o.brands ? o.brands.join(', ') : t('desk.allBrands')),
                  },
                  { label: t('desk.created'), cell: (o) => when(o.createdAt) },
                  { label: t('desk.lastSession'), cell: (o) => when(o.lastSessionAt) },
                  ...(canManage
                    ? [
                        {
                          label: t('desk.actions'),
                          cell: (o: DeskOperator) =>
                            o.manageable ? (
                              <button
                                type="button"
                                className={button.secondary}
                                onClick={() => {
                                  setNotice('');
                                  setEditing(o);
                                }}
                                aria-pressed={editing?.username === o.username}
                              >
                                {t('desk.edit')}
                                <span className={form.visuallyHidden}> {o.username}</span>
                              </button>
                            ) : (
                              <span className={css.muted}>{t('desk.otherBrands')}</span>
                            ),
                        },
                      ]
                    : []),
                ]}
              />
            )
          }
        </QueryState>
      </section>
      {notice && (
        <p role="status" className={form.success}>
          {notice}
        </p>
      )}
      {canManage && query.data && (
        <OperatorForm
          key={editing?.username ?? 'new'}
          brand={brand}
          grantable={query.data.grantable}
          editing={editing}
          onDone={(text) => {
            setEditing(null);
            setNotice(text ?? '');
          }}
        />
      )}
    </>
  );
}
