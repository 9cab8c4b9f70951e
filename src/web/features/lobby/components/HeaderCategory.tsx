import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { vendorTarget } from '@/core/navigation';
import { documentDirection } from '@/web/ui/direction';
import type { MenuEntry } from '../menu-entries';
import { useMenuTarget } from '../use-menu-target';
import * as css from './header-nav.css';

/** Above this many vendors the drop-down uses its large layout (spec §9). */
const LARGE_AFTER = 10;

/**
 * Where a drop-down opens: under its item, from the item's inline-start edge (its right edge in right-to-left),
 * kept inside the window. A viewport position from getBoundingClientRect, so physical `left` (docs/rtl.md).
 */
function dropDownPosition(item: HTMLElement, large: boolean): { top: number; left: number } {
  const rect = item.getBoundingClientRect();
  const width = large ? 640 : 340;
  const start = documentDirection() === 'rtl' ? rect.right - width : rect.left;
  return { top: rect.bottom, left: Math.max(8, Math.min(start, window.innerWidth - width - 8)) };
}

/** A category of the header bar: its page (or its single vendor's launch); hovering or focusing shows its vendors. */
export function HeaderCategory({ entry }: { entry: Extract<MenuEntry, { kind: 'category' }> }) {
  const { menu, target, label } = entry;
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const item = useRef<HTMLLIElement>(null);
  const open = position !== null;
  const large = menu.vendors.length > LARGE_AFTER;
  const setOpen = (next: boolean) =>
    setPosition(next && item.current ? dropDownPosition(item.current, large) : null);
  const follow = useMenuTarget();
  const id = `vendors-${menu.gameCategory}`;
  return (
    <li
      ref={item}
      className={css.item}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      {target.kind === 'page' ? (
        <Link
          to={target.path}
          search={target.vassalage ? { vassalage: target.vassalage } : {}}
          className={css.trigger}
          aria-expanded={open}
          aria-controls={id}
          activeOptions={{ includeSearch: target.vassalage !== undefined }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(false)}
        >
          {label}
        </Link>
      ) : (
        <button
          type="button"
          className={css.trigger}
          aria-expanded={open}
          aria-controls={id}
          onFocus={() => setOpen(true)}
          onClick={() => {
            setOpen(false);
            void follow(menu.gameCategory, target);
          }}
        >
          {label}
        </button>
      )}
      {open && menu.vendors.length > 0 && (
        <ul
          id={id}
          className={`${css.menu} ${large ? css.menuLarge : ''}`}
          style={position}
          aria-label={label}
          onBlur={(event) => {
            if (!event.currentTarget.parentElement?.contains(event.relatedTarget as Node)) setOpen(false);
          }}
        >
          {menu.vendors.map((vendor) => (
            <li key={vendor.vassalage}>
              <button
                type="button"
                className={css.vendor}
                onClick={() => {
                  setOpen(false);
                  void follow(menu.gameCategory, vendorTarget(menu.gameCategory, vendor.vassalage));
                }}
              >
                <img
                  className={css.logo}
                  src={vendor.logos.COLOR}
                  alt=""
                  width={48}
                  height={24}
                  loading="lazy"
                />
                {vendor.displayName}
              </button>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
