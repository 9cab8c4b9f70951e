import { useSyncExternalStore } from 'react';

/** The document's writing direction: what `<html dir>` says (the server writes it; i18n keeps it in step). */
export type Direction = 'ltr' | 'rtl';

export function documentDirection(): Direction {
  return typeof document !== 'undefined' && document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
  return () => observer.disconnect();
}

/**
 * The document direction, re-rendering when it changes (a language switch between Arabic and English). For what
 * CSS cannot do alone: embla carousels (`direction` option), pointer/scroll arithmetic.
 */
export function useDirection(): Direction {
  return useSyncExternalStore(subscribe, documentDirection, () => 'ltr');
}
