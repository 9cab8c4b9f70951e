import { Link } from '@tanstack/react-router';
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentDirection } from '@/web/ui/direction';
import type { MenuEntry } from '../menu-entries';
import { useMenuTarget } from '../use-menu-target';
import * as css from './header-nav.css';

/**
 * The header's "More" menu: the entries that do not fit in the bar, in the same order. A disclosure button
 * (Enter, Space or ArrowDown opens it) followed by its list: ArrowUp/ArrowDown, Home and End move between the
 * entries, Escape closes it and gives the focus back to the button, Tab moves on and closes it, as does a click
 * elsewhere. The list is fixed under the button, its inline end at the button's, kept inside the window.
 */
export function HeaderMore({ entries }: { entries: MenuEntry[] }) {
  const { t } = useTranslation();
  const follow = useMenuTarget();
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const wrap = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const focusFirst = useRef(false);

  useLayoutEffect(() => {
    if (!open) setPosition(null);
    if (!open || !button.current || !list.current) return;
    const rect = button.current.getBoundingClientRect();
    const width = list.current.offsetWidth;
    const start = documentDirection() === 'rtl' ? rect.left : rect.right - width;
    setPosition({ top: rect.bottom + 4, left: Math.max(8, Math.min(start, window.innerWidth - width - 8)) });
  }, [open]);

  // Opened by ArrowDown: the first entry takes the focus once the list is placed (and so visible).
  useEffect(() => {
    if (!position || !focusFirst.current) return;
    focusFirst.current = false;
    list.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [position]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: MouseEvent) => {
      if (!wrap.current?.contains(event.target as Node)) setOpen(false);
    };
    const away = () => setOpen(false);
    document.addEventListener('mousedown', outside);
    window.addEventListener('resize', away);
    return () => {
      document.removeEventListener('mousedown', outside);
      window.removeEventListener('resize', away);
    };
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('a, button')];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const go = (index: number) => {
      event.preventDefault();
      items[(index + items.length) % items.length]?.focus();
    };
    if (event.key === 'ArrowDown') go(at + 1);
    else if (event.key === 'ArrowUp') go(at - 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(items.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    }
  };

  return (
    <li
      ref={wrap}
      className={css.item}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={css.trigger}
        aria-expanded={open}
        aria-controls="header-more"
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            focusFirst.current = true;
            if (open) list.current?.querySelector<HTMLElement>('a, button')?.focus();
            else setOpen(true);
          } else if (event.key === 'Escape' && open) close(true);
        }}
      >
        {t('nav.more')}
        <span className={css.chevron} aria-hidden="true">
          ▾
        </span>
      </button>
      {open && (
        <ul
          ref={list}
          id="header-more"
          className={css.moreMenu}
          style={position ?? { visibility: 'hidden' }}
          aria-label={t('nav.more')}
          onKeyDown={onListKey}
        >
          {entries.map((entry) => (
            <li key={entry.key}>
              {entry.kind === 'category' && entry.target.kind === 'launch' ? (
                <button
                  type="button"
                  className={css.moreItem}
                  onClick={() => {
                    close(false);
                    void follow(entry.menu.gameCategory, entry.target);
                  }}
                >
                  {entry.label}
                </button>
              ) : (
                <Link {...linkOf(entry)} className={css.moreItem} onClick={() => close(false)}>
                  {entry.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** Where a bar or More entry links to (home, a category page with its vassalage, promotions). */
export function linkOf(entry: MenuEntry) {
  if (entry.kind === 'home') return { to: '/', activeOptions: { exact: true } } as const;
  if (entry.kind === 'promotions') return { to: '/promotions' } as const;
  const target = entry.target.kind === 'page' ? entry.target : undefined;
  return {
    to: target?.path ?? '/',
    search: target?.vassalage ? { vassalage: target.vassalage } : {},
    activeOptions: { includeSearch: target?.vassalage !== undefined },
  } as const;
}
