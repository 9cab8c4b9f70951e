import { useTranslation } from 'react-i18next';
import { useFormat } from '@/web/lib/use-format';
import { FigureHeaders, MoneyCells } from '@/web/ui/FigureCells';
import { Empty, ErrorState, Loading } from '@/web/ui/States';
import * as css from '../agent.css';
import { useTeamProfitLoss } from '../api/profit-loss';
import { LOSS_SORTS, type LossSort, type SortOrder } from '../api/types';
import { periodOf, useReportWindow } from '../period';
import { sortingOf, useReportSearch } from '../use-report-search';
import * as work from '../work.css';
import { ExportButton } from './ExportButton';
import { Figures, PageFrame } from './Figures';
import { MemberFilter } from './MemberFilter';
import { PeriodPicker } from './PeriodPicker';
import { ReportPager } from './ReportPager';
import { SortHeader, SortSelect } from './SortHeader';

/**
 * palStatementsAgentCopy (user loss): profit and loss, deposits and withdrawals per team member for a period,
 * sortable, with totals; period, member, sorting and page in the URL; CSV export.
 */
export function UserLossPage() {
  const { t } = useTranslation('agent');
  const format = useFormat({ brandTime: true });
  const [window, setWindow] = useReportWindow();
  const { search, patch } = useReportSearch();
  const member = search.member;
  const sorting = sortingOf(search, LOSS_SORTS, 'profitLoss');
  const pageNo = search.pageNo ?? 1;
  const query = { ...periodOf(window), member, ...sorting, pageNo };
  const report = useTeamProfitLoss(query);
  const sortBy = (sort: LossSort, order: SortOrder) => patch({ sort, dir: order });
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
          <MemberFilter value={member} onChange={(next) => patch({ member: next })} />
          <SortSelect
            options={(Object.keys(labels) as LossSort[]).map((name) => ({ name, label: labels[name] }))}
            {...sorting}
            onSort={sortBy}
          />
        </div>
        <PeriodPicker window={window} onChange={setWindow} />
      </section>
      <section className={css.panel} aria-labelledby="user-loss">
        <div className={work.sectionHead}>
          <h2 id="user-loss" className={css.heading}>
            {t('loss.heading')}
          </h2>
          <ExportButton report="profitLoss" query={query} label={t('menu.palStatementsAgentCopy')} />
        </div>
        {report.isPending ? (
          <Loading />
        ) : report.isError ? (
          <ErrorState notFoundIsAnswer error={report.error} onRetry={() => void report.refetch()} />
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
                      {(['stake', 'validBet', 'payout', 'profitLoss'] as const).map((name) => (
                        <SortHeader
                          key={name}
                          name={name}
                          label={labels[name]}
                          {...sorting}
                          onSort={sortBy}
                          align="end"
                        />
                      ))}
                      <FigureHeaders
                        labels={[t('figures.bonuses'), t('overview.deposits'), t('overview.withdrawals')]}
                      />
                    </tr>
                  </thead>
                  <tbody>
                    {report.data.list.map((row) => (
                      <tr key={row.account}>
                        <td data-label={t('columns.account')}>
                          <span className={work.account}>{row.account}</span>
                        </td>
                        <td data-label={t('columns.level')} data-nowrap>
                          {t('team.level', { level: row.depth })}
                        </td>
                        <MoneyCells
                          cells={[
                            { label: t('figures.stake'), amount: row.stake },
                            { label: t('figures.validBet'), amount: row.validBet },
                            { label: t('figures.payout'), amount: row.payout },
                            { label: t('figures.profitLoss'), amount: row.profitLoss, signed: true },
                            { label: t('figures.bonuses'), amount: row.bonuses },
                            { label: t('overview.deposits'), amount: row.deposits },
                            { label: t('overview.withdrawals'), amount: row.withdrawals },
                          ]}
                        />
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
