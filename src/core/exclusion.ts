/**
 * Take-a-break (cool-off) and self-exclusion periods (issue 27, docs/responsible-gaming.md), shared by the server
 * (which decides) and the member centre (which offers them).
 */
export const BREAK_PERIODS = ['24h', '1w', '1m', '6w'] as const;
export const SELF_EXCLUSION_PERIODS = ['6m', '1y', '5y', 'permanent'] as const;
export type BreakPeriod = (typeof BREAK_PERIODS)[number];
export type SelfExclusionPeriod = (typeof SELF_EXCLUSION_PERIODS)[number];
export type ExclusionPeriod = BreakPeriod | SelfExclusionPeriod;
export type ExclusionKind = 'break' | 'self_exclusion';

export const isExclusionPeriod = (value: unknown): value is ExclusionPeriod =>
  (BREAK_PERIODS as readonly unknown[]).includes(value) ||
  (SELF_EXCLUSION_PERIODS as readonly unknown[]).includes(value);

export const kindOfPeriod = (period: ExclusionPeriod): ExclusionKind =>
  (BREAK_PERIODS as readonly string[]).includes(period) ? 'break' : 'self_exclusion';

const HOUR = 3_600_000;

function addMonths(start: Date, months: number): Date {
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + months);
  // 31 Jan + 1 month is 3 Mar in Date arithmetic: clamp to the last day of the target month instead.
  const target = (((start.getUTCMonth() + months) % 12) + 12) % 12;
  if (end.getUTCMonth() !== target) end.setUTCDate(0);
  return end;
}

/** When an exclusion of `period` taken at `start` ends; null: never (permanent self-exclusion). */
export function exclusionEnd(period: ExclusionPeriod, start: Date): Date | null {
  switch (period) {
    case '24h':
      return new Date(start.getTime() + 24 * HOUR);
    case '1w':
      return new Date(start.getTime() + 7 * 24 * HOUR);
    case '6w':
      return new Date(start.getTime() + 42 * 24 * HOUR);
    case '1m':
      return addMonths(start, 1);
    case '6m':
      return addMonths(start, 6);
    case '1y':
      return addMonths(start, 12);
    case '5y':
      return addMonths(start, 60);
    case 'permanent':
      return null;
  }
}
