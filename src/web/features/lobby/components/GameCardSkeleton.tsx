import * as css from './game-card.css';

/**
 * A placeholder with the exact box of a game card (square art, two caption lines): lists that are still loading
 * keep their final height, so nothing below them jumps when the games arrive.
 */
export function GameCardSkeleton() {
  return (
    <div className={`${css.card} ${css.skeleton}`} aria-hidden="true" data-testid="game-card-skeleton">
      <div className={css.skeletonArt} />
      <span className={css.caption}>
        <span className={css.name}>&nbsp;</span>
        <span className={css.vendor}>&nbsp;</span>
      </span>
    </div>
  );
}
