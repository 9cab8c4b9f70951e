import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/use-money';
import * as css from './home.css';

const randomBetween = (min: number, max: number) => min + Math.random() * (max - min);

/**
 * The jackpot counter of spec §9: starts between 20,000,000 and 21,000,000 and grows by 100–500 every
 * 3, 4 or 5 seconds. It is a display counter, as the spec describes — not a pool. It reads like every other amount
 * of the brand (src/core/money-format.ts): 2 decimals in a currency with minor units, none in one without (VND).
 */
export function JackpotCounter() {
  const { t } = useTranslation('lobby');
  const { money, currency } = useMoney();
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
  const minor = BigInt(Math.floor(value * 10 ** currency.minorUnits));
  return (
    <section className={css.panel} aria-labelledby="jackpot-title">
      <h2 id="jackpot-title" className={css.panelTitle}>
        {t('jackpot')}
      </h2>
      <p className={css.jackpot} data-testid="jackpot">
        {money(minor)}
      </p>
    </section>
  );
}
