import type { Brand } from '@/core/brand';
import { limitOf, type PromotionDef, promotionWindow } from '@/core/promotions';
import { localParts, periodOf } from '@/core/zoned-time';

/** Time rules of a promotion: its window, weekdays and the per-player limit window (docs/promotions.md). */

export const zoneOf = (brand: Brand, p: PromotionDef) =>
  p.schedule.timezone ?? brand.config.timezone ?? 'UTC';

export const windowOf = (brand: Brand, p: PromotionDef) => promotionWindow(p, brand.config.timezone);

export type WindowState = 'coming_soon' | 'ended' | 'not_today' | 'open';

export function windowState(brand: Brand, p: PromotionDef, now: Date): WindowState {
  const w = windowOf(brand, p);
  if (now < w.start) return 'coming_soon';
  if (w.end && now >= w.end) return 'ended';
  if (p.schedule.days && !p.schedule.days.includes(localParts(now, zoneOf(brand, p)).weekday))
    return 'not_today';
  return 'open';
}

/** The key of the per-player limit window containing `at` ('all' for once per promotion). */
export function limitKey(brand: Brand, p: PromotionDef, at: Date): string {
  const { per } = limitOf(p);
  return per === 'promotion' ? 'all' : periodOf(at, zoneOf(brand, p), per).key;
}
