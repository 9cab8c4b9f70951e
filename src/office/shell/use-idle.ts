import { useEffect, useRef } from 'react';

const EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Signs out after `seconds` without input in this tab (the server ends an idle session at the same time, so a tab
 * left open never keeps working on a dead token).
 */
export function useIdleSignOut(seconds: number, signOut: () => void): void {
  const last = useRef(Date.now());
  const done = useRef(signOut);
  done.current = signOut;
  useEffect(() => {
    const touch = () => {
      last.current = Date.now();
    };
    for (const event of EVENTS) window.addEventListener(event, touch, { passive: true });
    const timer = window.setInterval(() => {
      if (Date.now() - last.current > seconds * 1000) done.current();
    }, 15_000);
    return () => {
      for (const event of EVENTS) window.removeEventListener(event, touch);
      window.clearInterval(timer);
    };
  }, [seconds]);
}
