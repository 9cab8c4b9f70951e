import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_TAGS } from '../../../../core/languages';
import { useBootstrap } from '../../../lib/use-bootstrap';
import * as css from './home.css';

const randomBetween = (min: number, max: number) => min + Math.random() * (max - min);

/**
 * The jackpot counter of spec §9: starts between 20,000,000 and 21,000,000 and grows by 100–500 every
 * 3, 4 or 5 seconds, shown with 2 decimals. It is a display counter, as the spec describes — not a pool.
 */
export function JackpotCounter() {
  const { t, i18n } = useTranslation('lobby');
  const { brand } = useBootstrap();
  const [value, setValue] = useState(() => randomBetween(20_000_000, 21_000_000));
  useEffect(() => {
    let timer: number;
    const tick = () => {
      timer = window.setTimeout(
        () => {
          setValue((v) => v + randomBetween(100, 500));
          tick();
        },
        [3000, 4000, 5000][Math.floor(Math.random() * 3)],
      );
    };
    tick();
    return () => window.clearTimeout(timer);
  }, []);
  const tag = LANGUAGE_TAGS[i18n.language as 'en'] ?? 'en';
  return (
    <section className={css.panel} aria-labelledby="jackpot-title">
      <h2 id="jackpot-title" className={css.panelTitle}>
        {t('jackpot')}
      </h2>
      <p className={css.jackpot} data-testid="jackpot">
        {brand.currencySymbol}
        {value.toLocaleString(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}
      </p>
    </section>
  );
}
