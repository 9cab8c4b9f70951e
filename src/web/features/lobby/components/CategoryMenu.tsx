import { Link } from '@tanstack/react-router';
import { CATEGORY_PATHS } from '@/core/navigation';
import { useMenuEntries } from '../menu-entries';
import { useMenuTarget } from '../use-menu-target';

/**
 * Side-menu entries (spec §2): home, one entry per category the brand's vendor sorting lists (the active one
 * highlighted), then promotions. A single-vendor category launches its vendor; the others open their page.
 */
export function CategoryMenu({ linkClass, onNavigate }: { linkClass: string; onNavigate: () => void }) {
  const { entries } = useMenuEntries();
  const follow = useMenuTarget();
  return entries.map((entry) => {
    if (entry.kind === 'home')
      return (
        <li key={entry.key}>
          <Link to="/" className={linkClass} onClick={onNavigate} activeOptions={{ exact: true }}>
            {entry.label}
          </Link>
        </li>
      );
    if (entry.kind === 'promotions')
      return (
        <li key={entry.key}>
          <Link to="/promotions" className={linkClass} onClick={onNavigate}>
            {entry.label}
          </Link>
        </li>
      );
    const { target, menu } = entry;
    if (target.kind === 'page') {
      return (
        <li key={entry.key}>
          <Link
            to={target.path}
            search={target.vassalage ? { vassalage: target.vassalage } : {}}
            className={linkClass}
            activeOptions={{ includeSearch: target.vassalage !== undefined }}
            onClick={onNavigate}
          >
            {entry.label}
          </Link>
        </li>
      );
    }
    return (
      <li key={entry.key}>
        <button
          type="button"
          className={linkClass}
          style={{ width: '100%', border: 0, background: 'transparent', cursor: 'pointer', font: 'inherit' }}
          data-path={CATEGORY_PATHS[menu.gameCategory]}
          onClick={() => {
            onNavigate();
            void follow(menu.gameCategory, target);
          }}
        >
          {entry.label}
        </button>
      </li>
    );
  });
}
