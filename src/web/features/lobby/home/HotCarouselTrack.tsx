import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { iconButton } from '../../../ui/button.css';
import type { Game } from '../api/types';
import { GameCard, GameCardSkeleton } from '../components/GameCard';
import { useFavorites } from '../use-favorites';
import { useLaunchGame } from '../use-launch';
import * as css from './home.css';

/**
 * Hot games (spec §9): 6 slides, spacing 13, autoplay 1200 ms, transition ~1100 ms, arrows only above 7 items.
 * Without games yet (loading) it shows card placeholders of the same size.
 */
export function HotCarouselTrack({ games }: { games: Game[] }) {
  const { t } = useTranslation('lobby');
  const [viewport, embla] = useEmblaCarousel({ loop: games.length > 6, align: 'start', duration: 40 });
  const [paused, setPaused] = useState(false);
  const { favorites, toggle } = useFavorites();
  const launch = useLaunchGame();
  useEffect(() => {
    if (!embla || games.length <= 6 || paused) return;
    const timer = window.setInterval(() => embla.scrollNext(), 1200 + 1100);
    return () => window.clearInterval(timer);
  }, [embla, games.length, paused]);
  return (
    <section
      aria-labelledby="hot-title"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className={css.sectionHead}>
        <h2 id="hot-title" className={css.sectionTitle}>
          {t('hotGames')}
        </h2>
        {games.length > 7 && (
          <div className={css.arrows}>
            <button
              type="button"
              className={iconButton}
              aria-label={t('previous')}
              onClick={() => embla?.scrollPrev()}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className={iconButton}
              aria-label={t('next')}
              onClick={() => embla?.scrollNext()}
            >
              <span aria-hidden="true">›</span>
            </button>
          </div>
        )}
      </div>
      <div className={css.viewport} ref={viewport} style={{ marginTop: 10 }}>
        <div className={css.track}>
          {games.length === 0 &&
            Array.from({ length: 6 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders while the list loads
              <div key={i} className={css.hotSlide}>
                <GameCardSkeleton />
              </div>
            ))}
          {games.map((game) => (
            <div key={game.nodeId} className={css.hotSlide}>
              <GameCard
                game={game}
                favorite={favorites.has(game.nodeId)}
                onLaunch={(g, demo) => void launch(g, { demo })}
                onFavorite={(g) => void toggle(g)}
              />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
