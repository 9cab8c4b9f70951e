import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/web/lib/use-format';
import { Empty, ErrorState, Loading } from '@/web/ui/States';
import * as css from '../agent.css';
import { useTeamDownlines } from '../api/downlines';
import { useTeamProfitLoss } from '../api/profit-loss';
import type { SortOrder } from '../api/types';
import { DOWNLINE_SORTS, type DownlineFigures, type DownlineSort } from '../api/work-types';
import { periodOf, useReportWindow } from '../period';
import { compactSearch } from '../report-search';
import { sortingOf, useReportSearch } from '../use-report-search';
import * as work from '../work.css';
import { ExportButton } from './ExportButton';
import { Figures, PageFrame } from './Figures';
import { GameTable } from './GameTable';
import { PeriodPicker } from './PeriodPicker';
import { ReportPager } from './ReportPager';
import { SortHeader, SortSelect } from './SortHeader';

/**
 * agentTeamReport (team by direct downline): for a period, one row per direct downline with its figures — a
 * sub-agent's row counts its whole team — and totals of the level. A sub-agent opens its own level, a player its
 * details (figures, win/loss by game, links to its bets and movements). Every step is in the URL (parent,
 * member), so the breadcrumb and the browser's Back go up level by level.
 */
export function TeamReportPage() {
  const { t } = useTranslation('agent');
  const { t: tt } = useTranslation('agentTools');
  const [window, setWindow] = useReportWindow();
  const { search, patch } = useReportSearch();
  const period = periodOf(window);
  const sorting = sortingOf(search, DOWNLINE_SORTS, 'validBet');
  const query = { ...period, parent: search.parent, ...sorting, pageNo: search.pageNo ?? 1 };
  const level = useTeamDownlines(query);
  const member = search.member;
  return (
    <PageFrame title={tt('menu.agentTeamReport')}>
      <section className={css.panel} aria-label={t('period.label')}>
        <PeriodPicker window={window} onChange={setWindow} />
      </section>
      {level.data && (
        <nav aria-label={t('team.path')}>
          <ol className={css.crumbs} data-testid="team-path">
            {level.data.path.map((step, i) => {
              const current = i === level.data.path.length - 1 && !member;
              const name = i === 0 ? t('team.me') : step.account;
              return (
                <li key={step.account}>
                  {current ? (
                    <span aria-current="location">{name}</span>
                  ) : (
                    <button
                      type="button"
                      className={css.linkButton}
                      onClick={() => patch({ parent: i === 0 ? undefined : step.account, member: undefined })}
                    >
                      {name}
                    </button>
                  )}
                </li>
              );
            })}
            {member && <li aria-current="location">{member}</li>}
          </ol>
        </nav>
      )}
      {member ? (
        <MemberDetails member={member} period={period} />
      ) : (
        <section className={css.panel} aria-labelledby="downlines-heading">
          <div className={work.sectionHead}>
            <h2 id="downlines-heading" className={css.heading}>
              {tt('teamReport.heading')}
            </h2>
            <ExportButton report="downlines" query={query} label={tt('menu.agentTeamReport')} />
          </div>
          <p className={css.muted}>{tt('teamReport.intro')}</p>
          {level.isPending ? (
            <Loading />
          ) : level.isError ? (
            <ErrorState notFoundIsAnswer error={level.error} onRetry={() => void level.refetch()} />
          ) : level.data.list.length === 0 ? (
            <Empty text={tt('teamReport.empty')} />
          ) : (
            <DownlineTable
              data={level.data}
              sorting={sorting}
              onSort={(sort, order) => patch({ sort, dir: order })}
              onOpen={(row) =>
                patch(row.kind === 'agent' ? { parent: row.account } : { member: row.account })
              }
            />
          )}
          {level.data && <ReportPager total={level.data.total} />}
        </section>
      )}
    </PageFrame>
  );
}

type Row = DownlineFigures & { account: string; kind: 'player' | 'agent'; nickname: string };

