import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/web/lib/use-format';
import { vars } from '@/web/theme/contract.css';
import { ErrorState, Loading } from '@/web/ui/States';
import * as css from '../agent.css';
import { useIncome } from '../api/income';
import type { IncomeGroup } from '../api/types';
import { periodOf, useReportWindow } from '../period';
import { DayChart } from './DayChart';
import { ExportButton } from './ExportButton';
import { Figures, PageFrame } from './Figures';
import { IncomeApart, IncomeBills, useIncomeKindName } from './IncomeBills';
import * as incomeCss from './income.css';
import { PeriodPicker } from './PeriodPicker';

/**
 * agentRevenueReport (my income) for a period: contract earnings (by kind, and by bill, each opening the bill on
 * its contract page) and other commissions, with a chart by day; house adjustments and transfers are listed apart
 * and never counted as income. Every figure comes from the agent's own ledger postings.
 */
export function IncomePage() {
  const { t } = useTranslation('agent');
  const format = useFormat({ brandTime: true });
  const kindName = useIncomeKindName();
  const [window, setWindow] = useReportWindow();
  const [pageNo, setPageNo] = useState(1);
  const period = periodOf(window);
  const income = useIncome(period, pageNo);
  const group = (g: IncomeGroup, title: string, testId: string) => [
    { label: title, value: format.money(g.total), testId },
    ...g.byKind.map((k) => ({
      label: kindName(k.kind),
      value: format.money(k.amount),
      sub: t('overview.times', { count: k.count }),
      testId: `income-${k.kind}`,
    })),
  ];
  return (
    <PageFrame title={t('menu.agentRevenueReport')}>
      <section className={css.panel} aria-label={t('period.label')}>
        <PeriodPicker
          window={window}
          onChange={(next) => {
            setWindow(next);
            setPageNo(1);
          }}
        />
        <ExportButton report="income" query={period} label={t('menu.agentRevenueReport')} />
      </section>
      {income.isPending ? (
        <Loading />
      ) : income.isError ? (
        <ErrorState notFoundIsAnswer error={income.error} onRetry={() => void income.refetch()} />
      ) : (
        <>
          <section className={css.panel} aria-labelledby="income-kinds">
            <div className={css.spread}>
              <h2 id="income-kinds" className={css.heading}>
                {t('income.total')}
              </h2>
              <strong className={incomeCss.bigFigure} data-testid="income-total">
                {format.money(income.data.total)}
              </strong>
            </div>
            <Figures
              label={t('income.contracts')}
              items={group(income.data.contracts, t('income.contracts'), 'income-contracts')}
            />
            <Figures
              label={t('income.commissions')}
              items={group(income.data.commissions, t('income.commissions'), 'income-commissions')}
            />
          </section>
          <section className={css.panel} aria-labelledby="income-chart">
            <h2 id="income-chart" className={css.heading}>
              {t('income.byDay')}
            </h2>
            <DayChart
              days={income.data.series.map((d) => format.shortDay(d.date))}
              series={[
                {
                  key: 'contracts',
                  label: t('income.contracts'),
                  colour: vars.color.success,
                  values: income.data.series.map((d) => format.plot(d.contracts)),
                  texts: income.data.series.map((d) => format.money(d.contracts)),
                },
                {
                  key: 'commissions',
                  label: t('income.commissions'),
                  colour: vars.color.primary,
                  values: income.data.series.map((d) => format.plot(d.commissions)),
                  texts: income.data.series.map((d) => format.money(d.commissions)),
                },
              ]}
              summary={t('income.chartSummary', {
                total: format.money(income.data.total),
                from: format.day(period.from),
                to: format.day(period.to),
              })}
              compact={format.compact}
            />
          </section>
          <IncomeBills bills={income.data.bills} period={period} onPage={setPageNo} />
          <IncomeApart lines={income.data.apart} />
        </>
      )}
    </PageFrame>
  );
}
