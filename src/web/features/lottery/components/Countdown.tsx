import { useEffect, useState } from 'react';
import { useFormat } from '@/web/lib/use-format';
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

/** Time left until `to` (ISO), by the server's clock (`offset` = server − client ms). */
export function Countdown({ to, offset = 0, now }: { to: string; offset?: number; now: number }) {
  const format = useFormat();
  return (
    <time className={css.countdown} dateTime={to}>
      {format.countdown(Date.parse(to) - (now + offset))}
    </time>
  );
}
