import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  type BrandFigures,
  GAME_ORDERS,
  type GameDay,
  type GameOrder,
  type TopGame,
} from '@/core/api/office-figures';
import { button } from '@/web/ui/button.css';
import { dataTable } from '@/web/ui/data-table.css';
import * as form from '@/web/ui/form.css';
import { brandPath, officeApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import * as office from '../../shell/office.css';
import { QueryState } from '../../shell/QueryState';
import * as css from './figures.css';
import { money } from './format';

interface GameDays {
  vendor: string;
  game: string;
  name: string;
  list: GameDay[];
  total: Omit<GameDay, 'day'>;
}

const keyOf = (g: Pick<TopGame, 'vendor' | 'game'>) => `${g.vendor}\u0000${g.game}`;

/**
 * A brand's top games of the period (game_day: stakes, wins, GGR and bets per single game), ordered by GGR or
 * stakes; each game explains itself by its day rows. `title` names the brand in the group view.
 */
export function TopGames({
  data,
  order,
  onOrder,
  title,
}: {
  data: BrandFigures;
  order: GameOrder;
  onOrder: (order: GameOrder) => void;
  title?: string;
}) {
  const t = useT('figures');
  const [open, setOpen] = useState<string | null>(null);
  const cash = (v: string) => money(v, data.symbol, data.minorUnits);
  const shown = data.topGames.find((g) => keyOf(g) === open);
  const orderId = `games-order-${data.code}`;
  return (
    <section className={office.card} aria-labelledby={`games-${data.code}`}>
      <div className={css.cardHead}>
        <h2 id={`games-${data.code}`} className={css.heading}>
          {title ?? t('games.title')}
        </h2>
        <label className={form.field} htmlFor={orderId}>
          <span className={form.label}>{t('games.order')}</span>
          <select
            id={orderId}
            className={office.select}
            value={order}
            onChange={(e) => onOrder(e.target.value as GameOrder)}
          >
            {GAME_ORDERS.map((o) => (
              <option key={o} value={o}>
                {t(`games.orders.${o}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {data.topGames.length === 0 ? (
        <p className={css.muted}>{t('top.empty')}</p>
      ) : (
        <div className={office.tableWrap}>
          <table className={dataTable}>
            <thead>
              <tr>
                <th>{t('games.game')}</th>
                <th>{t('games.vendor')}</th>
                <th className={css.amount} data-align="end">
                  {t('figure.stakes')}
                </th>
                <th className={css.amount} data-align="end">
                  {t('figure.wins')}
                </th>
                <th className={css.amount} data-align="end">
                  {t('figure.ggr')}
                </th>
                <th className={css.amount} data-align="end">
                  {t('games.bets')}
                </th>
                <th>
                  <span className={form.visuallyHidden}>{t('games.explain')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.topGames.map((g) => {
                const key = keyOf(g);
                const name = g.game === '' ? t('games.unnamed') : g.name;
                return (
                  <tr key={key}>
                    <td data-label={t('games.game')}>
                      {name}
                      {g.name !== g.game && g.game !== '' && <span className={css.code}> {g.game}</span>}
                    </td>
                    <td data-label={t('games.vendor')}>{g.vendor}</td>
                    <td data-label={t('figure.stakes')} className={css.amount} data-align="end">
                      {cash(g.stakes)}
                    </td>
                    <td data-label={t('figure.wins')} className={css.amount} data-align="end">
                      {cash(g.wins)}
                    </td>
                    <td
                      data-label={t('figure.ggr')}
                      className={`${css.amount} ${g.ggr.startsWith('-') ? css.negative : ''}`}
                      data-align="end"
                    >
                      {cash(g.ggr)}
                    </td>
                    <td data-label={t('games.bets')} className={css.amount} data-align="end">
                      {g.bets.toLocaleString(document.documentElement.lang)}
                    </td>
                    <td>
                      <button
                        type="button"
                        className={button.secondary}
                        aria-expanded={open === key}
                        aria-label={t('games.explainGame', { game: name })}
                        onClick={() => setOpen(open === key ? null : key)}
                      >
                        {t('games.explain')}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {shown && (
        <GameDayRows
          key={`${open}${data.from}${data.to}`}
          brand={data.code}
          game={shown}
          data={data}
          onClose={() => setOpen(null)}
        />
      )}
    </section>
  );
}

/** The day rows behind one game's figures, with their totals (= the game's row above). */
function GameDayRows({
  brand,
  game,
  data,
  onClose,
}: {
  brand: string;
  game: TopGame;
  data: BrandFigures;
  onClose: () => void;
}) {
  const t = useT('figures');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const cash = (v: string) => money(v, data.symbol, data.minorUnits);
  const query = new URLSearchParams({ from: data.from, to: data.to, vendor: game.vendor, game: game.game });
  const days = useQuery({
    queryKey: ['office', brand, 'game-days', game.vendor, game.game, data.from, data.to],
    queryFn: () => officeApi<GameDays>(brandPath(brand, `figures/games/days?${query}`)),
  });
  const columns = ['stakes', 'validBet', 'wins', 'ggr', 'bets'] as const;
  const cell = (row: Omit<GameDay, 'day'>, c: (typeof columns)[number]) =>
    c === 'bets' ? row.bets.toLocaleString(document.documentElement.lang) : cash(row[c]);
  return (
    <div className={css.explain}>
      <div className={css.cardHead}>
        <h3 className={css.heading} tabIndex={-1} ref={heading}>
          {t('games.daysTitle', { game: game.game === '' ? t('games.unnamed') : game.name })}
        </h3>
        <button type="button" className={button.secondary} onClick={onClose}>
          {t('rows.close')}
        </button>
      </div>
      <QueryState query={days}>
        {(value) =>
          value.list.length === 0 ? (
            <p>{t('rows.empty')}</p>
          ) : (
            <div className={office.tableWrap}>
              <table className={dataTable}>
                <thead>
                  <tr>
                    <th>{t('games.day')}</th>
                    {columns.map((c) => (
                      <th key={c} className={css.amount} data-align="end">
                        {t(`games.col.${c}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {value.list.map((row) => (
                    <tr key={row.day}>
                      <td data-label={t('games.day')}>{row.day}</td>
                      {columns.map((c) => (
                        <td key={c} data-label={t(`games.col.${c}`)} className={css.amount} data-align="end">
                          {cell(row, c)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">{t('games.total')}</th>
                    {columns.map((c) => (
                      <td key={c} data-label={t(`games.col.${c}`)} className={css.amount} data-align="end">
                        {cell(value.total, c)}
                      </td>
                    ))}
                  </tr>
                </tfoot>
              </table>
            </div>
          )
        }
      </QueryState>
    </div>
  );
}
