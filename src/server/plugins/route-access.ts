import type { AccountAction } from '@/core/account-types';
import type { GuardOptions } from './auth';

/**
 * How every route is protected (docs/session-guard.md): the session guard with the account action it checks, a
 * credential of its own (a vendor's signature, a game session, a support operator's token…), or public with the
 * reason. tests/api/session-guard.test.ts enumerates every registered route against this table and fails on a
 * route that is neither behind the guard nor named here, on an entry that names no route, and on a session
 * route whose action is not stated.
 */
export type RouteAccess =
  | {
      kind: 'session';
      action: AccountAction;
      /** The action comes from the guard or this table, not a default. */
      stated: boolean;
      /** The guard's own options (optional visitors, a forced password change allowed, trial or agent checks). */
      guard: GuardOptions;
    }
  | { kind: 'public'; reason: string }
  | { kind: 'credential'; credential: string }
  | { kind: 'undeclared' };

type Entry = AccountAction | { public: string } | { credential: string };

const pub = (reason: string) => ({ public: reason });
const cred = (credential: string) => ({ credential });

const BRAND_DATA = pub('brand configuration every page of a visitor needs');
const CATALOGUE = pub('the game catalogue and its pictures, the same for every visitor');
const LOGGING_IN = pub(
  'logging in or registering: the credentials are in the body, throttled per IP and account',
);
const RECOVERY = pub('password recovery by a code sent to the account’s phone or email, throttled');
const SOCIAL = pub('social sign-in: the provider’s answer, bound to a signed state cookie');
const VENDOR = cred('vendor HMAC signature (X-Signature) over the raw body');
const PSP = cred('payment provider HMAC signature over the raw body');
const GAME_SESSION = cred(
  'game session (X-Game-Session) from a guarded launch; the account is checked per call',
);
const OPERATOR = cred('support operator token (support desk, not a player session)');
const DEV = pub('development helper, registered only when ENABLE_DEV_ROUTES=1 (tests), never in production');
const CONTRACT_RELAY: AccountAction = 'agentArea';

