/**
 * The member center's pages (spec §2, /member?page=…), in menu order. Apart from MemberCenter.tsx so the route's
 * search validation does not pull the member center into the app's first load.
 */
export const MEMBER_PAGES = [
  'securityCenter',
  'depositv2',
  'withdraw',
  'transferFund',
  'transferUpline',
  'transactionHistory',
  'messageV2',
  'personalHistoryCopy',
  'personalProfit',
] as const;
export type MemberPage = (typeof MEMBER_PAGES)[number];
