import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/web/lib/use-format';
import { Isolate } from '@/web/ui/bidi';
import { FigureHeaders, MoneyCells } from '@/web/ui/FigureCells';
import { Empty, ErrorState, Loading } from '@/web/ui/States';
import * as css from '../agent.css';
import { type GamesFilter, useTeamGames } from '../api/games';
import type { GameFigures } from '../api/work-types';
import * as work from '../work.css';
import { ExportButton } from './ExportButton';

/**
 * Win/loss by game category and provider (GET /wps/agent/team/games) of the team, a sub-team (`parent`) or one
 * member: a subtotal row per category with its providers below, and the totals; with its CSV export.
 */
export function GameTable({ filter, title }: { filter: GamesFilter; title: string }) {
  const { t } = useTranslation('agent');
  const { t: tt } = useTranslation('agentTools');
  const { t: tc } = useTranslation();
  const format = useFormat({ brandTime: true });
  const games = useTeamGames(filter);
  const category = (code: string) => tc(`category.${code}` as 'category.RNG', { defaultValue: code || '—' });
  const cells = (f: GameFigures) => (
    <>
      <td data-label={t('bets.count')} data-align="end">
        {format.count(f.bets)}
      </td>
      <MoneyCells
        cells={[
          { label: t('figures.stake'), amount: f.stake },
          { label: t('figures.validBet'), amount: f.validBet },
          { label: t('figures.payout'), amount: f.payout },
          { label: t('figures.profitLoss'), amount: f.profitLoss, signed: true },
        ]}
      />
    </>
  );
  return (
    <section className={css.panel} aria-labelledby="games-heading">
      <div className={work.sectionHead}>
        <h2 id="games-heading" className={css.heading}>
          {title}
        </h2>
        <ExportButton report="games" query={{ ...filter }} label={tt('games.heading')} />
      </div>
      {games.isPending ? (
        <Loading />
      ) : games.isError ? (
        <ErrorState notFoundIsAnswer error={games.error} onRetry={() => void games.refetch()} />
      ) : games.data.list.length === 0 ? (
        <Empty text={tt('games.empty')} />
      ) : (
        <div className={css.tableWrap}>
          <table className={css.table} data-testid="games-table">
            <thead>
              <tr>
                <th scope="col">{tt('columns.category')}</th>
                <th scope="col">{tt('columns.provider')}</th>
                <FigureHeaders
                  labels={[
                    t('bets.count'),
                    t('figures.stake'),
                    t('figures.validBet'),
                    t('figures.payout'),
                    t('figures.profitLoss'),
                  ]}
                />
              </tr>
            </thead>
            <tbody>
              {games.data.categories.map((c) => (
                <Fragment key={c.category}>
                  <tr className={work.groupRow}>
                    <td data-label={tt('columns.category')}>{category(c.category)}</td>
                    <td data-label={tt('columns.provider')}>{tt('games.allProviders')}</td>
                    {cells(c)}
                  </tr>
                  {games.data.list
                    .filter((r) => r.category === c.category)
                    .map((r) => (
                      <tr key={`${r.category}:${r.vendor}`}>
                        <td data-label={tt('columns.category')}>{category(r.category)}</td>
                        <td data-label={tt('columns.provider')}>
                          <Isolate>{r.vendorName}</Isolate>
                        </td>
                        {cells(r)}
                      </tr>
                    ))}
                </Fragment>
              ))}
              <tr className={work.totalsRow}>
                <td data-wide>{t('totals')}</td>
                <td aria-hidden="true" />
                {cells(games.data.totals)}
              </tr>
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
