import { memo, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyNamed } from '@/web/lib/lazy-named';
import type { Game } from '../api/types';
import { GameCardSkeleton } from '../components/GameCardSkeleton';
import * as css from './home.css';

// The carousel (embla) loads after the first paint; card placeholders hold its place meanwhile.
const HotCarouselTrack = lazyNamed(() => import('./HotCarouselTrack'), 'HotCarouselTrack');

/** Hot games (spec §9), see HotCarouselTrack; without games yet it shows card placeholders of the same size. */
export const HotCarousel = memo(function HotCarousel({ games }: { games: Game[] }) {
  return (
    <Suspense fallback={<HotPlaceholder />}>
      <HotCarouselTrack games={games} />
    </Suspense>
  );
});

function HotPlaceholder() {
  const { t } = useTranslation('lobby');
  return (
    <section aria-labelledby="hot-title" aria-busy="true">
      <div className={css.sectionHead}>
        <h2 id="hot-title" className={css.sectionTitle}>
          {t('hotGames')}
        </h2>
      </div>
      <div className={css.viewport} style={{ marginTop: 10 }}>
        <div className={css.track}>
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders while the carousel loads
            <div key={i} className={css.hotSlide}>
              <GameCardSkeleton />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
