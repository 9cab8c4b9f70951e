import { useTranslation } from 'react-i18next';
import * as css from './lobby.css';

/** /pointMall: registered with its guard; it lists no reward until the brand has a points catalogue. */
export function PointMallPage() {
  const { t } = useTranslation('lobby');
  return (
    <section className={css.page} aria-labelledby="mall-title">
      <h1 id="mall-title" className={css.title}>
        {t('pointMall')}
      </h1>
      <p className={css.empty}>{t('noRewards')}</p>
    </section>
  );
}
