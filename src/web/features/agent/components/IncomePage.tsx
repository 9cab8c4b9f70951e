import { useTranslation } from 'react-i18next';
import { vars } from '../../../theme/contract.css';
import * as css from '../agent.css';
import { useIncome } from '../api/income';
import { periodOf, useReportWindow } from '../period';
import { useFormat } from '../use-format';
import { DayChart } from './DayChart';
import { ExportButton } from './ExportButton';
import { Figures, PageFrame } from './Figures';
import { PeriodPicker } from './PeriodPicker';
import { Empty, ErrorState, Loading } from './States';

/** agentRevenueReport (my income): what the agent's own wallet received in a period, by kind, with a chart by day. */
export function IncomePage() {
  const { t } = useTranslation('agent');
  const format = useFormat();
  const [window, setWindow] = useReportWindow();
  const period = periodOf(window);
  const income = useIncome(period);
  const kindName = (kind: string) =>
    t(`incomeKind.${kind}` as 'incomeKind.upline_transfer', { defaultValue: kind });
  return (
    <PageFrame title={t('menu.agentRevenueReport')}>
      <section className={css.panel} aria-label={t('period.label')}>
        <PeriodPicker window={window} onChange={setWindow} />
        <ExportButton report="income" query={period} label={t('menu.agentRevenueReport')} />
      </section>
      {income.isPending ? (
        <Loading />
      ) : income.isError ? (
        <ErrorState error={income.error} onRetry={() => void income.refetch()} />
      ) : (
        <>
          <section className={css.panel} aria-labelledby="income-kinds">
            <h2 id="income-kinds" className={css.heading}>
              {t('income.byKind')}
            </h2>
            <Figures
              items={[
                { label: t('income.total'), value: format.money(income.data.total), testId: 'income-total' },
                ...income.data.byKind.map((k) => ({
                  label: kindName(k.kind),
                  value: format.money(k.amount),
                  sub: t('overview.times', { count: k.count }),
                })),
              ]}
            />
            {income.data.byKind.length === 0 && <Empty text={t('income.empty')} />}
          </section>
          <section className={css.panel} aria-labelledby="income-chart">
            <h2 id="income-chart" className={css.heading}>
              {t('income.byDay')}
            </h2>
            <DayChart
              days={income.data.series.map((d) => format.shortDate(d.date))}
              series={[
                {
                  key: 'income',
                  label: t('income.total'),
                  colour: vars.color.success,
                  values: income.data.series.map((d) => format.plot(d.amount)),
                  texts: income.data.series.map((d) => format.money(d.amount)),
                },
              ]}
              summary={t('income.chartSummary', {
                total: format.money(income.data.total),
                from: format.date(period.from),
                to: format.date(period.to),
              })}
              compact={format.compact}
            />
          </section>
        </>
      )}
    </PageFrame>
  );
}
