/** Date windows of record pages, in the player's local days (spec §9: presets of 7 and 30 days, previous and next). */
export interface DateWindow {
  /** Inclusive start (local midnight). */
  from: Date;
  /** Exclusive end (local midnight after the last day). */
  to: Date;
  days: number;
}

const DAY_MS = 86_400_000;

export const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());
export const addDays = (date: Date, days: number) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/** The last `days` days up to and including today. */
export function lastDays(days: number, now = new Date()): DateWindow {
  const to = addDays(startOfDay(now), 1);
  return { from: addDays(to, -days), to, days };
}

/** The window `days` earlier (-1) or later (+1). */
export function shiftWindow(window: DateWindow, direction: -1 | 1): DateWindow {
  return {
    from: addDays(window.from, direction * window.days),
    to: addDays(window.to, direction * window.days),
    days: window.days,
  };
}

/** YYYY-MM-DD of a local date (date inputs). */
export function toInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function fromInput(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A window from two inclusive dates typed in date inputs, or null when not valid. */
export function customWindow(fromText: string, toText: string): DateWindow | null {
  const from = fromInput(fromText);
  const last = fromInput(toText);
  if (!from || !last || last < from) return null;
  const to = addDays(last, 1);
  return { from, to, days: Math.round((to.getTime() - from.getTime()) / DAY_MS) };
}

/** Whether the window ends in the future (no "next" beyond today). */
export const reachesToday = (window: DateWindow, now = new Date()) => window.to > startOfDay(now);
