/**
 * Loyalty rewards in the reward center (docs/promotions.md "Loyalty rewards"): items whose promotionId starts with
 * `loyalty:` carry a bonusId and a kind. Which loyalty page each kind comes from, and the label key of the kind in
 * the loyalty catalogue (an unknown kind falls back to a general label).
 */
export const LOYALTY_PREFIX = 'loyalty:';

export const isLoyaltyReward = (promotionId: string) => promotionId.startsWith(LOYALTY_PREFIX);

const KINDS = ['vip_upgrade', 'vip_bonus', 'referral', 'mission', 'leaderboard'] as const;
export type LoyaltyKind = (typeof KINDS)[number] | 'other';

export function loyaltyKind(kind: string): LoyaltyKind {
  return (KINDS as readonly string[]).includes(kind) ? (kind as LoyaltyKind) : 'other';
}

/** The member center page a loyalty reward of this kind belongs to (VIP, invite friends, missions). */
export function loyaltyPageOf(kind: string): 'vip' | 'referral' | 'missionLeaderboard' | null {
  const k = loyaltyKind(kind);
  if (k === 'vip_upgrade' || k === 'vip_bonus') return 'vip';
  if (k === 'referral') return 'referral';
  if (k === 'mission' || k === 'leaderboard') return 'missionLeaderboard';
  return null;
}
