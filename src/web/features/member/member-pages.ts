/**
 * The member center's pages (spec §2, /member?page=…), in menu order. Apart from MemberCenter.tsx so the route's
 * search validation does not pull the member center into the app's first load.
 */
export const MEMBER_PAGES = [
  'securityCenter',
  // KYC (docs/kyc.md): levels, document upload and statuses; its label comes from the kyc catalogue.
  'verification',
  'depositv2',
  'withdraw',
  'transferFund',
  'transferUpline',
  'transactionHistory',
  'messageV2',
  // Responsible gaming (issue 27): the player's own limits (LimitsPage).
  'limits',
  'personalHistoryCopy',
  'personalProfit',
  // Promotions (src/web/features/promotions): bonusDetails and the reward center with its count badge.
  'bonusDetails',
  'rewardCenter',
  // Loyalty (src/web/features/loyalty): the VIP ladder, invite friends (players only) and missions with their badge.
  'vip',
  'referral',
  'missionLeaderboard',
  // Responsible gaming (issue 27): take a break, self-exclusion (src/web/features/member/protection).
  'responsibleGaming',
] as const;
export type MemberPage = (typeof MEMBER_PAGES)[number];
