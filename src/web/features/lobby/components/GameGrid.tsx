import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Game } from '../api/types';
import { useFavorites } from '../use-favorites';
import { useLaunchGame } from '../use-launch';
import { GameCard } from './GameCard';
import * as css from './game-grid.css';

const MIN_CARD = 140;
const CAPTION = 56;

function useWidth(ref: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => setWidth(Math.round(entry!.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * A virtualised grid over the window scroll: only the rows near the viewport are in the DOM, so scrolling the
 * whole 10,000-game catalogue keeps the page small and smooth. More pages load as the end comes near.
 */
export function GameGrid({
  games,
  hasMore,
  loadMore,
  label,
  total = games.length,
  holdArt = false,
}: {
  games: Game[];
  hasMore: boolean;
  loadMore: () => void;
  /** Accessible name of the list. */
  label: string;
  /** Size of the whole list (more than the games loaded so far while pages remain): each card says "n of total". */
  total?: number;
  /**
   * true while other results are on their way (a search being typed): no new card art starts loading, so the
   * answer is not queued behind dozens of images being read.
   */
  holdArt?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const width = useWidth(ref);
  const columns = Math.max(2, Math.floor((width + css.GAP) / (MIN_CARD + css.GAP)));
  const cardWidth = width > 0 ? (width - css.GAP * (columns - 1)) / columns : MIN_CARD;
  const rowHeight = Math.round(cardWidth + CAPTION + css.GAP);
  const rows = Math.ceil(games.length / columns);
  const [offset, setOffset] = useState(0);
  const { favorites, toggle } = useFavorites();
  const launch = useLaunchGame();
  // Stable handlers: GameCard is memoised, so rows re-render only when their games or favourites change.
  const onLaunch = useCallback((g: Game, demo?: boolean) => void launch(g, { demo }), [launch]);
  const onFavorite = useCallback((g: Game) => void toggle(g), [toggle]);

  useLayoutEffect(() => {
    if (ref.current) setOffset(ref.current.getBoundingClientRect().top + window.scrollY);
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => rowHeight,
    // One row beyond each edge of the viewport: new results (a search keystroke) mount the rows on screen and one
    // more, not three more (a third of the cards, and of the keystroke's render, were off screen).
    overscan: 1,
    scrollMargin: offset,
  });
  useEffect(() => {
    if (rowHeight > 0) virtualizer.measure();
  }, [rowHeight, virtualizer]);

  const items = virtualizer.getVirtualItems();
  const lastRow = items.at(-1)?.index ?? 0;
  useEffect(() => {
    if (hasMore && lastRow >= rows - 4) loadMore();
  }, [hasMore, lastRow, rows, loadMore]);

  return (
    // biome-ignore lint/a11y/useSemanticElements: virtualised rows are absolutely positioned divs; ARIA gives list semantics
    <div
      ref={ref}
      className={css.wrap}
      style={{ height: virtualizer.getTotalSize() }}
      role="list"
      aria-label={label}
      data-testid="game-grid"
    >
      {width > 0 &&
        items.map((row) => (
          <div
            key={row.key}
            className={css.row}
            style={{
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
            }}
          >
            {games.slice(row.index * columns, row.index * columns + columns).map((game, i) => (
              // Only some rows are in the DOM: each item carries its position so assistive technology can
              // still announce "n of total".
              // biome-ignore lint/a11y/useSemanticElements: see the list above
              <div
                key={game.nodeId}
                role="listitem"
                aria-posinset={row.index * columns + i + 1}
                aria-setsize={Math.max(total, games.length)}
              >
                <GameCard
                  game={game}
                  favorite={favorites.has(game.nodeId)}
                  onLaunch={onLaunch}
                  onFavorite={onFavorite}
                  deferArt={virtualizer.isScrolling || holdArt}
                />
              </div>
            ))}
          </div>
        ))}
    </div>
  );
}

export function GridSkeleton({ count = 12 }: { count?: number }) {
  return (
    <div className={css.skeleton} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <div key={i} className={css.skeletonCard} />
      ))}
    </div>
  );
}
