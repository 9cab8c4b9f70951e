import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '../use-hotkey';

/**
 * A number that climbs from 1 to its target along an exponential ease (like a multiplier taking off), then calls
 * onDone. With reduced motion it jumps straight there.
 */
export function useCountUp(
  target: number | null,
  key: string | null,
  durationMs: number,
  onDone?: () => void,
) {
  const [value, setValue] = useState<number | null>(target);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (target === null || key === null) return;
    if (prefersReducedMotion() || target <= 1) {
      setValue(target);
      done.current?.();
      return;
    }
    const duration = Math.min(durationMs, 250 + Math.log(target) * 180);
    const start = performance.now();
    let frame = 0;
    const tick = (now: number) => {
      const p = Math.min(1, (now - start) / duration);
      const eased = 1 - (1 - p) ** 3;
      setValue(target ** eased);
      if (p < 1) frame = requestAnimationFrame(tick);
      else done.current?.();
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [target, key, durationMs]);
  return value;
}
