import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/web/lib/use-error-text';
import { useFormat } from '@/web/lib/use-format';
import { chip, chips } from '@/web/ui/chips.css';
import { dataTable } from '@/web/ui/data-table.css';
import { Pager } from '@/web/ui/Pager';
import { Empty, ErrorMessage, Loading } from '@/web/ui/States';
import { PAGE_SIZE, type RedeemStatus, useRedeemList } from '../api/points';
import * as css from '../loyalty.css';

const STATUSES: RedeemStatus[] = ['processing', 'approved', 'rejected'];
const TONE: Record<RedeemStatus, keyof typeof css.tone> = {
  processing: 'waiting',
  approved: 'good',
  rejected: 'bad',
};

/** The player's redeem records (spec §3 "Redeem record", statuses of spec §4), newest first. */
export function RedeemHistory() {
  const { t } = useTranslation('loyalty');
  const format = useFormat();
  const errorText = useErrorText().of;
  const [status, setStatus] = useState<RedeemStatus | undefined>(undefined);
  const [pageNo, setPageNo] = useState(1);
  const list = useRedeemList(pageNo, status);
  const choose = (next: RedeemStatus | undefined) => {
    setStatus(next);
    setPageNo(1);
  };
  return (
    <div className={css.page}>
      <fieldset className={chips}>
        <legend className={css.visuallyHidden}>{t('redeem.filter')}</legend>
        {[undefined, ...STATUSES].map((s) => (
          <button
            key={s ?? 'all'}
            type="button"
            className={chip}
            aria-pressed={status === s}
            onClick={() => choose(s)}
          >
            {s ? t(`redeem.state.${s}`) : t('redeem.allStatuses')}
          </button>
        ))}
      </fieldset>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <ErrorMessage text={errorText(list.error)} onRetry={() => void list.refetch()} />
      ) : list.data.list.length === 0 ? (
        <Empty text={t('redeem.noHistory')} />
      ) : (
        <>
          <div className={css.tableWrap} aria-busy={list.isFetching ? true : undefined}>
            <table className={dataTable}>
              <caption className={css.visuallyHidden}>{t('redeem.history')}</caption>
              <thead>
                <tr>
                  <th>{t('redeem.ref')}</th>
                  <th>{t('redeem.appliedAt')}</th>
                  <th>{t('redeem.name')}</th>
                  <th data-align="end">{t('redeem.qty')}</th>
                  <th data-align="end">{t('redeem.points')}</th>
                  <th data-align="end">{t('redeem.amount')}</th>
                  <th>{t('redeem.status')}</th>
                  <th>{t('redeem.paidAccount')}</th>
                  <th data-align="end">{t('redeem.paidAmount')}</th>
                  <th>{t('redeem.receivingAddress')}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.list.map((r) => (
                  <tr key={r.referenceNo} data-testid="redeem-row">
                    <td data-label={t('redeem.ref')}>{r.referenceNo}</td>
                    <td data-label={t('redeem.appliedAt')}>{format.dateTime(r.applyTime)}</td>
                    <td data-label={t('redeem.name')}>
                      {r.name}
                      <div className={css.muted}>{t(`points.itemType.${r.type}`)}</div>
                    </td>
                    <td data-label={t('redeem.qty')} data-align="end">
                      {format.number(r.quantity)}
                    </td>
                    <td data-label={t('redeem.points')} data-align="end">
                      {format.number(r.points)}
                    </td>
                    <td data-label={t('redeem.amount')} data-align="end">
                      {r.amount ? format.money(r.amount) : '—'}
                    </td>
                    <td data-label={t('redeem.status')}>
                      <span className={css.tone[TONE[r.status]]} data-testid="redeem-status">
                        {t(`redeem.state.${r.status}`)}
                      </span>
                      {r.remark && <div className={css.muted}>{r.remark}</div>}
                      {r.decidedAt && (
                        <div className={css.muted}>
                          {t('redeem.decidedAt')}: {format.dateTime(r.decidedAt)}
                        </div>
                      )}
                    </td>
                    <td data-label={t('redeem.paidAccount')}>{r.paidAccount ?? '—'}</td>
                    <td data-label={t('redeem.paidAmount')} data-align="end">
                      {r.paidAmount ? format.money(r.paidAmount) : '—'}
                    </td>
                    <td data-label={t('redeem.receivingAddress')} data-wide="">
                      {r.address}
                      <div className={css.muted}>{r.mobile}</div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={pageNo} total={Math.ceil(list.data.total / PAGE_SIZE)} onPage={setPageNo} />
        </>
      )}
    </div>
  );
}
