import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';

/** Element id of a help section (prefixed: a brand's term can never clash with an id of the layout). */
export const sectionId = (term: string) => `help-${term}`;

/**
 * Brings the section named by the URL's #term into view once the sections are rendered (they arrive after the
 * route, so the browser's own fragment scroll cannot do it), and moves focus to it for keyboard and screen readers.
 */
export function useHelpAnchor(ready: boolean): string {
  const hash = decodeURIComponent(useLocation({ select: (location) => location.hash }));
  useEffect(() => {
    if (!ready || !hash) return;
    const element = document.getElementById(sectionId(hash));
    if (!element) return;
    // After the router's scroll reset of this navigation.
    const frame = requestAnimationFrame(() => {
      element.scrollIntoView({ block: 'start', behavior: 'instant' });
      element.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash, ready]);
  return hash;
}
