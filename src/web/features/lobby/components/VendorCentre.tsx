import { Link } from '@tanstack/react-router';
import { vendorTarget } from '@/core/navigation';
import { useMenuEntries } from '../menu-entries';
import { useMenuTarget } from '../use-menu-target';
import * as css from './vendor-centre.css';

/**
 * The side menu's game centre (spec §2): every category's vendors, so a phone can pick a vendor too. A Fish or
 * RNG vendor opens /fish or /rng with its vassalage (and a vendor of another game list opens that list filtered
 * to it); the other vendors launch directly (src/core/navigation.ts vendorTarget, the header drop-downs' rule).
 */
export function VendorCentre({
  id,
  linkClass,
  onNavigate,
}: {
  id: string;
  linkClass: string;
  onNavigate: () => void;
}) {
  const { entries } = useMenuEntries();
  const follow = useMenuTarget();
  const groups = entries.filter(
    (e): e is Extract<typeof e, { kind: 'category' }> => e.kind === 'category' && e.menu.vendors.length > 0,
  );
  return (
    <div id={id} className={css.centre}>
      {groups.map(({ key, label, menu }) => (
        <section key={key} aria-label={label}>
          <h3 className={css.group}>{label}</h3>
          <ul className={css.list}>
            {menu.vendors.map((vendor) => {
              const target = vendorTarget(menu.gameCategory, vendor.vassalage);
              const content = (
                <>
                  <img
                    className={css.logo}
                    src={vendor.logos.COLOR}
                    alt=""
                    width={40}
                    height={20}
                    loading="lazy"
                  />
                  {vendor.displayName}
                </>
              );
              return (
                <li key={vendor.vassalage}>
                  {target.kind === 'page' ? (
                    <Link
                      to={target.path}
                      search={{ vassalage: target.vassalage }}
                      className={`${linkClass} ${css.vendor}`}
                      activeOptions={{ includeSearch: true }}
                      onClick={onNavigate}
                    >
                      {content}
                    </Link>
                  ) : (
                    <button
                      type="button"
                      className={`${linkClass} ${css.vendor} ${css.vendorButton}`}
                      onClick={() => {
                        onNavigate();
                        void follow(menu.gameCategory, target);
                      }}
                    >
                      {content}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