/** 'METHOD /path' (HEAD answers as GET) → its protection. Session routes name the action they need. */
export const ROUTES: Readonly<Record<string, Entry>> = {
  // Operations and the web app.
  'GET /healthz': pub('liveness probe'),
  'GET /livez': pub('liveness probe'),
  'GET /readyz': pub('readiness probe'),
  'GET /health': pub('readiness probe'),
  'GET /metrics': pub('Prometheus metrics: METRICS_TOKEN bearer in production (modules/ops)'),
  'GET /': pub('the web app'),
  'GET /*': pub('the built web app’s files, looked up by one route (a missing file is the not-found answer)'),
  'GET /robots.txt': pub('the web app'),
  'GET /office': pub('the back office console’s page (its API needs a staff session)'),
  'GET /office/*': pub('the back office console’s pages and built files (its API needs a staff session)'),
  'GET /manifest.webmanifest': pub('the web app'),
  'GET /sw.js': pub('the web app'),
  'GET /brands/:code/assets/:file': pub('brand logos and banners'),
  'GET /sandbox-pay/:orderNo': pub(
    'the sandbox payment page (outside production): the order number is the key',
  ),
  'POST /sandbox-pay/:orderNo': pub(
    'the sandbox payment page (outside production): the order number is the key',
  ),
  'GET /__dev/outbox': DEV,
  'GET /__dev/captcha': DEV,
  'POST /__dev/contracts/settle': DEV,

  // System, captcha, session, registration, recovery.
  'GET /wps/system/status': BRAND_DATA,
  'GET /wps/system/whitelabel': BRAND_DATA,
  'GET /wps/system/setting/register': BRAND_DATA,
  'GET /wps/system/domainRoute': BRAND_DATA,
  'GET /wps/system/bootstrap': BRAND_DATA,
  'GET /wps/system/helpCenter': BRAND_DATA,
  'GET /wps/relay/MCSFE_getListAnnouncements': BRAND_DATA,
  'GET /r/:code': pub(
    'an agent’s marketing link: counts the click and redirects to registration with its code',
  ),
  'GET /wps/captcha': pub('a captcha for the login and registration forms'),
  'POST /wps/session/login': LOGGING_IN,
  'POST /wps/session/login/verify': LOGGING_IN,
  'POST /wps/session/login/challenge/send': LOGGING_IN,
  // Session hand-off to an app (60 s, single use, own brand): made by a logged-in account, redeemed once.
  'POST /wps/session/handoff': 'account',
  'POST /wps/session/handoff/redeem': pub(
    'redeems a one-time hand-off code (60 s, single use, own brand, throttled)',
  ),
  'GET /wps/member/info/icon': 'account',
  'POST /wps/session/login/freeplay': pub('free play: creates a trial account (demo play only)'),
  'GET /wps/session/remembered': pub('the remembered username of this device (its own signed cookie)'),
  'DELETE /wps/session/remembered': pub('forgets this device (its own signed cookie)'),
  'GET /wps/session/social/providers': BRAND_DATA,
  'GET /wps/session/social/:provider/start': SOCIAL,
  'GET /wps/session/social/:provider/callback': SOCIAL,
  'POST /wps/session/social/result': SOCIAL,
  'POST /wps/session/social/link': SOCIAL,
  'POST /wps/session/social/register': SOCIAL,
  'PUT /wps/member/register': LOGGING_IN,
  'PUT /wps/member/register/mobile': LOGGING_IN,
  'POST /wps/member/password/email': RECOVERY,
  'POST /wps/member/password/reset': RECOVERY,
  'POST /wps/member/password/verification': RECOVERY,
  'POST /wps/verification/sms/noLogin': RECOVERY,
  'POST /wps/verification/sms/register': LOGGING_IN,
  'GET /wps/agent/affiliate': pub('checks an invitation code on the registration form, throttled'),
  'POST /wps/session/firstLogin': 'account',
  'DELETE /wps/session/logout': 'account',
  'POST /wps/member/password': 'account',
  'GET /wps/member/info': 'account',
  'POST /wps/member/info/icon': 'account',
  'GET /wps/member/profile': 'account',
  'PUT /wps/member/profile': 'account',
  'POST /wps/member/profile/mobile/code': 'account',
  'POST /wps/member/profile/mobile': 'account',
  'POST /wps/member/profile/email/code': 'account',
  'POST /wps/member/profile/email': 'account',
  'PUT /wps/member/language': 'account',
  'GET /wps/member/limits': 'playerSite',
  'PUT /wps/member/limits': 'playerSite',
  'POST /wps/member/limits/remove': 'playerSite',
  'GET /wps/member/limits/session': 'playerSite',
  'POST /wps/member/totp': 'account',
  'POST /wps/member/totp/enable': 'account',
  'POST /wps/member/totp/disable': 'account',
  'GET /wps/member/kyc': 'account',
  'POST /wps/member/kyc/documents': 'account',
  'GET /wps/member/kyc/documents/:fileId': 'account',
  'POST /wps/member/streamTicket': 'account',

  // Games.
  'GET /lgw/games/game_menus': CATALOGUE,
  'GET /wps/relay/GCSGAME_gameList': pub(
    'the game catalogue; its FAV (playerSite) and RECENT (play) pages ask the session guard in the handler',
  ),
  'GET /wps/relay/GCSGAME_hotGamesV2': CATALOGUE,
  'GET /wps/relay/GCSGAME_getVassGameType': CATALOGUE,
  'GET /wps/relay/GCSGAME_newGameVendor': CATALOGUE,
  'GET /wps/relay/GCSGAME_vendorLanes': CATALOGUE,
  'GET /wps/relay/GCSGAME_getRankList': CATALOGUE,
  'GET /wps/games/art/:file': CATALOGUE,
  'GET /wps/games/art/large/:file': CATALOGUE,
  'GET /wps/games/vendor/:code/:file': CATALOGUE,
  'GET /lgw/vn/games/game_menu': CATALOGUE,
  'GET /wps/relay/MCSFE_getFavoriteGames': 'playerSite',
  'GET /wps/relay/MCSFE_getFavoriteGamesList': 'playerSite',
  'POST /wps/relay/MCSFE_addFavoriteGameV2': 'playerSite',
  'DELETE /wps/relay/MCSFE_removeFavoriteGameV2': 'playerSite',
  // Recent games and live rooms belong to anyone who plays, demo included (a trial account too).
  'GET /wps/relay/GCS_recentGame': 'play',
  'GET /wps/relay/GLS2_roomList': 'play',
  'GET /lgw/vn/games/game_menu/recent': 'playerSite',
  'POST /wps/game/launchGame': 'play',
  // A trial account's demo credits (spec §6): for the kinds that play.
  'GET /wps/v2/wallets/demo': 'play',
  'GET /wps/games/jackpot': pub('the jackpot pool of the brand, the same figure for every visitor'),
  'POST /wps/relay/GCS_gameLaunchFB': 'play',
  'POST /vendor/:vendor/wallet/:action': VENDOR,
  'POST /vendor/:vendor/conformance/fixtures': VENDOR,

  // In-house games: a game session from a guarded launch, or demo credits.
  'POST /wps/originals/session': cred(
    'a one-time launch code from a guarded launch, or demo credits (no money)',
  ),
  'GET /wps/originals/balance': GAME_SESSION,
  'POST /wps/originals/:game/bet': GAME_SESSION,
  'GET /wps/originals/mines/state': GAME_SESSION,
  'POST /wps/originals/mines/reveal': GAME_SESSION,
  'POST /wps/originals/mines/cashout': GAME_SESSION,
  'POST /wps/originals/crash/cashout': GAME_SESSION,
  'GET /wps/originals/seeds': GAME_SESSION,
  'POST /wps/originals/seeds/client': GAME_SESSION,
  'POST /wps/originals/seeds/rotate': GAME_SESSION,
  'GET /wps/originals/history': GAME_SESSION,
  'GET /wps/originals/crash/state': pub('the public crash round (a game session only marks its own bets)'),
  'GET /wps/originals/crash/rounds': pub('settled crash rounds with their revealed seeds'),
  'GET /wps/originals/stream': pub(
    'public crash events; a game session or a stream ticket (from a guarded call) adds the own balance',
  ),
  'GET /wps/fairness/crash': pub('the crash hash chain, for anyone to verify'),

  // Lottery.
  'GET /wps/lottery/draws/:drawId': pub('a draw and its revealed result'),
  'GET /wps/lottery/next': pub('the coming draws'),
  'GET /lgw/vn/numeros/opened/game': 'playerSite',
  'GET /lotto/lgw/games/opened/numero': 'playerSite',
  'POST /wps/lottery/launch': 'play',
  'GET /wps/lottery/bets': 'playerSite',
  'POST /wps/lottery/bets': 'realPlay',

  // Wallet and cashier.
  'GET /wps/v2/wallets/balance': 'account',
  'GET /wps/member/publicState': 'playerSite',
  'GET /wps/relay/GCS_merchantWallet': 'playerSite',
  'POST /wps/relay/GCS_walletTransfer': 'realPlay',
  'POST /wps/member/transfer/upline': 'transferUpline',
  'POST /wps/agent/transfer/downline': 'transferDownline',
  'GET /wps/member/transactions': 'account',
  'GET /wps/member/messages': 'account',
  'POST /wps/member/messages/read': 'account',
  'POST /wps/member/messages/delete': 'account',
  'GET /wps/relay/CSP_unreadCount': 'account',
  'GET /wps/cashier/deposit/methods': 'deposit',
  'POST /wps/cashier/deposit': 'deposit',
  'GET /wps/cashier/deposit/:orderNo': 'deposit',
  'GET /wps/cashier/deposits': 'deposit',
  'GET /wps/cashier/withdraw/info': 'withdraw',
  'POST /wps/cashier/withdraw': 'withdraw',
  'GET /wps/cashier/withdrawals': 'withdraw',
  'POST /wps/cashier/withdrawals/:orderNo/receipt': 'withdraw',
  'GET /wps/member/bankAccounts': 'account',
  'POST /wps/member/bankAccounts': 'account',
  'DELETE /wps/member/bankAccounts/:id': 'account',
  'GET /wps/member/paymentPassword': 'account',
  'POST /wps/member/paymentPassword': 'account',
  'PUT /wps/member/paymentPassword': 'account',
  'POST /wps/payments/callback/:method': PSP,
  'POST /wps/payments/payout-callback/:method': PSP,
  'GET /wps/member/bets': 'playerSite',
  'GET /wps/member/profitLoss': 'playerSite',

  // Rewards: promotions, missions, VIP, points, referral.
  'GET /wps/promotions': pub(
    'the brand’s promotions; a sent token personalises them through the session guard',
  ),
  'GET /wps/promotions/:id': pub('one promotion; a sent token personalises it through the session guard'),
  'POST /wps/promotions/:id/join': 'claim',
  'POST /wps/promotions/:id/claim': 'claim',
  'POST /wps/promotions/:id/envelope': 'claim',
  'POST /wps/promotions/:id/apply': 'claim',
  'GET /wps/promotions/applications/:applicationId/images/:n': 'playerSite',
  'POST /wps/relay/MCS2_claimRafflePromotion': 'claim',
  'GET /wps/member/rewards': 'playerSite',
  'POST /wps/member/rewards/:bonusId/claim': 'claim',
  'GET /wps/member/bonuses': 'playerSite',
  'POST /wps/member/bonuses/:bonusId/cancel': 'claim',
  'GET /wps/member/referral': 'playerSite',
  'GET /wps/member/protection': 'account',
  'POST /wps/member/protection/exclusion': 'account',
  'GET /wps/relay/MCSFE_getMissionSummaryDetails': 'playerSite',
  'POST /wps/member/missions/:missionId/claim': 'claim',
  'GET /wps/relay/MCSFE_getMissionLeaderboard': 'playerSite',
  'GET /wps/member/vip': 'playerSite',
  'GET /wps/relay/MCS2_getPointBalance': 'playerSite',
  'GET /wps/relay/MCS2_getPointConfig': 'playerSite',
  'GET /wps/relay/MCS2_getPointReward': 'playerSite',
  'POST /wps/relay/passwordCheck/MCS2_redeemPointReward': 'claim',
  'GET /wps/relay/MCS2_getRedeemPointList': 'playerSite',
  'GET /wps/relay/ODSFE2_MemTransDet': 'playerSite',
  'POST /wps/relay/passwordCheck/MCS2_convertPoint': 'claim',

  // Agent center and contracts.
  'GET /wps/agent/team/overview': 'agentArea',
  'GET /wps/agent/team/members': 'agentArea',
  'GET /wps/agent/team/bets': 'agentArea',
  'GET /wps/agent/team/profitLoss': 'agentArea',
  'GET /wps/agent/income': 'agentArea',
  'GET /wps/agent/team/transactions': 'agentArea',
  'POST /wps/agent/team/register': 'agentArea',
  'GET /wps/agent/announcements': 'agentArea',
  'POST /wps/agent/announcements/read': 'agentArea',
  'GET /wps/agent/stream': cred('a stream ticket from a guarded call; the account is checked as agentArea'),
  'GET /wps/relay/MCS2_processDividendReq': CONTRACT_RELAY,
  'POST /wps/relay/MCS2_processDividendReq': CONTRACT_RELAY,
  'GET /wps/relay/MCS2_processDailySalContract': CONTRACT_RELAY,
  'POST /wps/relay/MCS2_processDailySalContract': CONTRACT_RELAY,
  'GET /wps/relay/MCS2_processContractHourSalary': CONTRACT_RELAY,
  'POST /wps/relay/MCS2_processContractHourSalary': CONTRACT_RELAY,
  'GET /wps/relay/MCSFE_processRealTimeSalaryContract': CONTRACT_RELAY,
  'POST /wps/relay/MCSFE_processRealTimeSalaryContract': CONTRACT_RELAY,
  'GET /wps/member/info/funds/consolidated': 'account',
  'GET /wps/agent/contracts/bills': 'agentArea',
  'GET /wps/agent/contracts/bills/:id': 'agentArea',

  // Support: feedback and chat (players through the guard, visitors by their own key, the desk by operator token).
  'GET /wps/feedback/types': BRAND_DATA,
  'PUT /wps/feedback': 'account',
  'GET /wps/feedback': 'account',
  'GET /wps/feedback/:id': 'account',
  'GET /wps/feedback/files/:fileId': 'account',
  'GET /wps/relay/CBS_modelList': BRAND_DATA,
  'GET /wps/relay/CBS_launchChat': 'account',
  'GET /wps/chat/socket': pub('the chat socket: every message is checked by guardMessage (CHAT_MESSAGES)'),
  'POST /wps/chat/files': 'account',
  'GET /wps/chat/files/:fileId': 'account',
  'GET /wps/chat/rooms': 'account',
  'GET /wps/chat/rooms/:id': 'account',
  'POST /wps/support/login': pub('support operators log in to the desk'),
  'POST /wps/support/logout': OPERATOR,
  'GET /wps/support/feedback': OPERATOR,
  'GET /wps/support/feedback/:id': OPERATOR,
  'POST /wps/support/feedback/:id/reply': OPERATOR,
  'POST /wps/support/feedback/:id/close': OPERATOR,
  'GET /wps/support/files/:fileId': OPERATOR,
  'GET /wps/support/chats': OPERATOR,
  'GET /wps/support/chats/:id': OPERATOR,
  'POST /wps/support/chats/:id/messages': OPERATOR,
  'POST /wps/support/chats/:id/take': OPERATOR,
  'POST /wps/support/chats/:id/transfer': OPERATOR,
  'POST /wps/support/chats/:id/close': OPERATOR,
  'GET /wps/support/agents': OPERATOR,
};

