import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Format } from '@/core/format';
import { useFormat } from '@/web/lib/use-format';
import { ErrorState, Loading } from '@/web/ui/States';
import { useConsolidated } from '../api/consolidated';
import { useKindState } from '../api/contracts';
import type { ActionAnswer } from '../api/types';
import * as css from '../contracts.css';
import type { ContractKind } from '../tiers';
import { Bills } from './Bills';
import { ConflictList } from './ConflictList';
import { ContractHistory } from './ContractHistory';
import { Downlines } from './Downlines';
import { EarningsChart } from './EarningsChart';
import { MyContract } from './MyContract';
import { PendingRequest } from './PendingRequest';

/**
 * One contract page of the agent center (agentDividendRecordCopy2, agentDailyWages2, agentHourSalary,
 * agentRealtimeSalary): the request awaiting my answer, my contract, my downlines' contracts with "offer
 * contract", my earnings by period and the bills with their inputs.
 */
export function ContractsPage({ kind, title, bill }: { kind: ContractKind; title: string; bill?: string }) {
  const { t } = useTranslation('contracts');
  const format = useFormat({ brandTime: true });
  const state = useKindState(kind);
  const notices = useConsolidated().data?.notices?.[kind] ?? 0;
  const [answered, setAnswered] = useState<{ answer: ActionAnswer; action: 'accept' | 'reject' } | null>(
    null,
  );
  return (
    <div className={css.page}>
      <h1 className={css.title}>{title}</h1>
      {answered && (
        <div className={css.notice} role="status" data-testid="contract-answered">
          <strong>{answered.action === 'accept' ? t('request.accepted') : t('request.rejected')}</strong>
          {answered.answer.terminated && answered.answer.terminated.length > 0 && (
            <>
              <span>{t('request.terminatedTitle', { count: answered.answer.terminated.length })}</span>
              <ConflictList conflicts={answered.answer.terminated} />
            </>
          )}
        </div>
      )}
      {state.isPending ? (
        <Loading />
      ) : state.isError ? (
        <ErrorState error={state.error} onRetry={() => void state.refetch()} />
      ) : (
        <>
          {state.data.pendingForMe && (
            <PendingRequest
              request={state.data.pendingForMe}
              onAnswered={(answer, action) => setAnswered({ answer, action })}
            />
          )}
          <MyContract kind={kind} contract={state.data.mine} />
          <ContractHistory kind={kind} notices={notices} />
          <Downlines
            kind={kind}
            rows={state.data.downlines}
            cap={state.data.cap}
            periods={state.data.periods}
            exclusive={state.data.salaryStacking === 'exclusive' && kind !== 'dividend'}
          />
          <section className={css.panel} aria-labelledby="contract-earnings">
            <div className={css.spread}>
              <h2 id="contract-earnings" className={css.heading}>
                {t('earnings.title')}
              </h2>
              <strong data-testid="earnings-total">{format.money(state.data.earnings.total)}</strong>
            </div>
            {state.data.earnings.series.length === 0 ? (
              <p className={css.muted}>{t('earnings.empty')}</p>
            ) : (
              <EarningsChart
                points={state.data.earnings.series.map((p) => ({
                  label: shortPeriod(format, p.periodStart),
                  value: format.plot(p.amount),
                  text: format.money(p.amount),
                }))}
                summary={t('earnings.summary', {
                  count: state.data.earnings.series.length,
                  total: format.money(state.data.earnings.total),
                })}
                compact={format.compact}
              />
            )}
          </section>
          <Bills kind={kind} initialBill={bill} />
        </>
      )}
    </div>
  );
}

/** A period's start for a chart axis: the day, with the hour when it does not start at midnight (brand zone). */
function shortPeriod(format: Format, iso: string): string {
  const clock = new Intl.DateTimeFormat('en-GB', {
    timeZone: format.timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return clock.format(new Date(iso)) === '00:00' ? format.shortDate(iso) : format.shortDateTime(iso);
}
