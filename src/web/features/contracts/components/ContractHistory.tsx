import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/web/lib/use-format';
import { Pager } from '@/web/ui/Pager';
import { Empty, ErrorState, Loading } from '@/web/ui/States';
import { HISTORY_PAGE_SIZE, useContractHistory, useMarkNoticesRead } from '../api/history';
import type { ContractEvent, HistoryEntry } from '../api/types';
import * as css from '../contracts.css';
import type { ContractKind } from '../tiers';
import { StatusPill, useRateRange } from './ContractFacts';
import * as extra from './contracts-extra.css';

const ACTIONS = ['request', 'accept', 'reject', 'cancel', 'cancelled', 'superseded', 'terminate'] as const;
const REASONS = ['rate_conflict', 'upline_ended', 'replaced'] as const;

/** One event of a contract's trail as a sentence: who did what, and why when the system did it. */
function useEventText() {
  const { t } = useTranslation('contracts');
  const format = useFormat({ brandTime: true });
  return (e: ContractEvent) => {
    const who =
      e.by.role === 'you'
        ? t('who.you')
        : e.by.role === 'brand'
          ? t('who.brand')
          : e.by.role === 'above'
            ? t('who.above')
            : e.by.account;
    const action = ACTIONS.find((a) => a === e.action);
    const what = action ? t(`event.${action}`, { who }) : e.action;
    const reason = REASONS.find((r) => r === e.reason);
    const why = reason ? t(`reason.${reason}`, { rate: e.cause ? format.percentOf(e.cause.rate) : '' }) : '';
    return `${format.dateTime(e.at)} · ${what}${why ? ` ${why}` : ''}`;
  };
}

function Entry({ entry, fresh }: { entry: HistoryEntry; fresh: boolean }) {
  const { t } = useTranslation('contracts');
  const rateRange = useRateRange();
  const eventText = useEventText();
  return (
    <li
      className={`${extra.historyItem} ${fresh ? extra.historyNew : ''}`}
      data-testid={`history-${entry.id}`}
    >
      <div className={css.spread}>
        <strong>
          {t('history.item', {
            upline: entry.upline ?? t('facts.brand'),
            rate: rateRange(entry),
            period: t(`period.${entry.period}`),
          })}
        </strong>
        <span className={css.actions}>
          {fresh && <span className={`${css.pill} ${css.pillTone.warn}`}>{t('history.new')}</span>}
          <StatusPill status={entry.status} />
        </span>
      </div>
      <details open={fresh}>
        <summary className={extra.summary}>{t('history.trail')}</summary>
        <ol className={extra.trail}>
          {entry.events.map((e, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: events are append-only, in order
            <li key={i}>{eventText(e)}</li>
          ))}
        </ol>
      </details>
    </li>
  );
}

/**
 * Every contract of this kind the agent signed or was offered — current, ended, rejected, superseded — newest
 * first, each with its trail of events and who caused them. Contracts ended by someone else and not seen yet are
 * marked new; opening the page marks their notices read (the menu badge and the inbox message).
 */
export function ContractHistory({ kind, notices }: { kind: ContractKind; notices: number }) {
  const { t } = useTranslation('contracts');
  const [pageNo, setPageNo] = useState(1);
  const history = useContractHistory(kind, pageNo);
  const markRead = useMarkNoticesRead(kind);
  // The ones new on arrival stay marked for this visit, although their notices are read at once.
  const [fresh, setFresh] = useState<Set<string>>(new Set());
  const list = history.data?.list;
  useEffect(() => {
    const unseen = list?.filter((c) => c.notice) ?? [];
    if (unseen.length === 0) return;
    setFresh((before) => new Set([...before, ...unseen.map((c) => c.id)]));
  }, [list]);
  const { mutate } = markRead;
  // Marked read only once this visit's own answer is in: a read sent before the list was fetched could reach the
  // server first, and the list would then come back with nothing marked new.
  const fetched = history.isFetchedAfterMount && !history.isFetching;
  useEffect(() => {
    if (notices > 0 && fetched) mutate();
  }, [notices, fetched, mutate]);
  return (
    <section className={css.panel} aria-labelledby="contract-history" data-testid="contract-history">
      <h2 id="contract-history" className={css.heading}>
        {t('history.title')}
      </h2>
      {fresh.size > 0 && (
        <p className={css.warning} role="status" data-testid="history-notice">
          {t('history.notice')}
        </p>
      )}
      {history.isPending ? (
        <Loading />
      ) : history.isError ? (
        <ErrorState error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.list.length === 0 ? (
        <Empty text={t('history.empty')} />
      ) : (
        <>
          <ul className={extra.historyList}>
            {history.data.list.map((entry) => (
              <Entry key={entry.id} entry={entry} fresh={fresh.has(entry.id)} />
            ))}
          </ul>
          <Pager page={pageNo} total={Math.ceil(history.data.total / HISTORY_PAGE_SIZE)} onPage={setPageNo} />
        </>
      )}
    </section>
  );
}
