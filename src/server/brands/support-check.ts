import type { BrandConfig } from '@/core/brand';

/** Cross-field rules of brand.json "support" that the schema cannot express (pointer, reason). */
export function supportProblems(config: BrandConfig): { pointer: string; reason: string }[] {
  const support = config.support;
  if (!support) return [];
  const problems: { pointer: string; reason: string }[] = [];
  const { feedback } = support;
  if (feedback.minWords > feedback.maxWords)
    problems.push({ pointer: '/support/feedback/minWords', reason: 'minWords is greater than maxWords' });
  const codes = new Set<string>();
  for (const [i, type] of feedback.types.entries()) {
    if (codes.has(type.code))
      problems.push({
        pointer: `/support/feedback/types/${i}/code`,
        reason: `type ${type.code} appears twice`,
      });
    codes.add(type.code);
    for (const language of config.languages.supported) {
      if (!type.name[language])
        problems.push({
          pointer: `/support/feedback/types/${i}/name`,
          reason: `needs a name in "${language}"`,
        });
    }
  }
  return problems;
}
