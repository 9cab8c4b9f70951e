import { useEffect, useMemo, useState } from 'react';
import { useBootstrap } from '../../../lib/use-bootstrap';
import { useFormat } from '../use-format';
import * as css from './layout.css';

/**
 * The agent header's time zone and live clock, refreshed every second (spec §9). It shows the brand's business
 * time zone (brand.json `timezone`), the one every agent report counts its days in, whatever the device's zone.
 */
export function Clock() {
  const format = useFormat();
  const { brand } = useBootstrap();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const formats = useMemo(() => {
    const timeZone = brand.timeZone ?? 'UTC';
    return {
      offset: new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'longOffset' }),
      date: new Intl.DateTimeFormat(format.tag, { timeZone, dateStyle: 'medium' }),
      time: new Intl.DateTimeFormat(format.tag, {
        timeZone,
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      }),
    };
  }, [brand.timeZone, format.tag]);
  const zone = formats.offset.formatToParts(now).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  return (
    <time className={css.clock} dateTime={now.toISOString()}>
      {zone === 'GMT' ? 'GMT+00:00' : zone} <span className={css.clockDate}>{formats.date.format(now)} </span>
      {formats.time.format(now)}
    </time>
  );
}
