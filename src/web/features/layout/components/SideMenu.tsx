import { useAtom, useAtomValue } from 'jotai';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyNamed } from '../../../lib/lazy-named';
import { tokenAtom } from '../../../lib/session';
import { sideMenuOpenAtom } from '../../../lib/store';
import { useBootstrap } from '../../../lib/use-bootstrap';
import { CustomerServiceLink } from '../../../ui/CustomerServiceLink';
import { CategoryMenu } from '../../lobby/components/CategoryMenu';
import { LeftMenuBanners } from '../../lobby/components/LeftMenuBanners';
import { LanguageSelect } from './LanguageSelect';
import * as css from './layout.css';

/** The download QR codes (lower in the menu) load after the first paint. */
const AppDownloadQr = lazyNamed(() => import('../../lobby/components/AppDownloadQr'), 'AppDownloadQr');
/** The bonus shortcut to the reward center, with its count (the promotions feature), after the first paint. */
const RewardShortcut = lazyNamed(() => import('../../promotions/components/RewardBadges'), 'RewardShortcut', [
  'promotions',
]);
/** A player's loyalty entries: VIP, invite friends (players of a brand with referral on), missions, points mall. */
const LoyaltySideLinks = lazyNamed(() => import('../../loyalty/menu/LoyaltyMenu'), 'LoyaltySideLinks', [
  'loyalty',
]);

const narrow = () => window.matchMedia('(max-width: 1023.98px)').matches;

/** Side menu (spec §2): visible by default on wide screens, a drawer on phones; Escape closes the drawer. */
export function SideMenu() {
  const { t } = useTranslation();
  const { brand } = useBootstrap();
  const [open, setOpen] = useAtom(sideMenuOpenAtom);
  // Loyalty entries load (with their catalogue) for a logged-in account only.
  const loggedIn = useAtomValue(tokenAtom) !== null;

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && narrow()) setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, setOpen]);

  if (!open) return null;
  const closeOnPhone = () => narrow() && setOpen(false);
  const apps = (['ios', 'android', 'lite'] as const).filter((key) => brand.appDownload[key]);
  return (
    <>
      <button
        type="button"
        className={css.backdrop}
        aria-label={t('menu.hide')}
        onClick={() => setOpen(false)}
      />
      <nav id="side-menu" className={css.sideMenu} aria-label={t('menu.label')}>
        <ul className={css.menuList}>
          <CategoryMenu linkClass={css.menuLink} onNavigate={closeOnPhone} />
          <Suspense fallback={<li className={css.menuLink} />}>
            <RewardShortcut linkClass={css.menuLink} onNavigate={closeOnPhone} />
          </Suspense>
          {loggedIn && (
            <Suspense fallback={null}>
              <LoyaltySideLinks linkClass={css.menuLink} onNavigate={closeOnPhone} />
            </Suspense>
          )}
        </ul>
        {apps.length > 0 && (
          <>
            <h2 className={css.menuSection}>{t('menu.download')}</h2>
            <Suspense fallback={null}>
              <AppDownloadQr />
            </Suspense>
          </>
        )}
        <h2 className={css.menuSection}>{t('menu.help')}</h2>
        <ul className={css.menuList}>
          <li>
            <CustomerServiceLink className={css.menuLink} />
          </li>
          {brand.messaging && (
            <li>
              <a
                className={css.menuLink}
                href={brand.messaging.url}
                target="_blank"
                rel="noopener noreferrer"
              >
                {brand.messaging.label}
              </a>
            </li>
          )}
        </ul>
        <h2 className={css.menuSection}>{t('language')}</h2>
        <div style={{ padding: '0 12px' }}>
          <LanguageSelect />
        </div>
        <LeftMenuBanners />
      </nav>
    </>
  );
}
