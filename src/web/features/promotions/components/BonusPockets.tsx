import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { BonusMoney } from '@/core/bonus-money';
import { useFormat } from '@/web/lib/use-format';
import * as css from '../promotions.css';
import { TurnoverBar } from './TurnoverProgress';

/**
 * Where the player looks at money (the withdraw page): what is free to leave the main wallet, what open bonuses
 * lock until their turnover is met, and each bonus with its locked amount, its own turnover progress and expiry.
 */
export function BonusPockets({ money }: { money: BonusMoney }) {
  const { t } = useTranslation('promotions');
  const format = useFormat();
  return (
    <section className={css.panel} aria-labelledby="bonus-money-title" data-testid="bonus-money">
      <h2 id="bonus-money-title" className={css.heading}>
        {t('pockets.title')}
      </h2>
      <dl className={css.facts}>
        <dt className={css.factTerm}>{t('pockets.free')}</dt>
        <dd className={css.factValue} data-testid="bonus-money-free">
          {format.money(money.free)}
        </dd>
        <dt className={css.factTerm}>{t('pockets.locked')}</dt>
        <dd className={css.factValue} data-testid="bonus-money-locked">
          {format.money(money.locked)}
        </dd>
      </dl>
      <p className={css.muted}>{t('pockets.hint')}</p>
      <ul className={css.list}>
        {money.bonuses.map((b) => (
          <li key={b.bonusId} className={css.pocket}>
            <div className={css.spread}>
              <strong>{b.title}</strong>
              <span>
                {t('bonuses.locked')}: {format.money(b.locked)}
              </span>
            </div>
            <div className={css.progress}>
              <TurnoverBar required={b.required} done={b.wagered} />
            </div>
            <span className={css.muted}>
              {t('pockets.expires')}: {b.expiresAt ? format.dateTime(b.expiresAt) : t('pockets.never')}
            </span>
          </li>
        ))}
      </ul>
      <Link to="/member" search={{ page: 'bonusDetails' }} className={css.backLink}>
        {t('pockets.details')}
      </Link>
    </section>
  );
}
