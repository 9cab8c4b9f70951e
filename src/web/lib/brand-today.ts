import { useMemo } from 'react';
import { useBootstrap } from './use-bootstrap';

/**
 * Pages whose API takes calendar days (YYYY-MM-DD) count them in the brand's time zone (the server's days),
 * whatever the visitor's own zone. The day is held as a local midnight, so the date-window arithmetic applies.
 */
export function todayIn(timeZone: string | undefined, now = new Date()): Date {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: timeZone ?? 'UTC',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return new Date(get('year'), get('month') - 1, get('day'));
}

/** The brand's today, fixed for the life of the page that asks. */
export function useBrandToday(): Date {
  const { brand } = useBootstrap();
  return useMemo(() => todayIn(brand.timeZone), [brand.timeZone]);
}
