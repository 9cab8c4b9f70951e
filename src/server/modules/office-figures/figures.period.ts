import type { FigurePeriod } from '@/core/api/office-figures';
import type { Brand } from '@/core/brand';
import { AppError } from '@/server/errors';
import type { DayRange } from '@/server/lib/figure-range';

/** The longest range a report or a figure's rows cover (days, inclusive). */
export const MAX_RANGE_DAYS = 366;

export type { DayRange };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayNumber = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
const dayString = (n: number) => new Date(n * 86_400_000).toISOString().slice(0, 10);

export const timezoneOf = (brand: Brand) => brand.config.timezone ?? 'UTC';

/** Today's date in a time zone (YYYY-MM-DD). */
export function todayIn(timezone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The dashboard's periods: today, the last 7 or 30 days including today, in the brand's time zone. */
export function periodRange(brand: Brand, period: FigurePeriod, now = new Date()): DayRange {
  const timezone = timezoneOf(brand);
  const to = todayIn(timezone, now);
  const days = period === 'today' ? 1 : period === '7d' ? 7 : 30;
  return { from: dayString(dayNumber(to) - (days - 1)), to, timezone };
}

/** A range asked for (reports, a figure's rows): both days valid, from ≤ to, at most MAX_RANGE_DAYS. */
export function askedRange(brand: Brand, from: string, to: string): DayRange {
  const valid = (d: string) => DAY.test(d) && dayString(dayNumber(d)) === d;
  if (!valid(from) || !valid(to)) throw new AppError('invalid_period', { max: MAX_RANGE_DAYS });
  const span = dayNumber(to) - dayNumber(from) + 1;
  if (span < 1 || span > MAX_RANGE_DAYS) throw new AppError('invalid_period', { max: MAX_RANGE_DAYS });
  return { from, to, timezone: timezoneOf(brand) };
}

/** Every day of a range, in order. */
export function daysOf(range: DayRange): string[] {
  const start = dayNumber(range.from);
  return Array.from({ length: dayNumber(range.to) - start + 1 }, (_, i) => dayString(start + i));
}
