import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_ACTIONS,
  accountKindOf,
  actionRefusal,
  can,
  isAgentType,
  isTrialType,
  loginRefusal,
  playModeOf,
} from './account-types';

describe('account types', () => {
  it('classifies agents and trial accounts', () => {
    expect([0, 1, 2, 4, 41, 42, 7].map(isAgentType)).toEqual([false, true, true, false, true, true, false]);
    expect(isTrialType(4)).toBe(true);
    expect(isTrialType(0)).toBe(false);
  });
  it('lets players, playing agents and trial accounts use the member site', () => {
    for (const type of [0, 1, 2, 4, 9]) expect(loginRefusal(type, 'member')).toBeNull();
    expect(loginRefusal(41, 'member')).toBe('non_member_login');
    expect(loginRefusal(42, 'member')).toBe('non_member_login');
  });
  it('lets only agents into the agent area', () => {
    for (const type of [1, 2, 41, 42]) expect(loginRefusal(type, 'agent')).toBeNull();
    for (const type of [0, 4]) expect(loginRefusal(type, 'agent')).toBe('non_agent_login');
  });
});

describe('capability table', () => {
  it('gives players and playing agents real play, money and rewards; only agents the agent area', () => {
    for (const type of [0, 7, 1, 2]) {
      expect(playModeOf(type)).toBe('real');
      for (const action of [
        'playerSite',
        'realPlay',
        'deposit',
        'withdraw',
        'transferUpline',
        'claim',
      ] as const)
        expect(can(type, action), `${type} ${action}`).toBe(true);
    }
    expect([0, 7, 1, 2].map((type) => can(type, 'agentArea'))).toEqual([false, false, true, true]);
    expect([0, 7, 1, 2].map((type) => can(type, 'transferDownline'))).toEqual([false, false, true, true]);
  });

  it('lets a trial account play demo only, and refuses it every real-money action', () => {
    expect(playModeOf(4)).toBe('demo');
    expect(can(4, 'play')).toBe(true);
    for (const action of ACCOUNT_ACTIONS.filter((a) => a !== 'account' && a !== 'play'))
      expect(actionRefusal(4, action), action).toBe('in_need_true_account');
  });

  it('keeps agent-only accounts in the agent area: no play, deposit or claim; withdraw and downline transfers', () => {
    for (const type of [41, 42]) {
      expect(playModeOf(type)).toBeNull();
      for (const action of ['playerSite', 'play', 'realPlay', 'deposit', 'claim', 'transferUpline'] as const)
        expect(actionRefusal(type, action), `${type} ${action}`).toBe('agent_area_only');
      for (const action of ['account', 'withdraw', 'transferDownline', 'agentArea'] as const)
        expect(can(type, action), `${type} ${action}`).toBe(true);
    }
  });

  it('names the kind of every type code', () => {
    expect([0, 1, 2, 4, 41, 42, 9].map(accountKindOf)).toEqual([
      'player',
      'agent',
      'agent',
      'trial',
      'agentOnly',
      'agentOnly',
      'player',
    ]);
  });
});
