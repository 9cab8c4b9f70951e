import { useTranslation } from 'react-i18next';
import type { Category } from '../../../../core/brand';
import { useBootstrap } from '../../../lib/use-bootstrap';
import * as css from './home.css';

/** Home at the foundation stage: the brand welcome and the game categories its configuration offers. */
export function HomePage() {
  const { t } = useTranslation();
  const { brand } = useBootstrap();
  const categories = Object.entries(brand.vendorSorting).filter(
    ([, vendors]) => vendors && vendors.length > 0,
  ) as [Category, string[]][];
  return (
    <>
      <section className={css.hero} aria-labelledby="home-title">
        <h1 id="home-title" className={css.heroTitle}>
          {t('home.welcome', { brand: brand.displayName })}
        </h1>
        <p className={css.heroText}>{t('home.tagline')}</p>
      </section>
      <h2 className={css.sectionTitle}>{t('home.categories')}</h2>
      <ul className={css.grid} data-testid="home-categories">
        {categories.map(([category, vendors]) => (
          <li key={category} className={css.tile}>
            <span className={css.tileTitle}>{t(`category.${category}`)}</span>
            <span className={css.vendors}>
              {t('home.vendorCount', { count: vendors.length })} · {vendors.join(' · ')}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
