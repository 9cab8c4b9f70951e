import { useTranslation } from 'react-i18next';
import { toMinor } from '../../../../core/money-format';
import { useMoney } from '../../../lib/use-money';
import type { Turnover } from '../api/types';
import * as css from '../promotions.css';

/**
 * The bonus turnover of the player: wagered / required as a bar and in words, with what is left before a
 * withdrawal is allowed. Used by the withdraw page (its data carries `turnover`) and by bonusDetails.
 */
export function TurnoverProgress({ turnover }: { turnover: Turnover }) {
  const { t } = useTranslation('promotions');
  const { money, currency } = useMoney();
  const required = toMinor(turnover.required, currency.minorUnits);
  const done = toMinor(turnover.done, currency.minorUnits);
  const percent = required > 0n ? Math.min(100, Number((done * 100n) / required)) : 100;
  const progress = t('turnover.progress', { done: money(turnover.done), required: money(turnover.required) });
  return (
    <section className={css.panel} aria-labelledby="turnover-title" data-testid="turnover-progress">
      <h2 id="turnover-title" className={css.heading}>
        {t('turnover.title')}
      </h2>
      <div className={css.progress}>
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
            className={`${css.progressBar} ${turnover.met ? css.progressDone : ''}`}
            style={{ width: `${percent}%` }}
          />
        </div>
        <p style={{ margin: 0 }}>{progress}</p>
        <p className={css.muted}>
          {turnover.met
            ? t('turnover.met')
            : t('turnover.remaining', { remaining: money(turnover.remaining) })}
        </p>
      </div>
    </section>
  );
}
