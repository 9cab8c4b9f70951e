import { type RefObject, useEffect, useState } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia(REDUCED_MOTION).matches;
}

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
 * neither the pointer nor the focus is on it. Under prefers-reduced-motion it starts paused; the pause/play
 * control can still start it.
 */
export function useAutoplay(
  target: RefObject<HTMLElement | null>,
  { enabled, interval, step }: { enabled: boolean; interval: number; step: () => void },
): Autoplay {
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [held, hold] = useState(false);
  const [onScreen, setOnScreen] = useState(false);
  const [documentVisible, setDocumentVisible] = useState(() => document.visibilityState !== 'hidden');

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

  const running = enabled && playing && !held && onScreen && documentVisible;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(step, interval);
    return () => window.clearInterval(timer);
  }, [running, step, interval]);

  return { playing, toggle: () => setPlaying((on) => !on), hold };
}
