import { type RefObject, useEffect, useState } from 'react';
import { sharedEngagement } from '@/web/lib/idle';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia(REDUCED_MOTION).matches;
}

/**
 * A visitor who only watches sees the carousels start this long after the page's load and idle moment; one who
 * taps, types or scrolls sees them start at once. Each slide's move is drawn frame by frame on the main thread
 * (embla): on a slow phone the first seconds belong to the first render, not to moving slides.
 */
export const AUTOPLAY_AFTER_MS = 10_000;
let whenEngaged: ((run: () => void) => () => void) | undefined;

export interface Autoplay {
  /** The visitor's choice: true while autoplay is on (off from the start when reduced motion is asked). */
  playing: boolean;
  /** The pause/play control's action. */
  toggle: () => void;
  /** Pointer over the carousel or focus inside it: autoplay holds while true. */
  hold: (held: boolean) => void;
}

/**
 * Autoplay of a carousel that costs nothing while nobody watches: `step` runs every `interval` ms only while the
 * visitor has not paused it, the carousel is on screen (IntersectionObserver), the document is visible, and
 * neither the pointer nor the focus is on it, and not in the page's first seconds (AUTOPLAY_AFTER_MS). Under
 * prefers-reduced-motion it starts paused; the pause/play control can still start it.
 */
export function useAutoplay(
  target: RefObject<HTMLElement | null>,
  { enabled, interval, step }: { enabled: boolean; interval: number; step: () => void },
): Autoplay {
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [held, hold] = useState(false);
  const [onScreen, setOnScreen] = useState(false);
  const [documentVisible, setDocumentVisible] = useState(() => document.visibilityState !== 'hidden');
  const [pageEngaged, setPageEngaged] = useState(false);

  useEffect(() => {
    whenEngaged ??= sharedEngagement(AUTOPLAY_AFTER_MS);
    return whenEngaged(() => setPageEngaged(true));
  }, []);

  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) setOnScreen(entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);

  useEffect(() => {
    const update = () => setDocumentVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);

  useEffect(() => {
    // A visitor who asks for reduced motion while the page is open gets it at once.
    const query = typeof matchMedia === 'function' ? matchMedia(REDUCED_MOTION) : undefined;
    const update = () => {
      if (query?.matches) setPlaying(false);
    };
    query?.addEventListener('change', update);
    return () => query?.removeEventListener('change', update);
  }, []);

  const running = enabled && pageEngaged && playing && !held && onScreen && documentVisible;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(step, interval);
    return () => window.clearInterval(timer);
  }, [running, step, interval]);

  return { playing, toggle: () => setPlaying((on) => !on), hold };
}
