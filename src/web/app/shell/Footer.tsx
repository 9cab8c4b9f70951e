import { Link } from '@tanstack/react-router';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type Category, localized } from '@/core/brand';
import { isLanguage } from '@/core/languages';
import { CATEGORY_PATHS } from '@/core/navigation';
import { FooterHelpLinks } from '@/web/features/help/components/FooterHelpLinks';
import { FeedbackFooterLink } from '@/web/features/support/components/FeedbackFooterLink';
import { registerServiceWorker } from '@/web/lib/service-worker';
import { useBootstrap } from '@/web/lib/use-bootstrap';
import { CustomerServiceLink } from '@/web/ui/CustomerServiceLink';
import { SocialLinks } from '@/web/ui/SocialLinks';
import * as css from './layout.css';

/** Footer (spec §2): products, help, contact, social links when configured, licence, vendor strip, legal texts. */
export function Footer() {
  const { t, i18n } = useTranslation();
  // Its own namespace: the footer's texts are not part of the first paint's catalogue (src/core/locale-chunks.ts).
  const { t: tf } = useTranslation('footer');
  const { brand, site } = useBootstrap();
  // The footer loads after the first render: the service worker is registered from here, off the critical path.
  useEffect(registerServiceWorker, []);
  const language = isLanguage(i18n.language) ? i18n.language : brand.languages.default;
  const categories = Object.entries(brand.vendorSorting)
    .filter(([, vendors]) => vendors && vendors.length > 0)
    .map(([category]) => category as Category);
  return (
    <footer className={css.footer}>
      <div className={css.footerGrid}>
        <section>
          <h2 className={css.footerHeading}>{tf('products')}</h2>
          <ul className={css.footerList}>
            {categories.map((category) => (
              <li key={category}>
                <Link
                  className={css.footerLink}
                  to={CATEGORY_PATHS[category]}
                  search={category === 'BGS' ? { vassalage: 'BGS' } : {}}
                >
                  {t(`category.${category}`)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <FooterHelpLinks
          headingClass={css.footerHeading}
          listClass={css.footerList}
          linkClass={css.footerLink}
        />
        <section>
          <h2 className={css.footerHeading}>{tf('contact')}</h2>
          <ul className={css.footerList}>
            <li>
              <CustomerServiceLink className={css.footerLink} />
            </li>
            <li>
              <Suspense fallback={null}>
                <FeedbackFooterLink className={css.footerLink} />
              </Suspense>
            </li>
            {brand.affiliateUrl && (
              <li>
                <a
                  className={css.footerLink}
                  href={brand.affiliateUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {tf('affiliate')}
                </a>
              </li>
            )}
          </ul>
        </section>
        <section>
          <h2 className={css.footerHeading}>{tf('followUs')}</h2>
          <SocialLinks label={tf('followUs')} />
        </section>
        <section>
          <h2 className={css.footerHeading}>{tf('licence')}</h2>
          <a href={brand.licence.validatorUrl} target="_blank" rel="noopener noreferrer">
            <img
              className={css.licenceImage}
              src={brand.licence.imageUrls[language] ?? brand.licence.imageUrl}
              alt={tf('licenceValidator')}
            />
          </a>
        </section>
      </div>
      {brand.footerVendors.length > 0 && (
        <ul className={css.vendorStrip} aria-label={tf('vendors')}>
          {brand.footerVendors.map((vendor) => (
            <li key={vendor} className={css.vendorBadge}>
              {vendor}
            </li>
          ))}
        </ul>
      )}
      <div className={css.legal}>
        <p className={css.legalText}>{localized(site.footer.licence, language, brand.languages.default)}</p>
        <p className={css.legalText}>
          {localized(site.footer.responsibleGaming, language, brand.languages.default)}
        </p>
        <p className={css.legalText}>
          © {new Date().getFullYear()} {brand.displayName}
        </p>
      </div>
    </footer>
  );
}
