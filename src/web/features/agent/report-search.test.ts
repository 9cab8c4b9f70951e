import { describe, expect, it } from 'vitest';
import { validateAgentSearch } from './pages';
import { compactSearch, isDay, reportSearchOf } from './report-search';

describe('report state in the URL', () => {
  it('keeps a period only as two real days in order, at most 366 days apart', () => {
    expect(reportSearchOf('palStatementsAgentCopy', { from: '2026-02-01', to: '2026-02-28' })).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    for (const [from, to] of [
      ['2026-02-01', '2026-01-31'],
      ['2026-02-30', '2026-03-01'],
      ['2026-02-01', undefined],
      ['2025-01-01', '2026-01-02'],
      ['1999-12-31', '2000-01-01'],
      ['2026-2-1', '2026-02-02'],
    ]) {
      expect(reportSearchOf('palStatementsAgentCopy', { from, to })).toEqual({});
    }
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2027-02-29')).toBe(false);
  });

  it('keeps each page’s own parameters, valid values only', () => {
    const search = {
      from: '2026-03-01',
      to: '2026-03-31',
      parent: 'demosubagent',
      member: 'demosubplayer',
      sort: 'profitLoss',
      dir: 'asc',
      pageNo: '3',
      kind: 'salary',
      category: 'RNG',
      keyword: ' demo ',
    };
    expect(reportSearchOf('agentTeamReport', search)).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      parent: 'demosubagent',
      member: 'demosubplayer',
      sort: 'profitLoss',
      dir: 'asc',
      pageNo: 3,
    });
    expect(reportSearchOf('downlineManagmentView', search)).toEqual({
      parent: 'demosubagent',
      keyword: 'demo',
      sort: 'profitLoss',
      dir: 'asc',
      pageNo: 3,
    });
    expect(reportSearchOf('registerCenter', search)).toEqual({});
    expect(
      reportSearchOf('agentWallet', { kind: '<x>', pageNo: '0', dir: 'up', member: 'a b', sort: 'x;y' }),
    ).toEqual({});
    expect(reportSearchOf('personalHistoryCopy', { pageNo: 1, member: 'x'.repeat(65) })).toEqual({});
  });

  it('is what the route validates, with the page and the deposit order', () => {
    expect(
      validateAgentSearch({ page: 'agentWallet', kind: 'salary', pageNo: 2, order: 'D20261123ABC' }),
    ).toEqual({ page: 'agentWallet', kind: 'salary', pageNo: 2 });
  });

  it('drops empty values and page 1 from links', () => {
    expect(compactSearch({ page: 'x', member: undefined, keyword: '', pageNo: 1, dir: 'asc' })).toEqual({
      page: 'x',
      dir: 'asc',
    });
  });
});
