import type { Period } from './api/types';

const pad = (n: number) => String(n).padStart(2, '0');
const key = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/**
 * Every period of a window as the server keys them (its first day, YYYY-MM-DD, in the player's time zone; weeks
 * start on Monday as PostgreSQL's date_trunc does): the chart shows the whole window, empty periods as zero.
 */
export function periodKeys(period: Period, from: Date, to: Date): string[] {
  const start = new Date(from.getFullYear(), from.getMonth(), from.getDate());
  if (period === 'week') start.setDate(start.getDate() - ((start.getDay() + 6) % 7));
  if (period === 'month') start.setDate(1);
  const keys: string[] = [];
  for (const d = start; d < to && keys.length < 400; ) {
    keys.push(key(d));
    if (period === 'day') d.setDate(d.getDate() + 1);
    else if (period === 'week') d.setDate(d.getDate() + 7);
    else d.setMonth(d.getMonth() + 1);
  }
  return keys;
}
