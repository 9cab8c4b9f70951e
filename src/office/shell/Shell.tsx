import { Link, Outlet, useNavigate, useParams } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import type { ThemeMode } from '@/core/theme-tokens';
import { button } from '@/web/ui/button.css';
import { visuallyHidden } from '@/web/ui/page.css';
import { officePost, onSignedOut, setToken } from '../lib/api';
import {
  changeOfficeLanguage,
  languageName,
  OFFICE_LANGUAGES,
  officeI18n,
  screenLabel,
  useT,
} from '../lib/i18n';
import { allows, brandOf, meAtom, useMe } from '../lib/session';
import { queryClient } from '../lib/store';
import { applyBrandTheme, setThemeMode, storedMode } from '../lib/theme';
import { SCREENS, type Screen, screenPath } from '../screens';
import * as css from './office.css';
import { useCounts } from './use-counts';
import { useIdleSignOut } from './use-idle';

const GROUPS: Screen['group'][] = ['overview', 'queues', 'players', 'brand', 'admin'];

/** The console's frame: brand, language and theme choices, the menu with queue counts, and the screen. */
export function Shell() {
  const t = useT('shell');
  const me = useMe();
  const setMe = useSetAtom(meAtom);
  const navigate = useNavigate();
  const { brand: code } = useParams({ from: '/office/$brand' });
  const brand = brandOf(me, code);
  const counts = useCounts(code).data?.counts ?? {};
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<ThemeMode>(storedMode());

  const signOut = async (tell: boolean) => {
    if (tell) await officePost('/office/api/logout').catch(() => undefined);
    setToken(null);
    setMe(null);
    queryClient.clear();
    await navigate({ to: '/office/login' });
  };
  useEffect(() => onSignedOut(() => void signOut(false)));
  useIdleSignOut(me?.idleSeconds ?? 900, () => void signOut(true));
  useEffect(() => {
    void applyBrandTheme(code);
  }, [code]);

  if (!me || !brand) return null;
  const languages = OFFICE_LANGUAGES.filter((l) => l === 'en' || brand.languages.includes(l));
  const visible = SCREENS.filter((s) => s.menu !== false && allows(brand, s.permission));

  return (
    <div className={css.frame}>
      <header className={css.header}>
        <button
          type="button"
          className={`${button.ghost} ${css.menuButton}`}
          aria-expanded={open}
          aria-controls="office-menu"
          onClick={() => setOpen(!open)}
        >
          {t('menu')}
        </button>
        <span className={css.brandName}>{t('title', { brand: brand.name })}</span>
        {me.brands.length > 1 && (
          <select
            className={css.select}
            aria-label={t('brand')}
            value={code}
            onChange={(e) => void navigate({ to: '/office/$brand', params: { brand: e.target.value } })}
          >
            {me.brands.map((b) => (
              <option key={b.code} value={b.code}>
                {b.name}
              </option>
            ))}
          </select>
        )}
        <select
          className={css.select}
          aria-label={t('language')}
          onChange={(e) =>
            void changeOfficeLanguage(e.target.value).then(() => queryClient.invalidateQueries())
          }
          value={officeI18n.language}
        >
          {languages.map((l) => (
            <option key={l} value={l}>
              {languageName(l)}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={button.ghost}
          onClick={() => {
            const next = mode === 'dark' ? 'light' : 'dark';
            setThemeMode(next);
            setMode(next);
          }}
        >
          {mode === 'dark' ? t('lightMode') : t('darkMode')}
        </button>
        <Link to="/office/$brand/account" params={{ brand: code }} className={button.ghost}>
          {me.displayName}
        </Link>
        <button type="button" className={button.secondary} onClick={() => void signOut(true)}>
          {t('signOut')}
        </button>
      </header>
      <nav id="office-menu" className={css.nav} data-open={open} aria-label={t('menu')}>
        <ul className={css.navList}>
          <li>
            <Link
              to="/office/$brand"
              params={{ brand: code }}
              activeOptions={{ exact: true }}
              className={css.navLink}
              onClick={() => setOpen(false)}
            >
              {t('home')}
            </Link>
          </li>
        </ul>
        {GROUPS.map((group) => {
          const items = visible.filter((s) => s.group === group);
          if (items.length === 0) return null;
          return (
            <div key={group}>
              <p className={css.navGroup}>{t(`group.${group}`)}</p>
              <ul className={css.navList}>
                {items.map((s) => {
                  const waiting = s.count ? counts[s.count] : undefined;
                  return (
                    <li key={s.id}>
                      <Link
                        to={screenPath(s)}
                        params={{ brand: code }}
                        className={css.navLink}
                        onClick={() => setOpen(false)}
                      >
                        <span>{screenLabel(s)}</span>
                        {waiting ? (
                          <span className={css.count}>
                            <span aria-hidden="true">{waiting}</span>
                            <span className={visuallyHidden}>{t('waiting', { count: waiting })}</span>
                          </span>
                        ) : null}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </div>
          );
        })}
      </nav>
      <main className={css.main}>
        <Outlet />
      </main>
    </div>
  );
}
