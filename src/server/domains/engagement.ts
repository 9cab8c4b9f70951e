/**
 * The engagement domain's front door (bonus, promotions, missions, referral, vip, points): bonus grants (the rewards piece every program pays through), promotions and the reward center, missions and leaderboards, referral, VIP, points mall.
 * Other domains, the app and the scripts import the engagement domain only from here (the database type composes the
 * modules' table types directly); its own modules import each other directly. A name is added here when another
 * domain needs it; tests/architecture/boundaries.test.ts names any import that goes around this file.
 */
export { type BoardStatus, leaderboardStatus } from '../modules/missions/leaderboard.ops';
export { settleLeaderboards } from '../modules/missions/leaderboard.service';
export { missionsPlugin } from '../modules/missions/missions.plugin';
export { pointsPlugin } from '../modules/points/points.plugin';
export { balanceOf, pointsProblems } from '../modules/points/points.repository';
export { adjustPoints, decideRedeem, redeemsForOps } from '../modules/points/points-records';
export { decideApplication, pendingApplications } from '../modules/promotions/applications';
export { promotionsPlugin } from '../modules/promotions/promotions.plugin';
export { promotionWalletHooks } from '../modules/promotions/wallet-hooks';
export {
  countReferrals,
  listReferrals,
  overrideReward,
  type ReferralState,
  refuseReferral,
} from '../modules/referral/referral.ops';
export { referralPlugin } from '../modules/referral/referral.plugin';
export { vipPlugin } from '../modules/vip/vip.plugin';
