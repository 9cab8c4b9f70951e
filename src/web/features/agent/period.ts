import { useMemo, useState } from 'react';
import { addDays, type DateWindow, toInput } from '../../lib/date-window';
import { useBootstrap } from '../../lib/use-bootstrap';
import type { Period } from './api/types';

/**
 * Agent reports count calendar days in the brand's time zone (the server's periods), whatever the agent's own
 * zone. A window's dates are those calendar days held as local midnights, so the date-window arithmetic applies.
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

/** The last `days` days up to and including the brand's today. */
export function lastDaysFrom(today: Date, days: number): DateWindow {
  const to = addDays(today, 1);
  return { from: addDays(to, -days), to, days };
}

/** The API period of a window: inclusive calendar days (YYYY-MM-DD). */
export function periodOf(window: DateWindow): Period {
  return { from: toInput(window.from), to: toInput(addDays(window.to, -1)) };
}

export const PRESETS = [1, 7, 30] as const;

/** The brand's today (fixed for the life of the page that asks) and the default window, the last 7 days. */
export function useBrandToday(): Date {
  const { brand } = useBootstrap();
  return useMemo(() => todayIn(brand.timeZone), [brand.timeZone]);
}

/** A report's window, the last 7 days of the brand's calendar to begin with. */
export function useReportWindow() {
  const today = useBrandToday();
  return useState<DateWindow>(() => lastDaysFrom(today, 7));
}
