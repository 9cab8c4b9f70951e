import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Board } from '@/core/api/office-runs';
import * as form from '@/web/ui/form.css';
import { brandPath, officeApi, officePost } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { DataTable } from '../../shell/DataTable';
import * as office from '../../shell/office.css';
import { QueryState } from '../../shell/QueryState';
import { ActionForm } from '../agents/ActionForm';
import * as css from './runs.css';

type Boards = { currency: string; timezone: string; boards: Board[] };
/** A moment in the brand's time zone (its periods are brand days, weeks and months). */
const when = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleString(document.documentElement.lang, {
    timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  });
const STATE_CLASS = { paid: css.badgeOk, due: css.badgeBad, waiting: css.badgeWait } as const;

/**
 * The brand's leaderboards: each board's current period standings (top N, full names: staff only) and its ended
 * periods with their payout state; "settle now" (loyalty.decide) pays ended periods with a reason, as
 * `npm run ops -- leaderboard-settle`.
 */
export function BoardsPanel({ brand, canAct }: { brand: string; canAct: boolean }) {
  const t = useT('runs');
  const client = useQueryClient();
  const key = ['office', brand, 'leaderboards'];
  const query = useQuery({
    queryKey: key,
    queryFn: () => officeApi<Boards>(brandPath(brand, 'leaderboards')),
  });
  return (
    <section className={office.card} aria-labelledby="boards-title">
      <h2 id="boards-title">{t('boards.title')}</h2>
      <QueryState query={query}>
        {(data) => (
          <>
            {data.boards.length === 0 && <p>{t('boards.none')}</p>}
            {data.boards.map((b) => (
              <BoardCard key={b.id} board={b} currency={data.currency} zone={data.timezone} />
            ))}
            {canAct && data.boards.length > 0 && (
              <ActionForm
                label={t('boards.settle')}
                submit={t('boards.settle')}
                run={(v) =>
                  officePost<Boards & { paid: number }>(brandPath(brand, 'leaderboards/settle'), {
                    reason: v.reason,
                  })
                }
                done={(r) => {
                  client.setQueryData(key, { currency: r.currency, timezone: r.timezone, boards: r.boards });
                  return t('boards.settled', { prizes: r.paid });
                }}
              />
            )}
            {canAct && data.boards.length > 0 && <p className={form.hint}>{t('boards.settleHint')}</p>}
          </>
        )}
      </QueryState>
    </section>
  );
}

function BoardCard({ board: b, currency, zone }: { board: Board; currency: string; zone: string }) {
  const t = useT('runs');
  const valueLabel = b.metric === 'valid_bet' ? t('boards.validBet', { currency }) : t('boards.multiplier');
  return (
    <article className={css.board} aria-labelledby={`board-${b.id}`}>
      <h3 id={`board-${b.id}`}>{b.title}</h3>
      <p className={css.muted}>
        {t(`boards.period.${b.period}`)} ·{' '}
        {t('boards.current', { from: when(b.current.from, zone), to: when(b.current.to, zone) })} ({zone})
      </p>
      {b.current.top.length === 0 ? (
        <p>{t('boards.noStandings')}</p>
      ) : (
        <DataTable
          rows={b.current.top}
          rowKey={(r) => String(r.rank)}
          columns={[
            { label: t('boards.rank'), cell: (r) => r.rank },
            { label: t('boards.player'), cell: (r) => r.username },
            {
              label: valueLabel,
              end: true,
              cell: (r) => (b.metric === 'valid_bet' ? r.value : `${r.value}×`),
            },
            { label: t('boards.prize', { currency }), end: true, cell: (r) => r.prize ?? '—' },
          ]}
        />
      )}
      <h4>{t('boards.ended')}</h4>
      {b.ended.length === 0 ? (
        <p>{t('boards.noEnded')}</p>
      ) : (
        <DataTable
          rows={b.ended}
          rowKey={(p) => p.periodKey}
          columns={[
            { label: t('boards.periodKey'), cell: (p) => p.periodKey },
            {
              label: t('boards.state'),
              cell: (p) => <span className={STATE_CLASS[p.state]}>{t(`boards.states.${p.state}`)}</span>,
            },
            { label: t('boards.ranked'), end: true, cell: (p) => p.ranked },
            {
              label: t('boards.prizes', { currency }),
              end: true,
              cell: (p) => (p.state === 'paid' ? `${p.prizes} · ${p.prizeTotal}` : '—'),
            },
            { label: t('boards.settledAt'), cell: (p) => (p.settledAt ? when(p.settledAt, zone) : '—') },
          ]}
        />
      )}
    </article>
  );
}
