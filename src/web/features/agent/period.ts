import { type DateWindow, lastDays, toInput } from '../../lib/date-window';
import type { Period } from './api/types';

/** The API period of a date window: inclusive calendar days (YYYY-MM-DD). */
export function periodOf(window: DateWindow): Period {
  return { from: toInput(window.from), to: toInput(new Date(window.to.getTime() - 1)) };
}

export const PRESETS = [1, 7, 30] as const;
export const defaultWindow = () => lastDays(7);
