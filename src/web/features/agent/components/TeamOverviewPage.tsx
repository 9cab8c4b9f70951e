import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/web/lib/use-format';
import { vars } from '@/web/theme/contract.css';
import { ErrorState, Loading } from '@/web/ui/States';
import * as css from '../agent.css';
import { useTeamOverview } from '../api/overview';
import { useTeamLive } from '../api/stream';
import type { OverviewDay, TeamOverview } from '../api/types';
import { periodOf, useReportWindow } from '../period';
import * as work from '../work.css';
import { DayChart } from './DayChart';
import { ExportButton } from './ExportButton';
import { Figures, PageFrame } from './Figures';
import { PeriodPicker } from './PeriodPicker';

const METRICS = [
  'validBet',
  'profitLoss',
  'deposits',
  'withdrawals',
  'newRegistrations',
  'activeMembers',
] as const;
type Metric = (typeof METRICS)[number];
const MONEY: ReadonlySet<Metric> = new Set(['validBet', 'profitLoss', 'deposits', 'withdrawals']);

/**
 * agentTeamOverview: the team's figures for a period (size by level, registrations, active members, first
 * deposits, deposits, withdrawals, valid bet, profit and loss, own balance) and a chart by day. A team member's
 * bet or deposit refetches it within seconds (the `team` event of the agent stream).
 */
export function TeamOverviewPage() {
  const { t } = useTranslation('agent');
  const [window, setWindow] = useReportWindow();
  const overview = useTeamOverview(periodOf(window));
  const live = useTeamLive();
  return (
    <PageFrame title={t('menu.agentTeamOverview')}>
      <section className={css.panel} aria-label={t('period.label')}>
        <PeriodPicker window={window} onChange={setWindow} />
        <p className={css.muted} data-testid="live-status" data-status={live}>
          {live === 'open' ? t('overview.live') : t('overview.connecting')}
        </p>
      </section>
      {overview.isPending ? (
        <Loading />
      ) : overview.isError ? (
        <ErrorState notFoundIsAnswer error={overview.error} onRetry={() => void overview.refetch()} />
      ) : (
        <OverviewFigures data={overview.data} />
      )}
    </PageFrame>
  );
}

function OverviewFigures({ data }: { data: TeamOverview }) {
  const { t } = useTranslation('agent');
  const format = useFormat({ brandTime: true });
  const [metric, setMetric] = useState<Metric>('validBet');
  const value = (day: OverviewDay) =>
    MONEY.has(metric) ? format.plot(day[metric] as string) : (day[metric] as number);
  const text = (day: OverviewDay) =>
    MONEY.has(metric) ? format.money(day[metric] as string) : format.count(day[metric] as number);
  const empty = data.team.total === 0;
  return (
    <>
      <section className={css.panel} aria-labelledby="team-size">
        <h2 id="team-size" className={css.heading}>
          {t('overview.teamSize')}
        </h2>
        <Figures
          items={[
            { label: t('overview.direct'), value: format.count(data.team.direct), testId: 'team-direct' },
            { label: t('overview.total'), value: format.count(data.team.total), testId: 'team-total' },
            ...data.team.byDepth.map((d) => ({
              label: t('overview.level', { level: d.depth }),
              value: format.count(d.count),
            })),
            { label: t('overview.ownBalance'), value: format.money(data.ownBalance), testId: 'own-balance' },
          ]}
        />
        {empty && <p className={css.muted}>{t('overview.emptyTeam')}</p>}
      </section>
      <section className={css.panel} aria-labelledby="team-period">
        <h2 id="team-period" className={css.heading}>
          {t('overview.period')}
        </h2>
        <Figures
          items={[
            {
              label: t('overview.newRegistrations'),
              value: format.count(data.newRegistrations),
              testId: 'new-registrations',
            },
            {
              label: t('overview.activeMembers'),
              value: format.count(data.activeMembers),
              testId: 'active-members',
            },
            {
              label: t('overview.firstDeposits'),
              value: format.money(data.firstDeposits.amount),
              sub: t('overview.times', { count: data.firstDeposits.count }),
            },
            {
              label: t('overview.deposits'),
              value: format.money(data.deposits.amount),
              sub: t('overview.times', { count: data.deposits.count }),
              testId: 'team-deposits',
            },
            {
              label: t('overview.withdrawals'),
              value: format.money(data.withdrawals.amount),
              sub: t('overview.times', { count: data.withdrawals.count }),
            },
            { label: t('figures.validBet'), value: format.money(data.validBet), testId: 'team-valid-bet' },
            { label: t('figures.stake'), value: format.money(data.stake) },
            { label: t('figures.payout'), value: format.money(data.payout) },
            {
              label: t('figures.profitLoss'),
              value: format.money(data.profitLoss, true),
              tone: format.tone(data.profitLoss),
              testId: 'team-profit-loss',
            },
            { label: t('figures.bonuses'), value: format.money(data.bonuses) },
          ]}
        />
      </section>
      <section className={css.panel} aria-labelledby="team-chart">
        <div className={work.sectionHead}>
          <h2 id="team-chart" className={css.heading}>
            {t('overview.byDay')}
          </h2>
          <ExportButton
            report="overview"
            query={{ from: data.from, to: data.to }}
            label={t('menu.agentTeamOverview')}
          />
        </div>
        <fieldset className={css.chips}>
          <legend className={css.visuallyHidden}>{t('overview.chartOf')}</legend>
          {METRICS.map((m) => (
            <button
              key={m}
              type="button"
              className={css.chip}
              aria-pressed={metric === m}
              onClick={() => setMetric(m)}
            >
              {t(`overview.metric.${m}`)}
            </button>
          ))}
        </fieldset>
        <DayChart
          days={data.series.map((d) => format.shortDay(d.date))}
          series={[
            {
              key: metric,
              label: t(`overview.metric.${metric}`),
              colour: vars.color.primary,
              values: data.series.map(value),
              texts: data.series.map(text),
            },
          ]}
          summary={t('overview.chartSummary', {
            metric: t(`overview.metric.${metric}`),
            from: format.day(data.from),
            to: format.day(data.to),
          })}
          compact={format.compact}
        />
      </section>
    </>
  );
}
