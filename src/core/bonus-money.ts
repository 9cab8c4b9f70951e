/**
 * Bonus money as the money endpoints answer it (docs/money.md "Bonus money"): written once for the server that
 * builds it (modules/pockets/pocket-views.ts) and the SPA that draws it (withdraw page, bonus pockets).
 */

/** An open bonus: what it locks in the main wallet and its own turnover. */
export interface BonusPocket {
  bonusId: string;
  promotionId: string;
  title: string;
  locked: string;
  required: string;
  wagered: string;
  remaining: string;
  depositLocked: string;
  spend: 'cash_first' | 'bonus_first';
  openedAt: string;
  expiresAt: string | null;
}

/** The main wallet split into free money and money locked by open bonuses, with the bonuses behind it. */
export interface BonusMoney {
  free: string;
  locked: string;
  bonuses: BonusPocket[];
}
