import { useQueryClient } from '@tanstack/react-query';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { iconButton } from '@/web/ui/button.css';
import { useDirection } from '@/web/ui/direction';
import { ChevronIcon } from '@/web/ui/icons';
import { flushGameLists } from '../api/queries';
import type { Game } from '../api/types';
import { GameCard } from '../components/GameCard';
import { GameCardSkeleton } from '../components/GameCardSkeleton';
import { useFavorites } from '../use-favorites';
import { useLaunchGame } from '../use-launch';
import { AutoplayToggle } from './AutoplayToggle';
import * as css from './home.css';
import { useAfterPaint } from './use-after-paint';
import { useAutoplay } from './use-autoplay';

/**
 * Hot games (spec §9): 6 slides, spacing 13, autoplay 1200 ms, transition ~1100 ms, arrows only above 7 items.
 * Without games yet (loading) it shows card placeholders of the same size. Autoplay runs only while the carousel
 * is on screen and watched (use-autoplay.ts), and has a pause/play control.
 */
export function HotCarouselTrack({ games }: { games: Game[] }) {
  const { t } = useTranslation('lobby');
  const direction = useDirection();
  const [viewport, embla] = useEmblaCarousel({
    loop: games.length > 6,
    align: 'start',
    duration: 40,
    direction,
  });
  // The carousel starts once the games are on screen and painted (placeholders are not a carousel): it never
  // re-measures when the games replace the placeholders, and its first measure forces no layout.
  const viewportAfterPaint = useAfterPaint(viewport);
  const { favorites, toggle } = useFavorites();
  const launch = useLaunchGame();
  const section = useRef<HTMLElement>(null);
  const step = useCallback(() => embla?.scrollNext(), [embla]);
  const autoplayOn = Boolean(embla) && games.length > 6;
  const autoplay = useAutoplay(section, { enabled: autoplayOn, interval: 1200 + 1100, step });
  return (
    <section
      ref={section}
      aria-labelledby="hot-title"
      onMouseEnter={() => autoplay.hold(true)}
      onMouseLeave={() => autoplay.hold(false)}
      onFocus={() => autoplay.hold(true)}
      onBlur={() => autoplay.hold(false)}
    >
      <div className={css.sectionHead}>
        <h2 id="hot-title" className={css.sectionTitle}>
          {t('hotGames')}
        </h2>
        <div className={css.arrows}>
          <RefreshGameLists />
          {autoplayOn && <AutoplayToggle autoplay={autoplay} />}
          {games.length > 7 && (
            <>
              <button
                type="button"
                className={iconButton}
                aria-label={t('previous')}
                onClick={() => embla?.scrollPrev()}
              >
                <ChevronIcon to="start" />
              </button>
              <button
                type="button"
                className={iconButton}
                aria-label={t('next')}
                onClick={() => embla?.scrollNext()}
              >
                <ChevronIcon to="end" />
              </button>
            </>
          )}
        </div>
      </div>
      <div
        className={css.viewport}
        ref={games.length > 0 ? viewportAfterPaint : undefined}
        style={{ marginTop: 10 }}
      >
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

/** The flush of spec §4: the hot games and vendor lists read again, past their session cache. */
function RefreshGameLists() {
  const { t } = useTranslation('lobby');
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={iconButton}
      aria-label={t('refreshGames')}
      title={t('refreshGames')}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void flushGameLists(queryClient).finally(() => setBusy(false));
      }}
    >
      <span aria-hidden="true">↻</span>
    </button>
  );
}
