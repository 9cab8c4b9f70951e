import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../ui/Pager';
import * as css from '../agent.css';
import { PAGE_SIZE } from '../api/keys';
import { type LossFilter, useTeamProfitLoss } from '../api/profit-loss';
import type { LossSort, SortOrder } from '../api/types';
import { periodOf, useReportWindow } from '../period';
import { useFormat } from '../use-format';
import { Figures, PageFrame } from './Figures';
import { MemberFilter } from './MemberFilter';
import { PeriodPicker } from './PeriodPicker';
import { SortHeader, SortSelect } from './SortHeader';
import { Empty, ErrorState, Loading } from './States';

type Sorting = Pick<LossFilter, 'sort' | 'order'>;

/** palStatementsAgentCopy (user loss): profit and loss per team member for a period, sortable, with totals. */
export function UserLossPage() {
  const { t } = useTranslation('agent');
  const format = useFormat();
  const [window, setWindow] = useReportWindow();
  const [member, setMember] = useState<string>();
  const [sorting, setSorting] = useState<Sorting>({ sort: 'profitLoss', order: 'desc' });
  const [pageNo, setPageNo] = useState(1);
  const report = useTeamProfitLoss({ ...periodOf(window), member, ...sorting, pageNo });
  const sortBy = (sort: LossSort, order: SortOrder) => {
    setSorting({ sort, order });
    setPageNo(1);
  };
  const labels: Record<LossSort, string> = {
    account: t('columns.account'),
    stake: t('figures.stake'),
    validBet: t('figures.validBet'),
    payout: t('figures.payout'),
    profitLoss: t('figures.profitLoss'),
  };
  return (
    <PageFrame title={t('menu.palStatementsAgentCopy')}>
      <section className={css.panel} aria-label={t('filters.label')}>
        <div className={css.filterRow}>
          <MemberFilter
            value={member}
            onChange={(next) => {
              setMember(next);
              setPageNo(1);
            }}
          />
          <SortSelect
            options={(Object.keys(labels) as LossSort[]).map((name) => ({ name, label: labels[name] }))}
            {...sorting}
            onSort={sortBy}
          />
        </div>
        <PeriodPicker
          window={window}
          onChange={(next) => {
            setWindow(next);
            setPageNo(1);
          }}
        />
      </section>
      <section className={css.panel} aria-labelledby="user-loss">
        <h2 id="user-loss" className={css.heading}>
          {t('loss.heading')}
        </h2>
        {report.isPending ? (
          <Loading />
        ) : report.isError ? (
          <ErrorState error={report.error} onRetry={() => void report.refetch()} />
        ) : (
          <>
            <Figures
              label={t('totals')}
              items={[
                { label: t('figures.stake'), value: format.money(report.data.totals.stake) },
                { label: t('figures.validBet'), value: format.money(report.data.totals.validBet) },
                { label: t('figures.payout'), value: format.money(report.data.totals.payout) },
                {
                  label: t('figures.profitLoss'),
                  value: format.money(report.data.totals.profitLoss, true),
                  tone: format.tone(report.data.totals.profitLoss),
                  testId: 'loss-total',
                },
                { label: t('figures.bonuses'), value: format.money(report.data.totals.bonuses) },
                { label: t('overview.deposits'), value: format.money(report.data.totals.deposits) },
                { label: t('overview.withdrawals'), value: format.money(report.data.totals.withdrawals) },
              ]}
            />
            {report.data.list.length === 0 ? (
              <Empty text={t('loss.empty')} />
            ) : (
              <div className={css.tableWrap}>
                <table className={css.table}>
                  <thead>
                    <tr>
                      <SortHeader name="account" label={labels.account} {...sorting} onSort={sortBy} />
                      <th scope="col">{t('columns.level')}</th>
                      <SortHeader
                        name="stake"
                        label={labels.stake}
                        {...sorting}
                        onSort={sortBy}
                        align="end"
                      />
                      <SortHeader
                        name="validBet"
                        label={labels.validBet}
                        {...sorting}
                        onSort={sortBy}
                        align="end"
                      />
                      <SortHeader
                        name="payout"
                        label={labels.payout}
                        {...sorting}
                        onSort={sortBy}
                        align="end"
                      />
                      <SortHeader
                        name="profitLoss"
                        label={labels.profitLoss}
                        {...sorting}
                        onSort={sortBy}
                        align="end"
                      />
                      <th scope="col" data-align="end">
                        {t('figures.bonuses')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {report.data.list.map((row) => (
                      <tr key={row.account}>
                        <td data-label={t('columns.account')}>
                          <span className={css.mono}>{row.account}</span>
                        </td>
                        <td data-label={t('columns.level')} data-nowrap>
                          {t('team.level', { level: row.depth })}
                        </td>
                        <td data-label={t('figures.stake')} data-align="end">
                          {format.money(row.stake)}
                        </td>
                        <td data-label={t('figures.validBet')} data-align="end">
                          {format.money(row.validBet)}
                        </td>
                        <td data-label={t('figures.payout')} data-align="end">
                          {format.money(row.payout)}
                        </td>
                        <td
                          data-label={t('figures.profitLoss')}
                          data-align="end"
                          className={css.tone[format.tone(row.profitLoss)]}
                        >
                          {format.money(row.profitLoss, true)}
                        </td>
                        <td data-label={t('figures.bonuses')} data-align="end">
                          {format.money(row.bonuses)}
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