function DownlineTable({
  data,
  sorting,
  onSort,
  onOpen,
}: {
  data: { list: Row[]; totals: DownlineFigures };
  sorting: { sort: DownlineSort; order: SortOrder };
  onSort: (sort: DownlineSort, order: SortOrder) => void;
  onOpen: (row: Row) => void;
}) {
  const { t } = useTranslation('agent');
  const { t: tt } = useTranslation('agentTools');
  const format = useFormat({ brandTime: true });
  const labels: Record<DownlineSort, string> = {
    account: t('columns.account'),
    teamSize: tt('columns.teamSize'),
    deposits: t('overview.deposits'),
    withdrawals: t('overview.withdrawals'),
    stake: t('figures.stake'),
    validBet: t('figures.validBet'),
    payout: t('figures.payout'),
    profitLoss: t('figures.profitLoss'),
  };
  const figures = (f: DownlineFigures) => (
    <>
      <td data-label={labels.teamSize} data-align="end">
        {format.count(f.teamSize)}
      </td>
      <td data-label={t('overview.firstDeposits')} data-align="end">
        {format.count(f.firstDeposits)}
      </td>
      {(['deposits', 'withdrawals', 'stake', 'validBet', 'payout'] as const).map((k) => (
        <td key={k} data-label={labels[k]} data-align="end">
          {format.money(f[k])}
        </td>
      ))}
      <td data-label={labels.profitLoss} data-align="end" className={css.tone[format.tone(f.profitLoss)]}>
        {format.money(f.profitLoss, true)}
      </td>
    </>
  );
  return (
    <>
      <SortSelect
        options={DOWNLINE_SORTS.map((name) => ({ name, label: labels[name] }))}
        {...sorting}
        onSort={onSort}
      />
      <div className={css.tableWrap}>
        <table className={css.table}>
          <thead>
            <tr>
              <SortHeader name="account" label={labels.account} {...sorting} onSort={onSort} />
              <SortHeader name="teamSize" label={labels.teamSize} {...sorting} onSort={onSort} align="end" />
              <th scope="col" data-align="end">
                {t('overview.firstDeposits')}
              </th>
              {(['deposits', 'withdrawals', 'stake', 'validBet', 'payout', 'profitLoss'] as const).map(
                (k) => (
                  <SortHeader key={k} name={k} label={labels[k]} {...sorting} onSort={onSort} align="end" />
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {data.list.map((row) => (
              <tr key={row.account} data-testid={`downline-${row.account}`}>
                <td data-label={labels.account} data-wide>
                  <button
                    type="button"
                    className={css.linkButton}
                    onClick={() => onOpen(row)}
                    aria-label={
                      row.kind === 'agent'
                        ? tt('teamReport.open', { account: row.account })
                        : tt('teamReport.detailsOf', { account: row.account })
                    }
                  >
                    <span className={work.account}>{row.account}</span>
                  </button>{' '}
                  <span className={css.pill}>{t(`register.kinds.${row.kind}`)}</span>
                </td>
                {figures(row)}
              </tr>
            ))}
            <tr className={work.totalsRow} data-testid="downline-totals">
              <td data-wide>{tt('teamReport.totals')}</td>
              {figures(data.totals)}
            </tr>
          </tbody>
        </table>
      </div>
    </>
  );
}

/** A player drilled into: its figures in the period, win/loss by game, links to its bets and movements. */
function MemberDetails({ member, period }: { member: string; period: { from: string; to: string } }) {
  const { t } = useTranslation('agent');
  const { t: tt } = useTranslation('agentTools');
  const format = useFormat({ brandTime: true });
  const loss = useTeamProfitLoss({ ...period, member, sort: 'profitLoss', order: 'desc', pageNo: 1 });
  const row = loss.data?.list[0];
  const zero = format.money('0');
  return (
    <>
      <section className={css.panel} aria-labelledby="member-heading">
        <h2 id="member-heading" className={css.heading}>
          {tt('teamReport.member', { account: member })}
        </h2>
        {loss.isPending ? (
          <Loading />
        ) : loss.isError ? (
          <ErrorState notFoundIsAnswer error={loss.error} onRetry={() => void loss.refetch()} />
        ) : (
          <Figures
            items={[
              { label: t('overview.deposits'), value: row ? format.money(row.deposits) : zero },
              { label: t('overview.withdrawals'), value: row ? format.money(row.withdrawals) : zero },
              { label: t('figures.stake'), value: row ? format.money(row.stake) : zero },
              { label: t('figures.validBet'), value: row ? format.money(row.validBet) : zero },
              { label: t('figures.payout'), value: row ? format.money(row.payout) : zero },
              {
                label: t('figures.profitLoss'),
                value: row ? format.money(row.profitLoss, true) : zero,
                tone: row ? format.tone(row.profitLoss) : 'flat',
                testId: 'member-profit-loss',
              },
              { label: t('figures.bonuses'), value: row ? format.money(row.bonuses) : zero },
            ]}
          />
        )}
        <div className={css.actions}>
          {(['personalHistoryCopy', 'agentDownlineTransactionDetailsCopy'] as const).map((page) => (
            <Link
              key={page}
              to="/agentHome"
              search={compactSearch({ page, member, ...period })}
              className={css.smallButton}
            >
              {page === 'personalHistoryCopy'
                ? t('team.betsOf', { account: member })
                : t('team.transactionsOf', { account: member })}
            </Link>
          ))}
        </div>
      </section>
      <GameTable filter={{ ...period, member }} title={tt('games.heading')} />
    </>
  );
}