/** Routes no table can list one by one: the API documentation. */
export const PUBLIC_PATTERNS: readonly { pattern: RegExp; reason: string }[] = [
  { pattern: /^\/docs(?:\/.*)?$/, reason: 'the OpenAPI document and its viewer' },
];

/** The table key of a route: HEAD answers as GET. */
export const routeKey = (method: string, url: string) => `${method === 'HEAD' ? 'GET' : method} ${url}`;

/** How a route is protected, from its guard (and the table's action), its own declaration, or the table. */
export function resolveRouteAccess(
  method: string,
  url: string,
  guard: GuardOptions | undefined,
  declared: RouteAccess | undefined,
): RouteAccess {
  const entry = ROUTES[routeKey(method, url)];
  if (guard) {
    const stated = guard.action ?? (typeof entry === 'string' ? entry : undefined);
    return {
      kind: 'session',
      action: stated ?? defaultAction(url, guard),
      stated: stated !== undefined,
      guard,
    };
  }
  if (declared) return declared;
  if (typeof entry === 'object')
    return 'public' in entry
      ? { kind: 'public', reason: entry.public }
      : { kind: 'credential', credential: entry.credential };
  const pattern = PUBLIC_PATTERNS.find((p) => (method === 'GET' || method === 'HEAD') && p.pattern.test(url));
  if (pattern) return { kind: 'public', reason: pattern.reason };
  return { kind: 'undeclared' };
}

/** A guarded route the table does not name (the guard test fails on it): the safest reading of its options. */
function defaultAction(url: string, guard: GuardOptions): AccountAction {
  if (guard.agent || url.startsWith('/wps/agent/')) return 'agentArea';
  if (guard.beforePasswordChange) return 'account';
  return 'playerSite';
}
