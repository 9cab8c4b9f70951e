import { useAtomValue } from 'jotai';
import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cardColour } from '@/core/navigation';
import type { Game } from '../api/types';
import { launchingAtom } from '../atoms';
import { queueArt } from './art-queue';
import * as css from './game-card.css';

/** Shown when a game image fails to load (spec §8 "Image load failure: default game icon fallback"). */
export const DEFAULT_ICON =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#2a2f3d"/><path d="M30 62h40l-6-24H36z" fill="#596079"/><circle cx="42" cy="70" r="5" fill="#596079"/><circle cx="58" cy="70" r="5" fill="#596079"/></svg>',
  );

export interface GameCardProps {
  game: Game;
  favorite: boolean;
  onLaunch: (game: Game, demo?: boolean) => void;
  onFavorite: (game: Game) => void;
  /**
   * true while its list is being scrolled: a card that appears then keeps its box and colour but loads its art
   * only once the scrolling stops, so rows flung past never fetch and draw their images.
   */
  deferArt?: boolean;
}

/** One game: art (lazy, with fallback), name and vendor; the star toggles the favourite, "Demo" plays free. */
export const GameCard = memo(function GameCard({
  game,
  favorite,
  onLaunch,
  onFavorite,
  deferArt = false,
}: GameCardProps) {
  const { t } = useTranslation('lobby');
  const launching = useAtomValue(launchingAtom);
  const vendor = game.displayName || game.vassalage;
  // The art comes a few cards per frame (art-queue.ts), and not while the list scrolls; once shown it stays.
  const [artShown, setArtShown] = useState(false);
  useEffect(() => {
    if (deferArt || artShown) return;
    return queueArt(() => setArtShown(true));
  }, [deferArt, artShown]);
  return (
    <div className={`${css.card} ${css.colour[cardColour(game.nodeId)]}`} data-testid="game-card">
      <button
        type="button"
        className={css.open}
        disabled={launching?.nodeId === game.nodeId}
        onClick={() => onLaunch(game)}
        aria-label={t('play', { name: game.gameName, vendor })}
      >
        <img
          className={css.art}
          src={artShown ? game.iconUrl || DEFAULT_ICON : undefined}
          alt=""
          loading="lazy"
          decoding="async"
          width={160}
          height={160}
          onError={(event) => {
            if (event.currentTarget.src !== DEFAULT_ICON) event.currentTarget.src = DEFAULT_ICON;
          }}
        />
        <span className={css.caption}>
          <span className={css.name}>{game.gameName}</span>
          <span className={css.vendor}>{vendor}</span>
        </span>
      </button>
      <span className={css.badges}>
        {game.isHot === 1 && <span className={css.badge}>{t('hot')}</span>}
        {game.isNew && <span className={css.badgeNew}>{t('new')}</span>}
      </span>
      {game.isGame === 'GAME' && (
        <button
          type="button"
          className={css.star}
          aria-pressed={favorite}
          aria-label={t(favorite ? 'unfavorite' : 'favorite', { name: game.gameName })}
          onClick={() => onFavorite(game)}
        >
          <span aria-hidden="true">{favorite ? '★' : '☆'}</span>
        </button>
      )}
      {game.demo && (
        <button
          type="button"
          className={css.demo}
          onClick={() => onLaunch(game, true)}
          aria-label={t('demoOf', { name: game.gameName })}
        >
          {t('demo')}
        </button>
      )}
    </div>
  );
});
