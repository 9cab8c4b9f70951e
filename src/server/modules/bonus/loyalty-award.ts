import type { Kysely, Transaction } from 'kysely';
import type { Brand, LocalizedText } from '@/core/brand';
import { LOYALTY_PREFIX } from '@/core/expense-line';
import type { Database } from '@/server/db/database';
import { AppError } from '@/server/errors';
import { type AwardResult, type BonusRow, claimBonus, type GrantInput, grant, grantIn } from './award';

/**
 * The one way loyalty programs (VIP, referral, missions, leaderboards) pay a reward (docs/promotions.md
 * "Loyalty rewards"). A reward is a promotion_bonus row with promotion_id `loyalty:<program>`: it shows in the
 * reward center with its own title, is claimed there (POST /wps/promotions/<promotionId>/claim, the id
 * URL-encoded) or credited at once, carries a turnover requirement that gates withdrawals like any bonus, counts
 * against the program's budget (promotion_state) and is paid from the `loyalty` expense account. The award key
 * makes it exactly once: a retry, a second job run or a concurrent caller answers the first award (replayed).
 */

export interface LoyaltyAwardInput {
  brand: Brand;
  accountId: bigint;
  /**
   * The program without the prefix, e.g. `vip-upgrade`, `vip-monthly`, `referral`, `mission:daily-rounds`,
   * `leaderboard:weekly-valid-bet`. Claims take the player's oldest claimable row of the program.
   */
  program: string;
  /** Row kind shown to the web (e.g. vip_upgrade, vip_bonus, referral, mission, leaderboard). */
  kind: string;
  /** Title per language, shown by the reward center and bonusDetails. */
  title: LocalizedText;
  /** Unique per brand, e.g. `vip-upgrade:<account>:<level>`; the same key answers the first award. */
  key: string;
  /** Human-readable origin shown with the bonus, e.g. "VIP 3", "referral bao***", "mission daily-rounds 2026-11-24". */
  source: string;
  amount: bigint;
  /** Turnover = multiplier × amount (0 or absent: none). At most 2 decimals. */
  turnoverMultiplier?: number;
  /** The program's total budget in minor units (absent: unlimited); an award beyond it is refused. */
  budget?: number;
  /** claimable: waits in the reward center; credited: paid now. */
  status: 'claimable' | 'credited';
  /** Runs in the award's transaction after the row is written (e.g. mark the mission claimed); throwing undoes all. */
  inside?: (trx: Transaction<Database>, bonus: BonusRow) => Promise<void>;
}

export const loyaltyPromotionId = (program: string) => `${LOYALTY_PREFIX}${program}`;
export const isLoyaltyPromotion = (promotionId: string) => promotionId.startsWith(LOYALTY_PREFIX);

function turnoverOf(multiplier: number | undefined, amount: bigint): bigint {
  if (!multiplier || multiplier <= 0) return 0n;
  const hundredths = BigInt(Math.round(multiplier * 100));
  return (amount * hundredths + 99n) / 100n;
}

function grantInput(input: LoyaltyAwardInput): GrantInput {
  if (input.amount <= 0n) throw new AppError('promotion_budget_spent');
  return {
    brand: input.brand,
    accountId: input.accountId,
    key: input.key,
    periodKey: input.key,
    source: input.source,
    amount: input.amount,
    turnoverRequired: (amount) => turnoverOf(input.turnoverMultiplier, amount),
    status: input.status,
    inside: input.inside,
    program: {
      id: loyaltyPromotionId(input.program),
      kind: input.kind,
      budget: input.budget,
      eligible: () => true,
      expense: 'loyalty',
      title: input.title,
    },
  };
}

/** Awards a loyalty reward once per key. Blocked accounts are refused (promotion_not_eligible), nothing written. */
export async function awardLoyalty(db: Kysely<Database>, input: LoyaltyAwardInput): Promise<AwardResult> {
  return grant(db, grantInput(input));
}

/** awardLoyalty inside the caller's transaction (`root` resolves ledger ids outside it). */
export async function awardLoyaltyIn(
  trx: Transaction<Database>,
  root: Kysely<Database>,
  input: LoyaltyAwardInput,
): Promise<AwardResult> {
  return grantIn(trx, root, grantInput(input));
}

/**
 * Claims one claimable loyalty reward of the caller by its bonus id (the reward center's `bonusId`); the route
 * is POST /wps/member/rewards/<bonusId>/claim. Another player's reward, a promotion's bonus or an id that does not
 * exist: promotion_not_found (404); claimed already: promotion_nothing_to_claim (409). Concurrent claims pay once.
 */
export async function claimLoyaltyReward(
  db: Kysely<Database>,
  brand: Brand,
  bonusId: bigint,
  accountId: bigint,
): Promise<BonusRow> {
  const row = await db
    .selectFrom('promotion_bonus')
    .select(['promotion_id', 'status'])
    .where('id', '=', bonusId)
    .where('brand_code', '=', brand.config.code)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!row || !isLoyaltyPromotion(row.promotion_id)) throw new AppError('promotion_not_found');
  const paid = await claimBonus(db, brand, row.promotion_id, accountId, bonusId);
  if (!paid) throw new AppError('promotion_nothing_to_claim');
  return paid;
}
