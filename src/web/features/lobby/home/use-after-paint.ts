import { useCallback, useRef } from 'react';

/**
 * A ref callback that hands its element to `ref` only once the browser has painted the frame the element first
 * appears in (the next animation frame, then a task after it). A carousel measures every slide when it starts:
 * started from React's commit it would force the page's layout inside the render's task (one long task on a slow
 * phone); started after the paint it reads the layout the frame has already computed, in a task of its own.
 * An element removed, or replaced, before then is never handed over.
 */
export function useAfterPaint<T extends Element>(ref: (node: T | null) => void): (node: T | null) => void {
  const current = useRef<T | null>(null);
  return useCallback(
    (node: T | null) => {
      current.current = node;
      if (!node) {
        ref(null);
        return;
      }
      requestAnimationFrame(() => {
        window.setTimeout(() => {
          if (current.current === node) ref(node);
        }, 0);
      });
    },
    [ref],
  );
}
