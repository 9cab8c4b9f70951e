import { useEffect, useState } from 'react';
import { useFormat } from '@/web/lib/use-format';
import * as css from './layout.css';

/**
 * The agent header's time zone and live clock, refreshed every second (spec §9). It shows the brand's business
 * time zone (brand.json `timezone`), the one every agent report counts its days in, whatever the device's zone.
 * Zone, date and time are three isolated pieces (src/core/format.ts), so right-to-left text never interleaves them.
 */
export function Clock() {
  const format = useFormat({ brandTime: true });
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <time className={css.clock} dateTime={now.toISOString()}>
      {format.zoneOffset(now)} <span className={css.clockDate}>{format.date(now)} </span>
      {format.time(now, true)}
    </time>
  );
}
