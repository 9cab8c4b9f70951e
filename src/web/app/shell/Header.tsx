import { Link } from '@tanstack/react-router';
import { useAtom, useAtomValue } from 'jotai';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountMenu } from '@/web/features/auth/components/AccountMenu';
import { lazyNamed } from '@/web/lib/lazy-named';
import { tokenAtom, useAccountCan } from '@/web/lib/session';
import { sideMenuOpenAtom } from '@/web/lib/store';
import { useBootstrap } from '@/web/lib/use-bootstrap';
import { useLogo } from '@/web/lib/use-logo';
import { iconButton } from '@/web/ui/button.css';
import { LanguageSelect } from './LanguageSelect';
import * as css from './layout.css';
import { ThemeSwitch } from './ThemeSwitch';

/** Below this width the header shows the brand's short logo, when it has one (first-paint.ts uses the same). */
const PHONE_MEDIA = '(max-width: 479.98px)';

/** The balance shows for a logged-in player only: its code loads with it. */
const HeaderWallet = lazyNamed(
  () => import('@/web/features/cashier/components/HeaderWallet'),
  'HeaderWallet',
  ['wallet'],
);
/** A logged-in player's VIP badge (public state), linking to the VIP page (src/web/features/loyalty). */
const VipBadge = lazyNamed(() => import('@/web/features/loyalty/menu/LoyaltyMenu'), 'VipBadge', ['loyalty']);
/** The menu bar with its vendor menus and More menu shows on desktop widths (≥ 1024 px), after the first paint. */
const HeaderNav = lazyNamed(() => import('@/web/features/lobby/components/HeaderNav'), 'HeaderNav');

export function Header() {
  const { t } = useTranslation();
  const { brand } = useBootstrap();
  const logo = useLogo();
  const [open, setOpen] = useAtom(sideMenuOpenAtom);
  // Loyalty entries load (with their catalogue) for a logged-in account only.
  const loggedIn = useAtomValue(tokenAtom) !== null;
  const playerSite = useAccountCan('playerSite');
  return (
    <header className={css.header}>
      <button
        type="button"
        className={iconButton}
        aria-controls="side-menu"
        aria-expanded={open}
        aria-label={t(open ? 'menu.hide' : 'menu.show')}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">☰</span>
      </button>
      <Link to="/" className={css.logoLink} aria-label={t('nav.homeOf', { brand: brand.displayName })}>
        <picture>
          {brand.logoCompactUrl && (
            <source media={PHONE_MEDIA} srcSet={brand.logoCompactUrl} width={48} height={48} />
          )}
          <img className={css.logo} src={logo} alt={brand.displayName} width={200} height={48} />
        </picture>
      </Link>
      <div className={css.navSlot}>
        <Suspense fallback={null}>
          <HeaderNav />
        </Suspense>
      </div>
      <div className={css.headerTools}>
        {loggedIn && playerSite && (
          <Suspense fallback={null}>
            <VipBadge />
          </Suspense>
        )}
        <Suspense fallback={null}>
          <HeaderWallet />
        </Suspense>
        <span className={css.wideOnly}>
          <LanguageSelect />
        </span>
        <ThemeSwitch />
        <AccountMenu />
      </div>
    </header>
  );
}
