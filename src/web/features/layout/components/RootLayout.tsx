import { Outlet } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { sideMenuOpenAtom } from '../../../lib/store';
import { Footer } from './Footer';
import { Header } from './Header';
import * as css from './layout.css';
import { PreviewRibbon } from './PreviewRibbon';
import { ScrollTopButton } from './ScrollTopButton';
import { SideMenu } from './SideMenu';

/** Root layout (spec §2 "Layout"): side menu, header, main content, footer, scroll-to-top control. */
export function RootLayout() {
  const { t } = useTranslation();
  const menuOpen = useAtomValue(sideMenuOpenAtom);
  return (
    <>
      <a href="#main" className={css.skipLink}>
        {t('skipToContent')}
      </a>
      <Header />
      <div className={`${css.shell} ${menuOpen ? css.shellWithMenu : ''}`}>
        <SideMenu />
        <div className={css.main}>
          <main id="main" className={css.content} tabIndex={-1}>
            <Outlet />
          </main>
          <Footer />
        </div>
      </div>
      <ScrollTopButton />
      <PreviewRibbon />
    </>
  );
}
