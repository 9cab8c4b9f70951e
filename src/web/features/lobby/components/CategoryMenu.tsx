import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CATEGORY_PATHS, categoryTarget } from '../../../../core/navigation';
import { gameMenusQuery } from '../api/queries';
import { useMenuTarget } from '../use-menu-target';

/**
 * Side-menu categories (spec §2): home, then one entry per category the brand's vendor sorting lists, the active
 * one highlighted. A single-vendor category launches its vendor; the others open their page.
 */
export function CategoryMenu({ linkClass, onNavigate }: { linkClass: string; onNavigate: () => void }) {
  const { t, i18n } = useTranslation();
  const menus = useQuery(gameMenusQuery(i18n.language));
  const follow = useMenuTarget();
  return (
    <>
      <li>
        <Link to="/" className={linkClass} onClick={onNavigate} activeOptions={{ exact: true }}>
          {t('nav.home')}
        </Link>
      </li>
      {(menus.data ?? []).map((menu) => {
        const target = categoryTarget(
          menu.gameCategory,
          menu.vendors.map((v) => v.vassalage),
        );
        const label = t(`category.${menu.gameCategory}` as 'category.RNG');
        if (target.kind === 'page') {
          return (
            <li key={menu.gameCategory}>
              <Link
                to={target.path}
                search={target.vassalage ? { vassalage: target.vassalage } : {}}
                className={linkClass}
                activeOptions={{ includeSearch: target.vassalage !== undefined }}
                onClick={onNavigate}
              >
                {label}
              </Link>
            </li>
          );
        }
        return (
          <li key={menu.gameCategory}>
            <button
              type="button"
              className={linkClass}
              style={{
                width: '100%',
                border: 0,
                background: 'transparent',
                cursor: 'pointer',
                font: 'inherit',
              }}
              data-path={CATEGORY_PATHS[menu.gameCategory]}
              onClick={() => {
                onNavigate();
                void follow(menu.gameCategory, target);
              }}
            >
              {label}
            </button>
          </li>
        );
      })}
    </>
  );
}
