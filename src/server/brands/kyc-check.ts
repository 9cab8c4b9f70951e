import type { BrandConfig } from '@/core/brand';

/** Cross-field rules of brand.json "kyc" that the schema cannot express (pointer, reason). */
export function kycProblems(config: BrandConfig): { pointer: string; reason: string }[] {
  const kyc = config.kyc;
  if (!kyc) return [];
  const problems: { pointer: string; reason: string }[] = [];
  const ids = new Set<string>();
  for (const [i, level] of kyc.levels.entries()) {
    if (ids.has(level.id))
      problems.push({ pointer: `/kyc/levels/${i}/id`, reason: `level ${level.id} appears twice` });
    ids.add(level.id);
    if (!level.profile?.length && !level.documents?.length)
      problems.push({ pointer: `/kyc/levels/${i}`, reason: 'a level needs profile fields or documents' });
    for (const language of config.languages.supported) {
      if (!level.name[language])
        problems.push({ pointer: `/kyc/levels/${i}/name`, reason: `needs a name in "${language}"` });
    }
  }
  if (kyc.withdrawal && !ids.has(kyc.withdrawal.level))
    problems.push({ pointer: '/kyc/withdrawal/level', reason: `no level ${kyc.withdrawal.level}` });
  if (kyc.agentLevel !== undefined && !ids.has(kyc.agentLevel))
    problems.push({ pointer: '/kyc/agentLevel', reason: `no level ${kyc.agentLevel}` });
  return problems;
}
