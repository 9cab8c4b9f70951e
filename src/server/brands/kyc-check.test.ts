import { describe, expect, it } from 'vitest';
import type { BrandConfig } from '@/core/brand';
import { kycProblems } from './kyc-check';

const brand = (kyc: BrandConfig['kyc']) =>
  ({ languages: { default: 'en', supported: ['en', 'vi'] }, kyc }) as unknown as BrandConfig;

describe('kycProblems', () => {
  it('accepts levels named in every language and references to them', () => {
    expect(
      kycProblems(
        brand({
          levels: [{ id: 'docs', name: { en: 'Documents', vi: 'Giấy tờ' }, documents: ['id'] }],
          withdrawal: { above: 100, level: 'docs' },
          agentLevel: 'docs',
        }),
      ),
    ).toEqual([]);
  });

  it('names duplicate ids, empty levels, missing names and unknown references', () => {
    const reasons = kycProblems(
      brand({
        levels: [
          { id: 'a', name: { en: 'A' } },
          { id: 'a', name: { en: 'A', vi: 'A' }, documents: ['id'] },
        ],
        withdrawal: { above: 1, level: 'b' },
        agentLevel: 'c',
      }),
    ).map((p) => `${p.pointer}: ${p.reason}`);
    expect(reasons).toEqual([
      '/kyc/levels/0: a level needs profile fields or documents',
      '/kyc/levels/0/name: needs a name in "vi"',
      '/kyc/levels/1/id: level a appears twice',
      '/kyc/withdrawal/level: no level b',
      '/kyc/agentLevel: no level c',
    ]);
  });
});
