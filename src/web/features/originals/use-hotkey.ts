import { useEffect, useRef } from 'react';

/**
 * Space bets (or cashes out) when the focus is not in a control that uses the key itself: a text field, a button,
 * a link or a select keep their own behaviour.
 */
export function useSpaceKey(action: () => void, enabled: boolean): void {
  const ref = useRef(action);
  ref.current = action;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.code !== 'Space' && event.key !== ' ') return;
      if (event.repeat || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement | null;
      if (
        target?.closest('input, textarea, select, button, a, [role="tab"], [role="radio"], [contenteditable]')
      )
        return;
      event.preventDefault();
      ref.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}

/** Whether the player asked for less motion (animations are skipped, results shown at once). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}
