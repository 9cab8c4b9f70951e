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

export type LoginPath = 'member' | 'agent';

/** Who may log in where: null when allowed, else the refusal code. */
export function loginRefusal(type: number, path: LoginPath): 'non_member_login' | 'non_agent_login' | null {
  if (path === 'agent') return isAgentType(type) ? null : 'non_agent_login';
  return AGENT_ONLY_TYPES.includes(type) ? 'non_member_login' : null;
}
