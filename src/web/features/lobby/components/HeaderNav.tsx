import { Link } from '@tanstack/react-router';
import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { fitCount, HEADER_BAR_MEDIA } from '../header-fit';
import { type MenuEntry, useMenuEntries } from '../menu-entries';
import { HeaderCategory } from './HeaderCategory';
import { HeaderMore, linkOf } from './HeaderMore';
import * as css from './header-nav.css';

/**
 * Desktop header navigation (spec §2): home, the categories and promotions in the bar, each category with its
 * vendor drop-down; what does not fit in the room between the logo and the tools goes, in order, into a "More"
 * menu. Every entry is measured at its natural width in an invisible copy of the bar (its labels in the current
 * language and font), and the split is made again whenever the room or the labels change, before the browser
 * paints: nothing is ever cut, wrapped or scrolled.
 */
export function HeaderNav() {
  const { t } = useTranslation();
  const { entries } = useMenuEntries();
  const nav = useRef<HTMLElement>(null);
  const measure = useRef<HTMLUListElement>(null);
  const [shown, setShown] = useState(entries.length);
  const labels = entries.map((e) => e.label).join('\n');

  // biome-ignore lint/correctness/useExhaustiveDependencies: the split is made again when the labels change
  useLayoutEffect(() => {
    const room = nav.current;
    const copy = measure.current;
    if (!room || !copy) return;
    const shownBar = window.matchMedia(HEADER_BAR_MEDIA);
    const split = () => {
      // Below 1024 px the bar is not shown: asked of the media query, not of the layout (reading a width here
      // would force the page's layout inside the render's task on every phone, for nothing).
      if (!shownBar.matches || room.clientWidth === 0) return;
      const boxes = [...copy.children].map((child) => child.getBoundingClientRect().width);
      const more = boxes.pop() ?? 0;
      const gap = Number.parseFloat(getComputedStyle(copy).columnGap) || 0;
      // A pixel of slack: sub-pixel widths never push the last entry under the tools.
      setShown(fitCount(boxes, gap, more, room.clientWidth - 1));
    };
    split();
    // Applied in the same frame as the resize, before the browser paints: no frame shows the old split.
    const observer = new ResizeObserver(() => flushSync(split));
    observer.observe(room);
    observer.observe(copy);
    return () => observer.disconnect();
  }, [labels]);

  if (entries.length < 2) return null;
  const bar = entries.slice(0, shown);
  const rest = entries.slice(shown);
  return (
    <nav ref={nav} className={css.nav} aria-label={t('nav.categories')}>
      <ul className={css.list}>
        {bar.map((entry) => (
          <BarEntry key={entry.key} entry={entry} />
        ))}
        {rest.length > 0 && <HeaderMore entries={rest} />}
      </ul>
      <div className={css.measureBox} aria-hidden="true" inert>
        <ul ref={measure} className={css.measureList}>
          {entries.map((entry) => (
            <li key={entry.key} className={css.item}>
              <span className={css.trigger}>{entry.label}</span>
            </li>
          ))}
          <li className={css.item}>
            <span className={css.trigger}>
              {t('nav.more')}
              <span className={css.chevron}>▾</span>
            </span>
          </li>
        </ul>
      </div>
    </nav>
  );
}

function BarEntry({ entry }: { entry: MenuEntry }) {
  if (entry.kind === 'category') return <HeaderCategory entry={entry} />;
  return (
    <li className={css.item}>
      <Link {...linkOf(entry)} className={css.trigger}>
        {entry.label}
      </Link>
    </li>
  );
}
