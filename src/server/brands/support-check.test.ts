import { describe, expect, it } from 'vitest';
import type { BrandConfig } from '@/core/brand';
import { supportProblems } from './support-check';

const base = {
  languages: { default: 'en', supported: ['en', 'th'] },
  support: {
    feedback: {
      minWords: 3,
      maxWords: 300,
      complaintHours: 24,
      types: [{ code: 'games', name: { en: 'Games', th: 'เกม' } }],
    },
    chat: { hours: { days: [1], open: '09:00', close: '18:00' } },
  },
} as unknown as BrandConfig;

describe('supportProblems', () => {
  it('accepts a consistent support section and a brand without one', () => {
    expect(supportProblems(base)).toEqual([]);
    expect(supportProblems({ ...base, support: undefined })).toEqual([]);
  });

  it('refuses inverted bounds, duplicate codes and a missing translation', () => {
    const feedback = base.support!.feedback;
    const broken = {
      ...base,
      support: {
        ...base.support!,
        feedback: {
          ...feedback,
          minWords: 10,
          maxWords: 5,
          types: [...feedback.types, { code: 'games', name: { en: 'Again' } }],
        },
      },
    } as BrandConfig;
    expect(supportProblems(broken).map((p) => p.reason)).toEqual([
      'minWords is greater than maxWords',
      'type games appears twice',
      'needs a name in "th"',
    ]);
  });
});
