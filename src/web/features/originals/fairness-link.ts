import { withPreviewBrand } from '@/web/lib/preview';
import type { HistoryItem } from './api/types';

/** The /fairness page (site layout, opened in a new tab from the game frame) with a bet or seed pair to verify. */
export function fairnessHref(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return withPreviewBrand(`/fairness${query ? `?${query}` : ''}`);
}

const hundredths = (value: unknown) =>
  typeof value === 'number' || (typeof value === 'string' && value !== '')
    ? Math.round(Number(value) * 100)
    : undefined;

/** The parameters that decide a bet's outcome, as the /fairness page takes them (targets in hundredths). */
export function verifyParams(item: HistoryItem): Record<string, string | number | undefined> {
  const outcome = (item.outcome ?? {}) as Record<string, unknown>;
  const text = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' ? value : undefined;
  switch (item.game) {
    case 'dice':
      return { target: hundredths(outcome.target), direction: text(outcome.direction) };
    case 'limbo':
      return { target: hundredths(outcome.target) };
    case 'mines':
      return { mines: text(outcome.mines) };
    case 'plinko':
      return { rows: text(outcome.rows), risk: text(outcome.risk) };
    default:
      return {};
  }
}
