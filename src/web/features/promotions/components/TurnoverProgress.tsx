import { useTranslation } from 'react-i18next';
import { toMinor } from '@/core/money-format';
import { useMoney } from '@/web/lib/use-money';
import type { Turnover } from '../api/types';
import * as css from '../promotions.css';

/**
 * The bonus turnover of the player (every open bonus together): wagered / required as a bar and in words, with
 * what is left before the locked bonus money is free. Used by bonusDetails.
 */
export function TurnoverProgress({ turnover }: { turnover: Turnover }) {
  const { t } = useTranslation('promotions');
  const { money } = useMoney();
  return (
    <section className={css.panel} aria-labelledby="turnover-title" data-testid="turnover-progress">
      <h2 id="turnover-title" className={css.heading}>
        {t('turnover.title')}
      </h2>
      <div className={css.progress}>
        <TurnoverBar required={turnover.required} done={turnover.done} />
        <p className={css.muted}>
          {turnover.met
            ? t('turnover.met')
            : t('turnover.remaining', { remaining: money(turnover.remaining) })}
        </p>
      </div>
    </section>
  );
}

/** One turnover as a bar with "Wagered x of y" (a bonus on the withdraw page, or all of them). */
export function TurnoverBar({ required, done }: { required: string; done: string }) {
  const { t } = useTranslation('promotions');
  const { money, currency } = useMoney();
  const total = toMinor(required, currency.minorUnits);
  const wagered = toMinor(done, currency.minorUnits);
  const percent = total > 0n ? Math.min(100, Number((wagered * 100n) / total)) : 100;
  const progress = t('turnover.progress', { done: money(done), required: money(required) });
  return (
    <>
      <div
        className={css.progressTrack}
        role="progressbar"
        aria-label={t('turnover.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={progress}
      >
        <div
          className={`${css.progressBar} ${percent >= 100 ? css.progressDone : ''}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p style={{ margin: 0 }}>{progress}</p>
    </>
  );
}
