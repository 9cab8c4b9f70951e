import type { ContractPeriod } from '@/core/contracts';

/**
 * Period grids of the contracts in the brand's time zone: RT 5 minutes, HR one hour, D a day, W Monday–Sunday,
 * H the 1st–15th and the 16th–end of a month, M a month. Boundaries are instants (Date); every local boundary is
 * converted with the zone's offset at that moment, so daylight-saving zones are right too.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

interface Local {
  y: number;
  mo: number; // 1–12
  d: number;
  h: number;
}

function localOf(instant: Date, timeZone: string): Local & { mi: number; s: number } {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(instant))
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return {
    y: parts.year ?? 0,
    mo: parts.month ?? 1,
    d: parts.day ?? 1,
    h: parts.hour ?? 0,
    mi: parts.minute ?? 0,
    s: parts.second ?? 0,
  };
}

function offsetMs(instant: number, timeZone: string): number {
  const l = localOf(new Date(instant), timeZone);
  return Date.UTC(l.y, l.mo - 1, l.d, l.h, l.mi, l.s) - Math.floor(instant / 1000) * 1000;
}

/** The instant of a local wall time (normalised: month 13 is January of the next year, day 0 the last day…). */
export function fromLocal(timeZone: string, y: number, mo: number, d: number, h = 0): Date {
  const guess = Date.UTC(y, mo - 1, d, h);
  const first = guess - offsetMs(guess, timeZone);
  const second = guess - offsetMs(first, timeZone);
  return new Date(second);
}

const FIVE_MIN = 300_000;

/** Start of the period containing `instant`. */
export function periodStart(period: ContractPeriod, instant: Date, timeZone: string): Date {
  if (period === 'RT') return new Date(Math.floor(instant.getTime() / FIVE_MIN) * FIVE_MIN);
  const l = localOf(instant, timeZone);
  switch (period) {
    case 'HR':
      return fromLocal(timeZone, l.y, l.mo, l.d, l.h);
    case 'D':
      return fromLocal(timeZone, l.y, l.mo, l.d);
    case 'W': {
      const weekday = (new Date(Date.UTC(l.y, l.mo - 1, l.d)).getUTCDay() + 6) % 7; // Monday 0
      return fromLocal(timeZone, l.y, l.mo, l.d - weekday);
    }
    case 'H':
      return fromLocal(timeZone, l.y, l.mo, l.d <= 15 ? 1 : 16);
    case 'M':
      return fromLocal(timeZone, l.y, l.mo, 1);
  }
}

/** End (exclusive) of the period starting at `start`. */
export function periodEnd(period: ContractPeriod, start: Date, timeZone: string): Date {
  if (period === 'RT') return new Date(start.getTime() + FIVE_MIN);
  const l = localOf(start, timeZone);
  switch (period) {
    case 'HR':
      return fromLocal(timeZone, l.y, l.mo, l.d, l.h + 1);
    case 'D':
      return fromLocal(timeZone, l.y, l.mo, l.d + 1);
    case 'W':
      return fromLocal(timeZone, l.y, l.mo, l.d + 7);
    case 'H':
      return l.d < 16 ? fromLocal(timeZone, l.y, l.mo, 16) : fromLocal(timeZone, l.y, l.mo + 1, 1);
    case 'M':
      return fromLocal(timeZone, l.y, l.mo + 1, 1);
  }
}

/** End of the period containing `instant` (when a termination takes effect). */
export const endOfCurrentPeriod = (period: ContractPeriod, instant: Date, timeZone: string): Date =>
  periodEnd(period, periodStart(period, instant, timeZone), timeZone);
