import { LIMIT_KINDS, type PlayerLimitView } from '@/core/api/identity-limits';

/** Player 360's limit form: which periods a kind takes and what its value is written in. */
export type LimitKind = (typeof LIMIT_KINDS)[number];
export const LIMIT_KIND_LIST: readonly LimitKind[] = LIMIT_KINDS;

/** Money limits (deposit, loss, wager) run per day, week or month; the session time and reality check per session. */
export function periodsOf(kind: LimitKind): readonly ('day' | 'week' | 'month' | 'session')[] {
  return kind === 'session' || kind === 'reality_check' ? ['session'] : ['day', 'week', 'month'];
}

export const inMinutes = (kind: LimitKind) => kind === 'session' || kind === 'reality_check';

/** A limit's key in a select ("deposit:week") and back. */
export const limitKey = (l: Pick<PlayerLimitView, 'kind' | 'period'>) => `${l.kind}:${l.period}`;
export function fromKey(key: string): Pick<PlayerLimitView, 'kind' | 'period'> | null {
  const [kind, period] = key.split(':') as [LimitKind, PlayerLimitView['period']];
  return LIMIT_KIND_LIST.includes(kind) && periodsOf(kind).includes(period) ? { kind, period } : null;
}

/**
 * Whether the form may send the text: a plain decimal above zero (money) or whole minutes. The server converts the
 * amount to minor units exactly and answers the currency's own rules (decimals, bounds) with a translated error.
 */
export function amountLooksValid(kind: LimitKind, text: string): boolean {
  const value = text.trim();
  if (inMinutes(kind)) return /^\d{1,5}$/.test(value);
  return /^\d{1,15}(\.\d{1,8})?$/.test(value) && /[1-9]/.test(value);
}
