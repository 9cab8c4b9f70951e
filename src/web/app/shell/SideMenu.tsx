import { useAtom, useAtomValue } from 'jotai';
import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryMenu } from '@/web/features/lobby/components/CategoryMenu';
import { LeftMenuBanners } from '@/web/features/lobby/components/LeftMenuBanners';
import { lazyNamed } from '@/web/lib/lazy-named';
import { tokenAtom } from '@/web/lib/session';
import { sideMenuOpenAtom } from '@/web/lib/store';
import { useBootstrap } from '@/web/lib/use-bootstrap';
import { CustomerServiceLink } from '@/web/ui/CustomerServiceLink';
import { LanguageSelect } from './LanguageSelect';
import * as css from './layout.css';

/** On phones the menu is a drawer in the app's one modal: not part of the first paint, fetched when the page is idle. */
const loadModal = () => import('@/web/ui/Modal');
const Modal = lazyNamed(loadModal, 'Modal');
/** The download QR codes (lower in the menu) load after the first paint. */
const AppDownloadQr = lazyNamed(
  () => import('@/web/features/lobby/components/AppDownloadQr'),
  'AppDownloadQr',
);
/** The game centre's vendor list loads when the player opens it. */
const VendorCentre = lazyNamed(() => import('@/web/features/lobby/components/VendorCentre'), 'VendorCentre');
/** The bonus shortcut to the reward center, with its count (the promotions feature), after the first paint. */
const RewardShortcut = lazyNamed(
  () => import('@/web/features/promotions/components/RewardBadges'),
  'RewardShortcut',
  ['promotions'],
);
/** A player's loyalty entries: VIP, invite friends (players of a brand with referral on), missions, points mall. */
const LoyaltySideLinks = lazyNamed(
  () => import('@/web/features/loyalty/menu/LoyaltyMenu'),
  'LoyaltySideLinks',
  ['loyalty'],
);

const NARROW = '(max-width: 1023.98px)';
const narrowQuery = () => window.matchMedia(NARROW);
const subscribe = (change: () => void) => {
  const query = narrowQuery();
  query.addEventListener('change', change);
  return () => query.removeEventListener('change', change);
};
const isNarrow = () => narrowQuery().matches;

/**
 * Side menu (spec §2): beside the page on wide screens (visible by default, toggled from the header); on phones
 * a drawer, in the app's modal, that Escape, its close button or a click beside it closes.
 */
export function SideMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useAtom(sideMenuOpenAtom);
  const narrow = useSyncExternalStore(subscribe, isNarrow);

  // A window narrowed under the desktop width closes the menu rather than opening a drawer over the page; on a
  // narrow window the drawer's code is fetched once the page is idle, so the first tap on the menu opens it at once.
  useEffect(() => {
    if (!narrow) return;
    setOpen(false);
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1500));
    idle(() => void loadModal().catch(() => undefined));
  }, [narrow, setOpen]);

  if (!open) return null;
  if (!narrow) {
    return (
      <nav id="side-menu" className={css.sideMenu} aria-label={t('menu.label')}>
        <MenuContent onNavigate={() => undefined} />
      </nav>
    );
  }
  const close = () => setOpen(false);
  return (
    <Suspense fallback={null}>
      <Modal
        id="side-menu"
        variant="drawer"
        title={t('menu.label')}
        closeLabel={t('menu.hide')}
        initialFocus='[data-status="active"]'
        onClose={close}
      >
        <nav className={css.drawerMenu} aria-label={t('menu.label')}>
          <MenuContent onNavigate={close} />
        </nav>
      </Modal>
    </Suspense>
  );
}

function MenuContent({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { brand } = useBootstrap();
  // Loyalty entries load (with their catalogue) for a logged-in account only.
  const loggedIn = useAtomValue(tokenAtom) !== null;
  const [centre, setCentre] = useState(false);
  const apps = (['ios', 'android', 'lite'] as const).filter((key) => brand.appDownload[key]);
  return (
    <>
      <ul className={css.menuList}>
        <CategoryMenu linkClass={css.menuLink} onNavigate={onNavigate} />
        <Suspense fallback={<li className={css.menuLink} />}>
          <RewardShortcut linkClass={css.menuLink} onNavigate={onNavigate} />
        </Suspense>
        {loggedIn && (
          <Suspense fallback={null}>
            <LoyaltySideLinks linkClass={css.menuLink} onNavigate={onNavigate} />
          </Suspense>
        )}
        <li>
          <button
            type="button"
            className={`${css.menuLink} ${css.menuToggle}`}
            aria-expanded={centre}
            aria-controls="game-centre"
            onClick={() => setCentre(!centre)}
          >
            {t('menu.gameCentre')}
            <span className={css.toggleMark} aria-hidden="true">
              {centre ? '▴' : '▾'}
            </span>
          </button>
          {centre && (
            <Suspense fallback={null}>
              <VendorCentre id="game-centre" linkClass={css.menuLink} onNavigate={onNavigate} />
            </Suspense>
          )}
        </li>
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
            <a className={css.menuLink} href={brand.messaging.url} target="_blank" rel="noopener noreferrer">
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
    </>
  );
}
