import type { Brand } from '@/core/brand';
import type { PromotionDef } from '@/core/promotions';
import type { Db } from '@/server/domains/money';

/** Default account types: players and agents who also play; trial and agent-only accounts never. */
const DEFAULT_TYPES = [0, 1, 2];

export type Ineligible = 'account_blocked' | 'not_eligible';

export interface PlayerFacts {
  status: 'active' | 'disabled';
  type: number;
  vipLevel: number;
}

export async function playerFacts(db: Db, brand: Brand, accountId: bigint): Promise<PlayerFacts | undefined> {
  const row = await db
    .selectFrom('account')
    .select(['status', 'type', 'vip_level'])
    .where('id', '=', accountId)
    .where('brand_code', '=', brand.config.code)
    .executeTakeFirst();
  return row && { status: row.status, type: row.type, vipLevel: row.vip_level };
}

/**
 * Why an account may not take part (null = it may). Blocked (disabled) accounts get nothing from any promotion;
 * `country` is checked only when the promotion restricts countries (unknown country = not eligible then).
 */
export function ineligibility(
  p: PromotionDef,
  facts: PlayerFacts,
  country: string | undefined,
): Ineligible | null {
  if (facts.status !== 'active') return 'account_blocked';
  const e = p.eligibility ?? {};
  if (!(e.accountTypes ?? DEFAULT_TYPES).includes(facts.type)) return 'not_eligible';
  if (e.vipLevels?.min !== undefined && facts.vipLevel < e.vipLevels.min) return 'not_eligible';
  if (e.vipLevels?.max !== undefined && facts.vipLevel > e.vipLevels.max) return 'not_eligible';
  if (e.countries && (!country || !e.countries.includes(country))) return 'not_eligible';
  return null;
}
