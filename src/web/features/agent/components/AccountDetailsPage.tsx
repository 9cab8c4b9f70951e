import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../ui/Pager';
import * as css from '../agent.css';
import { PAGE_SIZE } from '../api/keys';
import { useTeamTransactions } from '../api/transactions';
import { TRANSACTION_KINDS, type TransactionKind } from '../api/types';
import { periodOf, useReportWindow } from '../period';
import { useFormat } from '../use-format';
import { Figures, PageFrame } from './Figures';
import { MemberFilter } from './MemberFilter';
import { PeriodPicker } from './PeriodPicker';
import { Empty, ErrorState, Loading } from './States';

/** agentDownlineTransactionDetailsCopy (account details): the team's ledger movements with filters and totals. */
export function AccountDetailsPage({ member: initialMember }: { member?: string }) {
  const { t } = useTranslation('agent');
  const format = useFormat();
  const kindId = useId();
  const [window, setWindow] = useReportWindow();
  const [member, setMember] = useState(initialMember);
  const [kind, setKind] = useState<TransactionKind | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const report = useTeamTransactions({ ...periodOf(window), member, kind: kind || undefined, pageNo });
  const kindName = (k: string) => t(`kind.${k}` as 'kind.deposit', { defaultValue: k });
  return (
    <PageFrame title={t('menu.agentDownlineTransactionDetailsCopy')}>
      <section className={css.panel} aria-label={t('filters.label')}>
        <div className={css.filterRow}>
          <MemberFilter
            value={member}
            onChange={(next) => {
              setMember(next);
              setPageNo(1);
            }}
          />
          <div className={css.filterField}>
            <label className={css.label} htmlFor={kindId}>
              {t('filters.kind')}
            </label>
            <select
              id={kindId}
              className={css.input}
              value={kind}
              onChange={(e) => {
                setKind(e.target.value as TransactionKind | '');
                setPageNo(1);
              }}
            >
              <option value="">{t('filters.allKinds')}</option>
              {TRANSACTION_KINDS.map((k) => (
                <option key={k} value={k}>
                  {kindName(k)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <PeriodPicker
          window={window}
          onChange={(next) => {
            setWindow(next);
            setPageNo(1);
          }}
        />
      </section>
      <section className={css.panel} aria-labelledby="account-details">
        <h2 id="account-details" className={css.heading}>
          {member ? t('details.ofMember', { account: member }) : t('details.ofTeam')}
        </h2>
        {report.isPending ? (
          <Loading />
        ) : report.isError ? (
          <ErrorState error={report.error} onRetry={() => void report.refetch()} />
        ) : (
          <>
            {report.data.totals.length > 0 && (
              <Figures
                label={t('totals')}
                items={report.data.totals.map((total) => ({
                  label: kindName(total.kind),
                  value: format.money(total.amount),
                  sub: t('overview.times', { count: total.count }),
                }))}
              />
            )}
            {report.data.list.length === 0 ? (
              <Empty text={t('details.empty')} />
            ) : (
              <div className={css.tableWrap}>
                <table className={css.table}>
                  <thead>
                    <tr>
                      <th scope="col">{t('columns.account')}</th>
                      <th scope="col">{t('columns.time')}</th>
                      <th scope="col">{t('columns.kind')}</th>
                      <th scope="col" data-align="end">
                        {t('columns.amount')}
                      </th>
                      <th scope="col">{t('columns.reference')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {report.data.list.map((row) => (
                      <tr key={row.id}>
                        <td data-label={t('columns.account')}>
                          <span className={css.mono}>{row.account}</span>
                        </td>
                        <td data-label={t('columns.time')}>{format.dateTime(row.at)}</td>
                        <td data-label={t('columns.kind')}>{kindName(row.kind)}</td>
                        <td
                          data-label={t('columns.amount')}
                          data-align="end"
                          className={css.tone[format.tone(row.amount)]}
                        >
                          {format.money(row.amount, true)}
                        </td>
                        <td data-label={t('columns.reference')}>
                          <span className={css.mono}>{row.reference}</span>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <Pager page={pageNo} total={Math.ceil(report.data.total / PAGE_SIZE)} onPage={setPageNo} />
          </>
        )}
      </section>
    </PageFrame>
  );
}
