import { useQuery } from '@tanstack/react-query';
import { memo, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toMinor } from '@/core/money-format';
import { useFormat } from '@/web/lib/use-format';
import { Isolate } from '@/web/ui/bidi';
import { jackpotQuery } from './api/jackpot';
import * as css from './home.css';
import { nextDelay, nextShown } from './jackpot-steps';

/**
 * The jackpot counter (spec §4/§9) over the brand's real pool (docs/jackpot.md): the server's amount, read every
 * 10 s, in the brand currency; between reads the figure steps up towards it by 100–500 every 3, 4 or 5 seconds
 * (jackpot-steps.ts) but never shows more than the pool, so every visitor sees the same figure and a reload never
 * shows less. A brand without a pool shows no counter.
 */
export const JackpotCounter = memo(function JackpotCounter() {
  const { t } = useTranslation('lobby');
  const format = useFormat();
  const { minorUnits } = format.currency;
  const jackpot = useQuery(jackpotQuery());
  const pool = jackpot.data?.enabled ? toMinor(jackpot.data.amount, minorUnits) : null;
  const [shown, setShown] = useState<bigint | null>(null);
  const poolRef = useRef(pool);
  poolRef.current = pool;

  // The first read (and a won pool) is shown as it is; growth is stepped towards.
  useEffect(() => {
    if (pool !== null) setShown((current) => (current === null || pool < current ? pool : current));
  }, [pool]);
  // One step per timer: each shown figure arms the next step while the pool is ahead of it.
  useEffect(() => {
    if (shown === null || pool === null || shown >= pool) return;
    const timer = window.setTimeout(() => {
      const latest = poolRef.current;
      setShown(latest === null ? shown : nextShown(shown, latest, minorUnits, Math.random));
    }, nextDelay(Math.random));
    return () => window.clearTimeout(timer);
  }, [shown, pool, minorUnits]);

  if (jackpot.isSuccess && !jackpot.data.enabled) return null;
  const rule = jackpot.data?.rule;
  return (
    <section className={css.panel} aria-labelledby="jackpot-title">
      <h2 id="jackpot-title" className={css.panelTitle}>
        {t('jackpot')}
      </h2>
      <p className={css.jackpot} data-testid="jackpot">
        {shown === null ? (
          <span className={css.muted}>{jackpot.isError ? t('loadFailed') : t('loading')}</span>
        ) : (
          <Isolate>{format.money(shown)}</Isolate>
        )}
      </p>
      {rule && (
        <p className={css.muted} data-testid="jackpot-rule">
          {t('jackpotHint', {
            share: format.basisPoints(rule.contributionBp),
            minStake: format.money(rule.minStake),
          })}
        </p>
      )}
    </section>
  );
});
