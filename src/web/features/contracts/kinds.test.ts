import { describe, expect, it } from 'vitest';
import { CONTRACT_KINDS, contractFlags } from '@/core/contracts';
import { CONSOLIDATED_FIELD, CONTRACT_PAGES, type ContractPage, PAGE_OF_KIND, pageAllowed } from './kinds';

const PAGES = Object.keys(CONTRACT_PAGES) as ContractPage[];

describe('contract pages and their gating flags', () => {
  it('maps every kind to one page and back, and to its consolidated field', () => {
    expect(PAGES).toHaveLength(CONTRACT_KINDS.length);
    for (const kind of CONTRACT_KINDS) {
      expect(CONTRACT_PAGES[PAGE_OF_KIND[kind]]).toBe(kind);
      expect(CONSOLIDATED_FIELD[kind]).toMatch(/req/);
    }
  });

  it('opens exactly the pages of the kinds the brand enables, for agents only', () => {
    const lotus = contractFlags(['dividend', 'dailySalary'], true);
    expect(PAGES.filter((page) => pageAllowed(lotus, page))).toEqual([
      'agentDividendRecordCopy2',
      'agentDailyWages2',
    ]);
    expect(PAGES.filter((page) => pageAllowed(contractFlags([...CONTRACT_KINDS], true), page))).toEqual(
      PAGES,
    );
    expect(PAGES.filter((page) => pageAllowed(contractFlags([...CONTRACT_KINDS], false), page))).toEqual([]);
    expect(PAGES.filter((page) => pageAllowed(contractFlags([], true), page))).toEqual([]);
    // Flags not loaded yet: no contract page.
    expect(PAGES.filter((page) => pageAllowed(undefined, page))).toEqual([]);
  });
});
