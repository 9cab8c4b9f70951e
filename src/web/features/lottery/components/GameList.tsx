import { useTranslation } from 'react-i18next';
import type { MenuGame } from '../api/types';
import { Countdown } from './Countdown';
import * as css from './lottery.css';

/** The lottery games with their next draw's countdown; the chosen one is marked current. */
export function GameList({
  games,
  selected,
  onSelect,
  now,
  offset,
}: {
  games: MenuGame[];
  selected: string | undefined;
  onSelect: (gameCode: string) => void;
  now: number;
  offset: number;
}) {
  const { t } = useTranslation('lottery');
  return (
    <nav className={css.panel} aria-labelledby="lottery-games">
      <h2 id="lottery-games" className={css.heading}>
        {t('games')}
      </h2>
      <ul className={css.gameList}>
        {games.map((game) => (
          <li key={game.gameCode}>
            <button
              type="button"
              className={css.gameButton}
              aria-current={game.gameCode === selected}
              onClick={() => onSelect(game.gameCode)}
            >
              <span className={css.gameName}>
                {game.name}
                <br />
                <span className={css.muted}>{game.fast ? t('fast') : t('daily')}</span>
              </span>
              {game.maintenance ? (
                <span className={css.closed}>{t('maintenance')}</span>
              ) : game.nextDraw ? (
                <Countdown to={game.nextDraw.drawAt} offset={offset} now={now} />
              ) : null}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
