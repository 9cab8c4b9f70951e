import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { iosInstallKind } from '@/core/app-install';
import { useBootstrap } from '@/web/lib/use-bootstrap';
import { useLogo } from '@/web/lib/use-logo';
import { button } from '@/web/ui/button.css';
import { SpecQrCode } from '@/web/ui/SpecQrCode';
import { PLATFORMS, type Platform } from '../download-platforms';
import * as css from './download.css';

type StepsKey = 'iosSteps' | 'iosStoreSteps' | 'androidSteps' | 'liteSteps';
const STEP_COUNTS: Record<StepsKey, number> = {
  iosSteps: 4,
  iosStoreSteps: 3,
  androidSteps: 4,
  liteSteps: 3,
};

/** The installation steps that go with the install link: on iOS, an App Store page or a profile to trust. */
function stepsFor(platform: Platform, store: string): StepsKey {
  if (platform === 'ios') return iosInstallKind(store) === 'appStore' ? 'iosStoreSteps' : 'iosSteps';
  return platform === 'android' ? 'androidSteps' : 'liteSteps';
}

/**
 * /download/<platform> (spec §1 app download, §2 download QR codes): the QR code of spec §9 (size 800, margin 20,
 * level M, brand logo at 0.2) carrying the language, never the session token (as the side menu's codes);
 * the install button to the brand's store page or APK and the installation steps; where the brand ships no app
 * for this platform, how to add the site to the home screen (the site is installable: its web manifest).
 */
export function DownloadPage({ platform }: { platform: Platform }) {
  const { t, i18n } = useTranslation('support');
  const { brand } = useBootstrap();
  const logo = useLogo();
  const page = brand.appDownload[platform];
  const store = brand.appDownload.store?.[platform];
  const app = t(`download.${platform}`);
  const qrUrl = new URL(page ?? `/download/${platform}`, window.location.origin);
  qrUrl.searchParams.set('language', i18n.language);
  const others = PLATFORMS.filter((p) => p !== platform);
  return (
    <section className={css.page} aria-labelledby="download-title">
      <h1 id="download-title" className={css.title}>
        {app}
      </h1>
      <div className={css.layout}>
        <figure className={css.qr}>
          <SpecQrCode value={qrUrl.toString()} logo={logo} title={t('download.qr', { app })} />
          <figcaption className={css.caption}>{t('download.scan')}</figcaption>
        </figure>
        <div className={css.steps}>
          {store ? (
            <>
              <a className={button.primary} href={store} rel="noopener noreferrer" data-testid="store-link">
                {t('download.get', { app })}
              </a>
              <h2 className={css.subtitle}>{t('download.steps')}</h2>
              <ol className={css.list}>
                {Array.from(
                  { length: STEP_COUNTS[stepsFor(platform, store)] },
                  (_, i) => `download.${stepsFor(platform, store)}.${i + 1}` as 'download.iosSteps.1',
                ).map((step) => (
                  <li key={step}>{t(step, { brand: brand.displayName })}</li>
                ))}
              </ol>
            </>
          ) : (
            <>
              <p className={css.note}>{t('download.noApp', { brand: brand.displayName })}</p>
              <h2 className={css.subtitle}>{t('download.homeScreen', { brand: brand.displayName })}</h2>
              <h3 className={css.minor}>{t('download.onIos')}</h3>
              <ol className={css.list}>
                {[1, 2, 3].map((n) => (
                  <li key={n}>{t(`download.homeIos.${n}` as 'download.homeIos.1')}</li>
                ))}
              </ol>
              <h3 className={css.minor}>{t('download.onAndroid')}</h3>
              <ol className={css.list}>
                {[1, 2, 3].map((n) => (
                  <li key={n}>{t(`download.homeAndroid.${n}` as 'download.homeAndroid.1')}</li>
                ))}
              </ol>
            </>
          )}
          <h2 className={css.subtitle}>{t('download.others')}</h2>
          <div className={css.others}>
            {others.map((p) => (
              <Link key={p} to="/download/$platform" params={{ platform: p }} className={button.secondary}>
                {t(`download.${p}`)}
              </Link>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
