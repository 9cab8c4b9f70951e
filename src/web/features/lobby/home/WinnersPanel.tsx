import { useQuery } from '@tanstack/react-query';
import { memo, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/web/lib/use-money';
import { Isolate } from '@/web/ui/bidi';
import { winnersQuery } from '../api/queries';
import * as css from './home.css';

/**
 * The winners board: the 9 biggest of the latest 20 real wins, scrolling (spec §9); a single line when empty. A jackpot
 * win carries the Jackpot mark.
 */
export const WinnersPanel = memo(function WinnersPanel({ enabled }: { enabled: boolean }) {
  const { t, i18n } = useTranslation('lobby');
  const { money } = useMoney();
  // Deferred (as the home page's lists, HomePage.tsx): the board's rows render in a transition that yields.
  const winners = useDeferredValue(useQuery({ ...winnersQuery(i18n.language), enabled }));
  const top = [...(winners.data ?? [])].sort((a, b) => Number(b.winAmount) - Number(a.winAmount)).slice(0, 9);
  return (
    <section className={css.panel} aria-labelledby="winners-title">
      <h2 id="winners-title" className={css.panelTitle}>
        {t('winners')}
      </h2>
      {winners.isError ? (
        <p className={css.muted}>{t('loadFailed')}</p>
      ) : winners.isPending ? (
        // The board's height is held while it loads; once known to be empty it takes one line, not a blank box.
        <p className={`${css.muted} ${css.winnersWindow}`}>{t('loading')}</p>
      ) : top.length === 0 ? (
        <p className={css.muted} data-testid="winners-empty">
          {t('noWinners')}
        </p>
      ) : (
        <div className={css.winnersWindow}>
          <ul className={css.winnersTrack}>
            {[...top, ...top].map((w, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the list repeats itself for the endless scroll
              <li key={i} className={css.winner} aria-hidden={i >= top.length}>
                <img
                  className={css.winnerIcon}
                  src={w.iconUrl}
                  alt=""
                  loading="lazy"
                  width={32}
                  height={32}
                />
                <span>
                  {w.jackpot && <span className={css.jackpotBadge}>{t('jackpotWin')}</span>}
                  <Isolate>{w.customerName}</Isolate> · <Isolate>{w.gameName}</Isolate>
                </span>
                <span className={css.winAmount}>{money(w.winAmount)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
});
