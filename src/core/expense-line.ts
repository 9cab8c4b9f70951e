/** Loyalty programs' bonus rows carry promotion ids `loyalty:<program>` (loyalty-award.ts). */
export const LOYALTY_PREFIX = 'loyalty:';

/** The expense budget line that paid a bonus row: loyalty programs' the loyalty line, promotions' their own. */
export const expenseLineOf = (promotionId: string): 'loyalty' | 'promotion' =>
  promotionId.startsWith(LOYALTY_PREFIX) ? 'loyalty' : 'promotion';
