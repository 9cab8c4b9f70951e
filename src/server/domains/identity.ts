/**
 * The identity domain's front door (accounts, session, social, verification, captcha, member, demo): accounts (players, agents, trial accounts and their demo credits), login and sessions, social sign-in, SMS/email codes, captcha, member info.
 * Other domains, the app and the scripts import the identity domain only from here (the database type composes the
 * modules' table types directly); its own modules import each other directly. A name is added here when another
 * domain needs it; tests/architecture/boundaries.test.ts names any import that goes around this file.
 */

export {
  findById,
  findByMobile,
  findByUsername,
  insertAccount,
  isUniqueViolation,
  usernameKey,
} from '../modules/accounts/accounts.repository';
export { newPlayerRows, newPlayersCount, usernamesByIds } from '../modules/accounts/accounts-figures';
export {
  accountForStaff,
  accountIdsByUsername,
  brandUsernames,
  linkedAccountsOf,
  payeeNameOf,
  referralsOf,
  type StaffAccount,
  searchAccounts,
  usernameOf,
} from '../modules/accounts/accounts-office';
export { memberLanguage } from '../modules/accounts/language';
export { captchaIdFrom } from '../modules/captcha/captcha.cookie';
export { captchaRoutes } from '../modules/captcha/captcha.routes';
export { peekCaptcha } from '../modules/captcha/captcha.service';
export { demoRoutes } from '../modules/demo/demo.routes';
export {
  createTrialLaunch,
  DEMO_TOKEN_PREFIX,
  ensureTrialDemo,
  redeemTrialLaunch,
  trialDemoOfToken,
} from '../modules/demo/demo-credits';
export {
  type ControlBy,
  type ControlResult,
  forcePasswordChange,
  resetAccountTotp,
  setAccountLocked,
} from '../modules/member/account-controls';
export { changeLimitFor, type LimitChange } from '../modules/member/limits-operator';
export { memberRoutes } from '../modules/member/member.routes';
export { protectionPlugin } from '../modules/member/protection.plugin';
export { protectionState, recordExclusion } from '../modules/member/protection.service';
export { profilePlugin } from '../modules/profile/profile.plugin';
export { profileForStaff } from '../modules/profile/profile.service';
export { EXCLUSION_CODES } from '../modules/protection/exclusion';
export {
  type ProtectedAction,
  type ProtectionQuestion,
  type ProtectionRefusal,
  protectionRefusal,
  requireProtection,
} from '../modules/protection/guard';
export { limitsPlugin } from '../modules/protection/limits.plugin';
export { playerLimits } from '../modules/protection/limits.service';
export { handoffRoutes } from '../modules/session/handoff.routes';
export {
  findLiveSession,
  type LiveSession,
  revokeOtherSessions,
  revokeSession,
  touchSession,
} from '../modules/session/session.repository';
export { sessionRoutes } from '../modules/session/session.routes';
export { SessionCache, settleSessionChanges } from '../modules/session/session-cache';
export { type SessionLine, sessionsOf, usernamesAtRecentIps } from '../modules/session/session-office';
export { clearFailures, recordFailure, type ThrottleScope, throttleState } from '../modules/session/throttle';
export type { SocialOptions } from '../modules/social/adapter';
export { type DevIdp, type DevIdpListening, listenDevIdp, startDevIdp } from '../modules/social/dev-idp';
export { SocialRegistry } from '../modules/social/providers';
export { socialRoutes } from '../modules/social/social.routes';
