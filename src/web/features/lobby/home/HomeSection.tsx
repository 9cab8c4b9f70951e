import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Game } from '../api/types';
import { GameCard, GameCardSkeleton } from '../components/GameCard';
import { useFavorites } from '../use-favorites';
import { useLaunchGame } from '../use-launch';
import * as css from './home.css';

/** One home section: up to 12 games and a "more" link to the category page; placeholders while they load. */
export function HomeSection({
  id,
  title,
  games,
  morePath,
  moreSearch,
  placeholders = 0,
}: {
  id: string;
  title: string;
  games: Game[];
  morePath?: string;
  moreSearch?: Record<string, string>;
  /** While the games load: how many card placeholders hold the section's final height (0: show nothing). */
  placeholders?: number;
}) {
  const { t } = useTranslation('lobby');
  const { favorites, toggle } = useFavorites();
  const launch = useLaunchGame();
  if (games.length === 0 && placeholders === 0) return null;
  return (
    <section aria-labelledby={`section-${id}`} data-testid={`home-section-${id}`}>
      <div className={css.sectionHead}>
        <h2 id={`section-${id}`} className={css.sectionTitle}>
          {title}
        </h2>
        {morePath && (
          <Link to={morePath} search={moreSearch} className={css.more}>
            {t('more')}
          </Link>
        )}
      </div>
      <div className={css.row} style={{ marginTop: 10 }}>
        {games.length === 0
          ? Array.from({ length: Math.min(placeholders, 12) }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
              <GameCardSkeleton key={i} />
            ))
          : games
              .slice(0, 12)
              .map((game) => (
                <GameCard
                  key={game.nodeId}
                  game={game}
                  favorite={favorites.has(game.nodeId)}
                  onLaunch={(g, demo) => void launch(g, { demo })}
                  onFavorite={(g) => void toggle(g)}
                />
              ))}
      </div>
    </section>
  );
}
