import { useMemo } from 'react';
import { useBrandToday } from '@/web/lib/brand-today';
import { addDays, type DateWindow, fromInput, toInput } from '@/web/lib/date-window';
import type { Period } from './api/types';
import { useReportSearch } from './use-report-search';

/** The last `days` days up to and including the brand's today. */
export function lastDaysFrom(today: Date, days: number): DateWindow {
  const to = addDays(today, 1);
  return { from: addDays(to, -days), to, days };
}

const DAY_MS = 86_400_000;
const daysBetween = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / DAY_MS);

/** The calendar month `offset` months from the one holding `day` (0 = that month, -1 = the one before). */
export function monthWindow(day: Date, offset = 0): DateWindow {
  const from = new Date(day.getFullYear(), day.getMonth() + offset, 1);
  const to = new Date(day.getFullYear(), day.getMonth() + offset + 1, 1);
  return { from, to, days: daysBetween(from, to) };
}

/** Whether a window is exactly one calendar month. */
export function isMonth(window: DateWindow): boolean {
  const month = monthWindow(window.from);
  return window.from.getDate() === 1 && window.to.getTime() === month.to.getTime();
}

/** The window before (-1) or after (+1): the neighbouring month for a month, else as many days. */
export function stepWindow(window: DateWindow, direction: -1 | 1): DateWindow {
  if (isMonth(window)) return monthWindow(window.from, direction);
  const from = addDays(window.from, direction * window.days);
  return { from, to: addDays(from, window.days), days: window.days };
}

/** A window of two inclusive API days (YYYY-MM-DD), or null. */
export function windowOf(period: { from?: string; to?: string }): DateWindow | null {
  const from = period.from ? fromInput(period.from) : null;
  const last = period.to ? fromInput(period.to) : null;
  if (!from || !last || last < from) return null;
  const to = addDays(last, 1);
  return { from, to, days: daysBetween(from, to) };
}

/** The API period of a window: inclusive calendar days (YYYY-MM-DD). */
export function periodOf(window: DateWindow): Period {
  return { from: toInput(window.from), to: toInput(addDays(window.to, -1)) };
}

export const PRESETS = [1, 7, 30] as const;
export const MAX_DAYS = 366;

/**
 * A report's window, kept in the URL (from/to, report-search.ts): the last 7 days of the brand's calendar when the
 * URL names none. Changing it is a navigation back to the first page.
 */
export function useReportWindow(): [DateWindow, (window: DateWindow) => void] {
  const today = useBrandToday();
  const { search, patch } = useReportSearch();
  const { from, to } = search;
  const window = useMemo(() => windowOf({ from, to }) ?? lastDaysFrom(today, 7), [from, to, today]);
  return [window, (next) => patch(periodOf(next))];
}
