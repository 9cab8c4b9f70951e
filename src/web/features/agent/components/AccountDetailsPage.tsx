import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/web/lib/use-format';
import { Empty, ErrorState, Loading } from '@/web/ui/States';
import * as css from '../agent.css';
import { useTeamTransactions } from '../api/transactions';
import { TRANSACTION_KINDS, type TransactionKind } from '../api/types';
import { periodOf, useReportWindow } from '../period';
import { useReportSearch } from '../use-report-search';
import * as work from '../work.css';
import { ExportButton } from './ExportButton';
import { Figures, PageFrame } from './Figures';
import { MemberFilter } from './MemberFilter';
import { PeriodPicker } from './PeriodPicker';
import { ReportPager } from './ReportPager';

/**
 * agentDownlineTransactionDetailsCopy (account details): the team's ledger movements with filters and totals;
 * period, member, kind and page in the URL; CSV export.
 */
export function AccountDetailsPage() {
  const { t } = useTranslation('agent');
  const format = useFormat({ brandTime: true });
  const kindId = useId();
  const [window, setWindow] = useReportWindow();
  const { search, patch } = useReportSearch();
  const member = search.member;
  const kind = TRANSACTION_KINDS.find((k) => k === search.kind) ?? '';
  const pageNo = search.pageNo ?? 1;
  const query = { ...periodOf(window), member, kind: kind || undefined, pageNo };
  const report = useTeamTransactions(query);
  const kindName = (k: string) => t(`kind.${k}` as 'kind.deposit', { defaultValue: k });
  return (
    <PageFrame title={t('menu.agentDownlineTransactionDetailsCopy')}>
      <section className={css.panel} aria-label={t('filters.label')}>
        <div className={css.filterRow}>
          <MemberFilter value={member} onChange={(next) => patch({ member: next })} />
          <div className={css.filterField}>
            <label className={css.label} htmlFor={kindId}>
              {t('filters.kind')}
            </label>
            <select
              id={kindId}
              className={css.input}
              value={kind}
              onChange={(e) => patch({ kind: (e.target.value as TransactionKind | '') || undefined })}
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
        <PeriodPicker window={window} onChange={setWindow} />
      </section>
      <section className={css.panel} aria-labelledby="account-details">
        <div className={work.sectionHead}>
          <h2 id="account-details" className={css.heading}>
            {member ? t('details.ofMember', { account: member }) : t('details.ofTeam')}
          </h2>
          <ExportButton
            report="transactions"
            query={query}
            label={t('menu.agentDownlineTransactionDetailsCopy')}
          />
        </div>
        {report.isPending ? (
          <Loading />
        ) : report.isError ? (
          <ErrorState notFoundIsAnswer error={report.error} onRetry={() => void report.refetch()} />
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
                          <span className={work.account}>{row.account}</span>
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
            <ReportPager total={report.data.total} />
          </>
        )}
      </section>
    </PageFrame>
  );
}
