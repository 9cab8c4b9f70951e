import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as css from './layout.css';

/** Scrolled this far before the button is offered at all. */
const SHOWN_AFTER = 400;

/**
 * Appears once the page is scrolled, while the player scrolls back up (on the way to the top); returns to the top.
 * It hides while they read on downwards, so it never stays over a link they are about to tap (at 360 px a
 * section's "More" link sits at the right edge, under the button's place).
 */
export function ScrollTopButton() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    // The starting position is read with the next frame's layout, not at mount: reading scrollY while the page is
    // still being laid out forces a layout of the whole page in the middle of the first render (on a phone, one of
    // the longest tasks of the first seconds). Until the player scrolls up the button stays hidden anyway.
    let lastY: number | undefined;
    let goingUp = false;
    const frame = window.requestAnimationFrame(() => {
      lastY ??= window.scrollY;
    });
    const onScroll = () => {
      const y = window.scrollY;
      lastY ??= y;
      if (Math.abs(y - lastY) > 4) {
        goingUp = y < lastY;
        lastY = y;
      }
      setVisible(y > SHOWN_AFTER && goingUp);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      className={css.scrollTop}
      aria-label={t('scrollTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <span aria-hidden="true">↑</span>
    </button>
  );
}
