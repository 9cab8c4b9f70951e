import { AppError } from '@/server/errors';

/**
 * Parsing of the agent calls' query parameters (docs/agent-api.md "Parameters"): periods in the brand's business
 * days, paging and sorting, each failing with its own 400 code. Query values arrive as strings (the route
 * schemas do not coerce them) so every malformed value gets the code of its parameter.
 */

export const MAX_PERIOD_DAYS = 366;
export const DEFAULT_PERIOD_DAYS = 7;
export const MAX_PAGE_SIZE = 100;
export const MAX_PAGE_NO = 100_000;

export interface Period {
  /** Inclusive calendar days, YYYY-MM-DD, in the brand's time zone. */
  from: string;
  to: string;
  days: number;
}

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a valid YYYY-MM-DD, else undefined. */
export function dayNumber(value: string): number | undefined {
  const match = DATE.exec(value);
  if (!match) return undefined;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(y, m - 1, d);
  const date = new Date(ms);
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return undefined;
  if (y < 2000 || y > 2999) return undefined;
  return ms / DAY_MS;
}

export const dayString = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** Today's date in a time zone (YYYY-MM-DD). */
export function todayIn(timeZone: string, now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const isGiven = (value: unknown) => value !== undefined && value !== '';

/** from/to (inclusive days); default the last 7 days including today; reversed, > 366 days or malformed → 400. */
export function periodOf(
  query: { from?: unknown; to?: unknown },
  timeZone: string,
  now = new Date(),
): Period {
  const fail = () => new AppError('invalid_period', { max: MAX_PERIOD_DAYS });
  const parse = (value: unknown) => {
    if (typeof value !== 'string') throw fail();
    const n = dayNumber(value);
    if (n === undefined) throw fail();
    return n;
  };
  const to = isGiven(query.to) ? parse(query.to) : dayNumber(todayIn(timeZone, now))!;
  const from = isGiven(query.from) ? parse(query.from) : to - (DEFAULT_PERIOD_DAYS - 1);
  if (to < from || to - from + 1 > MAX_PERIOD_DAYS) throw fail();
  return { from: dayString(from), to: dayString(to), days: to - from + 1 };
}

/** Every day of a period, in order. */
export function daysOf(period: Period): string[] {
  const start = dayNumber(period.from)!;
  return Array.from({ length: period.days }, (_, i) => dayString(start + i));
}

export interface Paging {
  pageNo: number;
  pageSize: number;
  offset: number;
}

function intOf(value: unknown, fallback: number, min: number, max: number): number | undefined {
  if (!isGiven(value)) return fallback;
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^\d{1,7}$/.test(text)) return undefined;
  const n = Number(text);
  return n >= min && n <= max ? n : undefined;
}

/** pageNo ≥ 1 (default 1), pageSize 1–100 (default 20); anything else → 400 invalid_paging. */
export function pagingOf(query: { pageNo?: unknown; pageSize?: unknown }): Paging {
  const pageNo = intOf(query.pageNo, 1, 1, MAX_PAGE_NO);
  const pageSize = intOf(query.pageSize, 20, 1, MAX_PAGE_SIZE);
  if (pageNo === undefined || pageSize === undefined)
    throw new AppError('invalid_paging', { max: MAX_PAGE_SIZE });
  return { pageNo, pageSize, offset: (pageNo - 1) * pageSize };
}

export interface Sorting<K extends string> {
  sort: K;
  order: 'asc' | 'desc';
}

/** sort among `keys` (default `fallback`), order asc|desc (default desc); else 400 invalid_sort. */
export function sortingOf<K extends string>(
  query: { sort?: unknown; order?: unknown },
  keys: readonly K[],
  fallback: K,
): Sorting<K> {
  const sort = isGiven(query.sort) ? keys.find((k) => k === query.sort) : fallback;
  const order = !isGiven(query.order)
    ? 'desc'
    : query.order === 'asc' || query.order === 'desc'
      ? query.order
      : undefined;
  if (!sort || !order) throw new AppError('invalid_sort');
  return { sort, order };
}

/** An account name parameter: undefined when absent; malformed names can never be in the team → 404. */
export function accountParam(value: unknown): string | undefined {
  if (!isGiven(value)) return undefined;
  if (typeof value !== 'string' || value.length > 64 || value.trim() === '')
    throw new AppError('member_not_found');
  return value.trim();
}

/** A code filter (category, vendor): letters, digits, _ and -, at most 32. */
export function codeParam(value: unknown): string | undefined {
  if (!isGiven(value)) return undefined;
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]{1,32}$/.test(value))
    throw new AppError('invalid_request', { field: 'code', detail: 'letters, digits, _ or -' });
  return value;
}
