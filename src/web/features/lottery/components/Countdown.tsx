import { useEffect, useState } from 'react';
import * as css from './lottery.css';

/** The current time, re-read every second (countdowns). */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs]);
  return now;
}

/** h:mm:ss or m:ss of a positive duration; 0:00 once passed. */
export function formatLeft(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** Time left until `to` (ISO), by the server's clock (`offset` = server − client ms). */
export function Countdown({ to, offset = 0, now }: { to: string; offset?: number; now: number }) {
  return (
    <time className={css.countdown} dateTime={to}>
      {formatLeft(Date.parse(to) - (now + offset))}
    </time>
  );
}
