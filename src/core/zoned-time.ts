/**
 * Wall-clock time in an IANA time zone without a library: the zone's offset at an instant comes from
 * Intl.DateTimeFormat. Used for promotion schedules and per-day/week/month limits in the brand's time zone.
 */

export interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** en-US with h23 formats "MM/DD/YYYY, HH:mm:ss": one string, read by position, instead of formatToParts' array. */
const EN_US = /^(\d{2})\/(\d{2})\/(\d{4}), (\d{2}):(\d{2}):(\d{2})$/;

function partsOf(at: Date, timeZone: string): Record<string, number> {
  const f = formatter(timeZone);
  const m = EN_US.exec(f.format(at));
  if (m)
    return {
      month: Number(m[1]),
      day: Number(m[2]),
      year: Number(m[3]),
      hour: Number(m[4]),
      minute: Number(m[5]),
      second: Number(m[6]),
    };
  // Any other shape (a year before 1000 or after 9999, another ICU's punctuation): the parts themselves.
  const parts: Record<string, number> = {};
  for (const p of f.formatToParts(at)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return parts;
}

/**
 * The wall-clock parts of an instant in a zone. format() plus one regular expression costs about a third of
 * formatToParts() (13 vs 36 µs here): schedules, limits and brand checks ask this in loops.
 */
export function localParts(at: Date, timeZone: string): LocalParts {
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = partsOf(at, timeZone);
  const weekday = ((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1;
  return { year, month, day, hour, minute, second, weekday };
}

/** Offset of the zone at an instant, in milliseconds (local = UTC + offset). */
function offsetAt(at: Date, timeZone: string): number {
  const p = localParts(at, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant of a local wall-clock time (yyyy-MM-ddTHH:mm[:ss]) in a zone. */
export function zonedToUtc(local: string, timeZone: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(local);
  if (!m) throw new Error(`not a local date-time: ${local}`);
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  const naive = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  // Two passes settle the offset across a daylight-saving change.
  let guess = naive - offsetAt(new Date(naive), timeZone);
  guess = naive - offsetAt(new Date(guess), timeZone);
  return new Date(guess);
}

const pad = (n: number) => String(n).padStart(2, '0');

export const dayKey = (p: Pick<LocalParts, 'year' | 'month' | 'day'>) =>
  `${p.year}-${pad(p.month)}-${pad(p.day)}`;

/** Adds days to a yyyy-MM-dd key. */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d + n));
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

export type Period = 'day' | 'week' | 'month';

/** The local period containing `at`: its key (2026-11-24, 2026-W48 as its Monday 2026-11-23, 2026-11) and bounds. */
export function periodOf(at: Date, timeZone: string, period: Period): { key: string; from: Date; to: Date } {
  const p = localParts(at, timeZone);
  let first: string;
  let next: string;
  if (period === 'day') {
    first = dayKey(p);
    next = addDays(first, 1);
  } else if (period === 'week') {
    first = addDays(dayKey(p), 1 - p.weekday);
    next = addDays(first, 7);
  } else {
    first = `${p.year}-${pad(p.month)}-01`;
    next = p.month === 12 ? `${p.year + 1}-01-01` : `${p.year}-${pad(p.month + 1)}-01`;
  }
  const key = period === 'month' ? first.slice(0, 7) : first;
  return { key, from: zonedToUtc(first, timeZone), to: zonedToUtc(next, timeZone) };
}
