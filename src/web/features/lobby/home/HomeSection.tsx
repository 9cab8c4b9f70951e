import { Link } from '@tanstack/react-router';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyNamed } from '@/web/lib/lazy-named';
import type { Game } from '../api/types';
import { GameCardSkeleton } from '../components/GameCardSkeleton';
import * as css from './home.css';

// The cards (and their launch and favourite actions) come with the first games, not with the first paint:
// placeholders of the same size hold the section meanwhile. HomePage fetches the code once it has rendered.
export const loadSectionCards = () => import('./SectionCards');
const SectionCards = lazyNamed(loadSectionCards, 'SectionCards');

const skeletons = (count: number) =>
  Array.from({ length: Math.min(count, 12) }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
    <GameCardSkeleton key={i} />
  ));

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
  if (games.length === 0 && placeholders === 0) return null;
  const shown = games.slice(0, 12);
  return (
    <section className={css.section} aria-labelledby={`section-${id}`} data-testid={`home-section-${id}`}>
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
        {shown.length === 0 ? (
          skeletons(placeholders)
        ) : (
          <Suspense fallback={skeletons(shown.length)}>
            <SectionCards games={shown} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
