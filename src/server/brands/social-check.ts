import type { BrandConfig } from '@/core/brand';
import { SOCIAL_PRESETS } from '@/core/social';

/** Cross-field rules of brand.json "socialSignIn" the schema cannot express (pointer, reason). */
export function socialProblems(config: BrandConfig): { pointer: string; reason: string }[] {
  const problems: { pointer: string; reason: string }[] = [];
  const ids = new Set<string>();
  for (const [i, entry] of (config.socialSignIn ?? []).entries()) {
    const at = `/socialSignIn/${i}`;
    if (ids.has(entry.id))
      problems.push({ pointer: `${at}/id`, reason: `provider ${entry.id} appears twice` });
    ids.add(entry.id);
    if (entry.kind !== 'telegram' && !entry.issuer && !SOCIAL_PRESETS[entry.kind].issuer)
      problems.push({ pointer: `${at}/issuer`, reason: `a provider of kind ${entry.kind} needs an issuer` });
    if (entry.kind === 'telegram' && entry.issuer)
      problems.push({
        pointer: `${at}/issuer`,
        reason: 'Telegram Login has no issuer (it is not OpenID Connect)',
      });
    if (entry.kind === 'telegram' && !/^\d{3,20}$/.test(entry.clientId))
      problems.push({ pointer: `${at}/clientId`, reason: "Telegram's clientId is the bot's numeric id" });
  }
  return problems;
}
