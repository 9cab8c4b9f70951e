import { useEffect, useState } from 'react';
import { useFormat } from '../use-format';
import * as css from './layout.css';

function utcOffset(date: Date): string {
  const minutes = -date.getTimezoneOffset();
  const sign = minutes >= 0 ? '+' : '-';
  const abs = Math.abs(minutes);
  return `GMT${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The agent header's time zone and live clock, refreshed every second (spec §9). */
export function Clock() {
  const format = useFormat();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const time = now.toLocaleTimeString(format.tag, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  return (
    <time className={css.clock} dateTime={now.toISOString()}>
      {utcOffset(now)} <span className={css.clockDate}>{format.date(now)} </span>
      {time}
    </time>
  );
}
