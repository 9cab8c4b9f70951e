/**
 * Account type codes (spec §6): agents 1, 2, 41, 42; trial 4; everything else is an ordinary player (0).
 * Agent types 1 and 2 are agents who also play on the member site; 41 and 42 are agent-only back-office
 * accounts ("Non-member account unable to login" on the member site).
 */
export const ACCOUNT_TYPE = {
  player: 0,
  agent: 1,
  agentSenior: 2,
  trial: 4,
  agentOnly: 41,
  agentOnlySenior: 42,
} as const;

const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
const AGENT_ONLY_TYPES: readonly number[] = [41, 42];

export const isAgentType = (type: number) => AGENT_TYPES.includes(type);
export const isTrialType = (type: number) => type === ACCOUNT_TYPE.trial;

/** The four kinds of account the type codes stand for. */
export type AccountKind = 'player' | 'agent' | 'trial' | 'agentOnly';

export function accountKindOf(type: number): AccountKind {
  if (AGENT_ONLY_TYPES.includes(type)) return 'agentOnly';
  if (AGENT_TYPES.includes(type)) return 'agent';
  if (isTrialType(type)) return 'trial';
  return 'player';
}

/**
 * What an action needs of the account (the server's session guard asks this of every route and socket message;
 * the web shows only what the account may do):
 * - account: the logged-in basics every kind has (own info, language, password change, logging out);
 * - playerSite: the member site's account functions (member center, favourites, messages, records, security);
 * - play: open a game (real money, or demo credits where the kind plays demo only — see playModeOf);
 * - realPlay: stake real money (bets, real launches, seeds of real play);
 * - deposit, withdraw, transferUpline, transferDownline: money in, out and along the agent tree;
 * - claim: take a reward (promotions, missions, VIP, points, referral rewards, leaderboard prizes);
 * - agentArea: the agent center (team reports, downline registration, contracts).
 */
export const ACCOUNT_ACTIONS = [
  'account',
  'playerSite',
  'play',
  'realPlay',
  'deposit',
  'withdraw',
  'transferUpline',
  'transferDownline',
  'claim',
  'agentArea',
] as const;
export type AccountAction = (typeof ACCOUNT_ACTIONS)[number];

/** How an account kind plays: with real money, with demo credits only (no ledger money), or not at all. */
export type PlayMode = 'real' | 'demo';

interface KindCapabilities {
  play: PlayMode | null;
  actions: readonly AccountAction[];
}

/**
 * The capability table (spec §6), the one place that says which kind of account may do what:
 *
 * | kind                    | player site | play | deposit | withdraw | transfer up / down | claim | agent area |
 * | player (0, others)      | yes         | real | yes     | yes      | yes / no           | yes   | no         |
 * | agent (1, 2)            | yes         | real | yes     | yes      | yes / yes          | yes   | yes        |
 * | trial (4)               | no          | demo | no      | no       | no / no            | no    | no         |
 * | agent only (41, 42)     | no          | no   | no      | yes      | no / yes           | no    | yes        |
 *
 * An agent-only account works in the agent center: it manages its team, receives its contract payouts, may
 * withdraw them and transfer to its downlines, but never plays, deposits or claims rewards.
 */
export const CAPABILITIES: Readonly<Record<AccountKind, KindCapabilities>> = {
  player: {
    play: 'real',
    actions: ACCOUNT_ACTIONS.filter((action) => action !== 'transferDownline' && action !== 'agentArea'),
  },
  agent: { play: 'real', actions: ACCOUNT_ACTIONS },
  trial: { play: 'demo', actions: ['account', 'play'] },
  agentOnly: { play: null, actions: ['account', 'withdraw', 'transferDownline', 'agentArea'] },
};

/** Whether an account of this type may do the action. */
export function can(type: number, action: AccountAction): boolean {
  return CAPABILITIES[accountKindOf(type)].actions.includes(action);
}

/** How this type plays a game it opens: real money, demo credits only, or not at all (null). */
export function playModeOf(type: number): PlayMode | null {
  return CAPABILITIES[accountKindOf(type)].play;
}

export type ActionRefusal = 'in_need_true_account' | 'agent_area_only' | 'non_agent';

/**
 * The error code refusing the action to this type, or null when it may: a trial account needs a real account
 * (spec §8 in_need_true_account), an agent-only account works in the agent area only, a player is not an agent.
 */
export function actionRefusal(type: number, action: AccountAction): ActionRefusal | null {
  if (can(type, action)) return null;
  const kind = accountKindOf(type);
  if (kind === 'trial') return 'in_need_true_account';
  if (kind === 'agentOnly') return 'agent_area_only';
  return 'non_agent';
}

export type LoginPath = 'member' | 'agent';

/** Who may log in where: null when allowed, else the refusal code. */
export function loginRefusal(type: number, path: LoginPath): 'non_member_login' | 'non_agent_login' | null {
  if (path === 'agent') return can(type, 'agentArea') ? null : 'non_agent_login';
  return AGENT_ONLY_TYPES.includes(type) ? 'non_member_login' : null;
}
