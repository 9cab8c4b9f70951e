import { describe, expect, it } from 'vitest';
import { AGENT_PAGES, validateAgentSearch } from './pages';

describe('agent center deep links (/agentHome?page=…)', () => {
  it('opens every known page and falls back to the team overview', () => {
    for (const page of AGENT_PAGES) expect(validateAgentSearch({ page }).page).toBe(page);
    expect(validateAgentSearch({}).page).toBe('agentTeamOverview');
    expect(validateAgentSearch({ page: 'agentDividendRecordCopy2x' }).page).toBe('agentTeamOverview');
    expect(validateAgentSearch({ page: ['registerCenter'] }).page).toBe('agentTeamOverview');
  });

  it('keeps a member filter only on the pages that take one, and only a plausible account name', () => {
    expect(validateAgentSearch({ page: 'personalHistoryCopy', member: 'demoplayer1' })).toEqual({
      page: 'personalHistoryCopy',
      member: 'demoplayer1',
    });
    expect(
      validateAgentSearch({ page: 'agentDownlineTransactionDetailsCopy', member: 'a b' }).member,
    ).toBeUndefined();
    expect(validateAgentSearch({ page: 'agentTeamOverview', member: 'demoplayer1' }).member).toBeUndefined();
    expect(
      validateAgentSearch({ page: 'personalHistoryCopy', member: 'x'.repeat(65) }).member,
    ).toBeUndefined();
  });

  it('keeps a deposit order number only on the deposit page', () => {
    expect(validateAgentSearch({ page: 'depositv2', order: 'D20261123ABC' }).order).toBe('D20261123ABC');
    expect(validateAgentSearch({ page: 'depositv2', order: '<script>' }).order).toBeUndefined();
    expect(validateAgentSearch({ page: 'withdraw', order: 'D20261123ABC' }).order).toBeUndefined();
  });
});

describe('a bill deep link (my income → the bill on its contract page)', () => {
  it('keeps a numeric bill id only on the contract pages', () => {
    expect(validateAgentSearch({ page: 'agentDailyWages2', bill: '42' })).toEqual({
      page: 'agentDailyWages2',
      bill: '42',
    });
    expect(validateAgentSearch({ page: 'agentRealtimeSalary', bill: 7 }).bill).toBe('7');
    expect(validateAgentSearch({ page: 'agentDailyWages2', bill: '0' }).bill).toBeUndefined();
    expect(validateAgentSearch({ page: 'agentDailyWages2', bill: '1; drop' }).bill).toBeUndefined();
    expect(validateAgentSearch({ page: 'agentRevenueReport', bill: '42' }).bill).toBeUndefined();
  });
});
