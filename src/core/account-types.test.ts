import { describe, expect, it } from 'vitest';
import { isAgentType, isTrialType, loginRefusal } from './account-types';

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
