import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/web/lib/use-error-text';
import { useFormat } from '@/web/lib/use-format';
import { chip, chips } from '@/web/ui/chips.css';
import { dataTable } from '@/web/ui/data-table.css';
import { Empty, ErrorMessage, Loading } from '@/web/ui/States';
import { type Board, useLeaderboards } from '../api/engage';
import * as css from '../loyalty.css';

/** The leaderboards of this period or the last: masked names, values, prizes and the player's own rank. */
export function Leaderboards() {
  const { t } = useTranslation('loyalty');
  const errorText = useErrorText().of;
  const [period, setPeriod] = useState<'current' | 'previous'>('current');
  const boards = useLeaderboards(period);
  return (
    <section className={css.page} aria-labelledby="leaderboards-title">
      <div className={css.spread}>
        <h2 id="leaderboards-title" className={css.heading}>
          {t('leaderboard.title')}
        </h2>
        <fieldset className={chips}>
          <legend className={css.visuallyHidden}>{t('leaderboard.periodLabel')}</legend>
          {(['current', 'previous'] as const).map((p) => (
            <button
              key={p}
              type="button"
              className={chip}
              aria-pressed={period === p}
              onClick={() => setPeriod(p)}
            >
              {t(`leaderboard.${p}`)}
            </button>
          ))}
        </fieldset>
      </div>
      {boards.isPending ? (
        <Loading />
      ) : boards.isError ? (
        <ErrorMessage text={errorText(boards.error)} onRetry={() => void boards.refetch()} />
      ) : boards.data.boards.length === 0 ? (
        <Empty text={t('leaderboard.noBoards')} />
      ) : (
        <div className={css.twoColumns} aria-busy={boards.isFetching ? true : undefined}>
          {boards.data.boards.map((board) => (
            <BoardPanel key={`${board.id}-${board.periodKey}`} board={board} />
          ))}
        </div>
      )}
    </section>
  );
}

function BoardPanel({ board }: { board: Board }) {
  const { t } = useTranslation('loyalty');
  const format = useFormat();
  const value = (v: string) =>
    board.metric === 'multiplier' ? t('leaderboard.multiplierValue', { value: v }) : format.money(v);
  const id = `board-${board.id}`;
  return (
    <article className={css.panel} aria-labelledby={id} data-testid="leaderboard">
      <div className={css.spread}>
        <h3 id={id} className={css.subheading}>
          {board.title}
        </h3>
        <span className={css.tag}>{t(`leaderboard.period.${board.period}`)}</span>
      </div>
      <p className={css.muted}>
        {t(`leaderboard.metric.${board.metric}`)} ·{' '}
        {t('leaderboard.periodRange', {
          from: format.dateTime(board.startsAt),
          to: format.dateTime(board.endsAt),
        })}
      </p>
      <p className={css.factValue} data-testid="my-rank">
        {board.me?.rank
          ? `${t('leaderboard.yourRank', { rank: board.me.rank })} · ${t('leaderboard.yourScore', { score: value(board.me.value) })}`
          : t('leaderboard.notRanked')}
      </p>
      {board.prizes.length > 0 && (
        <>
          <h4 className={css.muted}>{t('leaderboard.prizes')}</h4>
          <ul className={css.bullets}>
            {board.prizes.map((prize) => (
              <li key={prize.fromRank}>
                {prize.fromRank === prize.toRank
                  ? t('leaderboard.prizeRank', { rank: prize.fromRank })
                  : t('leaderboard.prizeRanks', { from: prize.fromRank, to: prize.toRank })}
                : {format.money(prize.amount)}
              </li>
            ))}
          </ul>
          <p className={css.muted}>{board.settled ? t('leaderboard.paid') : t('leaderboard.paidAt')}</p>
        </>
      )}
      {board.top.length === 0 ? (
        <Empty text={t('leaderboard.empty')} />
      ) : (
        <div className={css.tableWrap}>
          <table className={dataTable}>
            <caption className={css.visuallyHidden}>
              {t('leaderboard.top')}: {board.title}
            </caption>
            <thead>
              <tr>
                <th>{t('leaderboard.rank')}</th>
                <th>{t('leaderboard.player')}</th>
                <th data-align="end">{t('leaderboard.score')}</th>
                <th data-align="end">{t('leaderboard.prize')}</th>
              </tr>
            </thead>
            <tbody>
              {board.top.map((row) => (
                <tr
                  key={row.rank}
                  className={row.me ? css.mine : undefined}
                  aria-current={row.me ? 'true' : undefined}
                >
                  <td data-label={t('leaderboard.rank')}>{row.rank}</td>
                  <td data-label={t('leaderboard.player')}>
                    <bdi>{row.name}</bdi>
                    {row.me && ` (${t('leaderboard.you')})`}
                  </td>
                  <td data-label={t('leaderboard.score')} data-align="end">
                    {value(row.value)}
                  </td>
                  <td data-label={t('leaderboard.prize')} data-align="end">
                    {row.prize ? format.money(row.prize) : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </article>
  );
}
