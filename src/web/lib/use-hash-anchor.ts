import { useLocation } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

/** The target of the address's #anchor: the element with that data-anchor (`data-anchor="terms"` for #terms). */
const targetOf = (hash: string) => document.querySelector<HTMLElement>(`[data-anchor="${CSS.escape(hash)}"]`);

/**
 * The SPA's one anchor mechanism (/help#term, /helpmc#term, any page): the element whose data-anchor is the
 * address's #hash is scrolled to the top of whatever scrolls it — the page, or a modal's own scroll box — and
 * takes the focus (keyboard and screen reader users land there too). Content that arrives after the route (help
 * sections load after it) is waited for; every navigation to an anchor goes there, a link to the anchor already
 * in the address included (the router does not navigate for it), and so does the browser's back and forward.
 * Returns the current anchor (decoded), for marking the active target.
 */
export function useHashAnchor(): string {
  const hash = decodeURIComponent(useLocation({ select: (location) => location.hash }));
  // A new history entry (or the same address followed again) asks for the anchor again.
  const entry = useLocation({ select: (location) => (location.state as { __TSR_key?: string }).__TSR_key });
  const [again, setAgain] = useState(0);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href*="#"]');
      if (!(link instanceof HTMLAnchorElement)) return;
      if (link.pathname === window.location.pathname && link.hash === window.location.hash)
        setAgain((n) => n + 1);
    };
    // A link to the address already shown: nothing navigates, so the anchor is asked for here.
    window.addEventListener('click', onClick);
    return () => window.removeEventListener('click', onClick);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: entry and again ask for the same anchor once more
  useEffect(() => {
    if (!hash) return;
    let frame = 0;
    const go = (element: HTMLElement) => {
      // After this navigation's own scroll reset (router.tsx), in the next frame.
      frame = requestAnimationFrame(() => {
        element.scrollIntoView({ block: 'start', behavior: 'instant' });
        element.focus({ preventScroll: true });
      });
    };
    const found = targetOf(hash);
    if (found) {
      go(found);
      return () => cancelAnimationFrame(frame);
    }
    const arrival = new MutationObserver(() => {
      const arrived = targetOf(hash);
      if (!arrived) return;
      arrival.disconnect();
      go(arrived);
    });
    arrival.observe(document.body, { childList: true, subtree: true });
    return () => {
      arrival.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [hash, entry, again]);

  return hash;
}
