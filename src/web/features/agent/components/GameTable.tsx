import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { Isolate } from '../../../ui/bidi';
import { Empty, ErrorState, Loading } from '../../../ui/States';
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
      <td data-label={t('figures.stake')} data-align="end">
        {format.money(f.stake)}
      </td>
      <td data-label={t('figures.validBet')} data-align="end">
        {format.money(f.validBet)}
      </td>
      <td data-label={t('figures.payout')} data-align="end">
        {format.money(f.payout)}
      </td>
      <td
        data-label={t('figures.profitLoss')}
        data-align="end"
        className={css.tone[format.tone(f.profitLoss)]}
      >
        {format.money(f.profitLoss, true)}
      </td>
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
                <th scope="col" data-align="end">
                  {t('bets.count')}
                </th>
                <th scope="col" data-align="end">
                  {t('figures.stake')}
                </th>
                <th scope="col" data-align="end">
                  {t('figures.validBet')}
                </th>
                <th scope="col" data-align="end">
                  {t('figures.payout')}
                </th>
                <th scope="col" data-align="end">
                  {t('figures.profitLoss')}
                </th>
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
