import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/web/lib/use-error-text';
import { useFormat } from '@/web/lib/use-format';
import { dataTable } from '@/web/ui/data-table.css';
import * as form from '@/web/ui/form.css';
import { Pager } from '@/web/ui/Pager';
import { Empty, ErrorMessage, Loading } from '@/web/ui/States';
import { PAGE_SIZE, POINT_TYPES, type PointType, usePointDetails } from '../api/points';
import * as css from '../loyalty.css';

/** Points details: every movement of the points ledger (earned per type, redeemed, returned, converted). */
export function PointDetails() {
  const { t } = useTranslation('loyalty');
  const format = useFormat();
  const errorText = useErrorText().of;
  const id = useId();
  const [type, setType] = useState<PointType | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const details = usePointDetails(pageNo, type || undefined);
  return (
    <div className={css.page}>
      <div className={form.field} style={{ maxInlineSize: 260 }}>
        <label className={form.label} htmlFor={id}>
          {t('points.filter.label')}
        </label>
        <select
          id={id}
          className={form.input}
          value={type}
          onChange={(e) => {
            setType(e.target.value as PointType | '');
            setPageNo(1);
          }}
        >
          <option value="">{t('points.filter.all')}</option>
          {POINT_TYPES.map((p) => (
            <option key={p} value={p}>
              {t(`points.type.${p}`)}
            </option>
          ))}
        </select>
      </div>
      {details.isPending ? (
        <Loading />
      ) : details.isError ? (
        <ErrorMessage text={errorText(details.error)} onRetry={() => void details.refetch()} />
      ) : details.data.list.length === 0 ? (
        <Empty text={t('points.noDetails')} />
      ) : (
        <>
          <div className={css.tableWrap} aria-busy={details.isFetching ? true : undefined}>
            <table className={dataTable}>
              <caption className={css.visuallyHidden}>{t('points.tab.details')}</caption>
              <thead>
                <tr>
                  <th>{t('points.time')}</th>
                  <th>{t('points.kind')}</th>
                  <th data-align="end">{t('points.change')}</th>
                  <th data-align="end">{t('points.after')}</th>
                  <th>{t('points.basis')}</th>
                  <th>{t('points.remark')}</th>
                </tr>
              </thead>
              <tbody>
                {details.data.list.map((entry) => (
                  <tr key={entry.id}>
                    <td data-label={t('points.time')}>{format.dateTime(entry.time)}</td>
                    <td data-label={t('points.kind')}>{t(`points.type.${entry.type}`)}</td>
                    <td data-label={t('points.change')} data-align="end">
                      {entry.points > 0 ? '+' : ''}
                      {format.number(entry.points)}
                    </td>
                    <td data-label={t('points.after')} data-align="end">
                      {format.number(entry.balance)}
                    </td>
                    <td data-label={t('points.basis')}>
                      {entry.basis ? format.money(entry.basis) : '—'}
                      {entry.ratio && (
                        <span className={css.muted}> {t('points.ratioValue', { ratio: entry.ratio })}</span>
                      )}
                    </td>
                    <td data-label={t('points.remark')}>{entry.remark ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={pageNo} total={Math.ceil(details.data.total / PAGE_SIZE)} onPage={setPageNo} />
        </>
      )}
    </div>
  );
}
