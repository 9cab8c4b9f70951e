import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import type { HeldBill } from '@/core/api/office-queues';
import { dataTable } from '@/web/ui/data-table.css';
import { brandPath, officeApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import * as css from '../../shell/office.css';
import { QueryState } from '../../shell/QueryState';
import { DecisionForm, useCan, when } from '../promotions/QueueParts';
import * as q from '../promotions/queues.css';

/**
 * Contract bills held for review: each beside its explanation (the bill recomputed from raw bets, as
 * `npm run ops -- explain-bill` prints it, differences marked); pay (four eyes above the threshold) or refuse.
 */
export function BillsPage() {
  const t = useT('queues');
  const { brand } = useParams({ from: '/office/$brand' });
  const canDecide = useCan(brand, 'bills.decide');
  const list = useQuery({
    queryKey: ['office', brand, 'queues', 'bills'],
    queryFn: () => officeApi<{ list: HeldBill[] }>(brandPath(brand, 'bills')),
  });
  return (
    <>
      <h1>{t('bills.title')}</h1>
      <p>{t('bills.intro')}</p>
      <QueryState query={list}>
        {(data) =>
          data.list.length === 0 ? (
            <p>{t('bills.empty')}</p>
          ) : (
            <div className={q.list}>
              {data.list.map((b) => (
                <article key={b.id} className={css.card} aria-labelledby={`bill-${b.id}`}>
                  <h2 id={`bill-${b.id}`}>{t('bills.bill', { id: b.id, account: b.account })}</h2>
                  <dl className={q.facts}>
                    <dt>{t('bills.kind')}</dt>
                    <dd>{t(`bills.kinds.${b.kind}`, { defaultValue: b.kind })}</dd>
                    <dt>{t('bills.period')}</dt>
                    <dd>
                      {when(b.periodStart)} – {when(b.periodEnd)}
                    </dd>
                    <dt>{t('bills.amount')}</dt>
                    <dd>
                      <strong>{b.amount}</strong> ({b.rate} %)
                    </dd>
                  </dl>
                  <div className={css.tableWrap}>
                    <table className={dataTable}>
                      <caption>
                        {b.explanation.differences === 0
                          ? t('bills.noDifference')
                          : t('bills.differences', { count: b.explanation.differences })}
                      </caption>
                      <thead>
                        <tr>
                          <th scope="col">{t('bills.field')}</th>
                          <th scope="col" data-align="end">
                            {t('bills.stored')}
                          </th>
                          <th scope="col" data-align="end">
                            {t('bills.recomputed')}
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {b.explanation.lines.map((line) => (
                          <tr key={line.field} className={line.differs ? q.differs : undefined}>
                            <th scope="row">
                              {t(`bills.fields.${line.field}`, { defaultValue: line.field })}
                            </th>
                            <td data-label={t('bills.stored')} data-align="end">
                              {line.stored}
                            </td>
                            <td data-label={t('bills.recomputed')} data-align="end">
                              {line.recomputed}
                              {line.differs && ` ⚠ ${t('bills.differs')}`}
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                  {canDecide && (
                    <DecisionForm
                      path={brandPath(brand, `bills/${b.id}`)}
                      approveLabel={t('bills.approve')}
                      rejectLabel={t('reject')}
                    />
                  )}
                </article>
              ))}
            </div>
          )
        }
      </QueryState>
    </>
  );
}
