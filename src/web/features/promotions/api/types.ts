/**
 * Shapes of the promotions API (docs/promotions.md): money is a decimal string, times ISO 8601 UTC. They are the
 * contracts' (src/core/api/engagement-promotions.ts).
 */
export type {
  Application,
  ApplicationStatus,
  Applied,
  Bonus,
  BonusPage,
  BonusStatus,
  ClaimResult,
  ClosedReason,
  Promotion,
  PromotionAction,
  PromotionDetail,
  PromotionKind,
  PromotionList,
  PromotionState,
  RaffleClaim,
  RewardItem,
  Rewards,
  Turnover,
  TurnoverTerms,
} from '@/core/api/engagement-promotions';

/** The answer of a cancelled bonus. */
export interface CancelResult {
  bonusId: string;
  status: 'cancelled';
  forfeited: string;
  released: string;
  balance: string;
  free: string;
  locked: string;
  replayed: boolean;
}
