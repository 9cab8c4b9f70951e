import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Brand } from '@/core/brand';
import { REFERENCE_LANGUAGE } from '@/core/locale-chunks';
import { projectRoot } from '../paths';
import type { BrandProblem } from './load-brands';

const shown = (path: string) =>
  relative(projectRoot, path).startsWith('..') ? path : relative(projectRoot, path);

/**
 * brand:check's catalogue rule: every language a brand offers has its translation folder locales/<code>/ with
 * every namespace English has (whether each is complete and correct is npm run i18n:check's job). The server
 * itself starts without them (a missing text falls back to English), so this lives in the check only.
 */
export function catalogueProblems(brands: readonly Brand[], localesDir: string): BrandProblem[] {
  const namespaces = readdirSync(join(localesDir, REFERENCE_LANGUAGE)).filter((f) => f.endsWith('.json'));
  const problems: BrandProblem[] = [];
  for (const brand of brands) {
    for (const [i, language] of brand.config.languages.supported.entries()) {
      const dir = join(localesDir, language);
      const missing = existsSync(dir) ? namespaces.filter((f) => !existsSync(join(dir, f))) : namespaces;
      if (missing.length === 0) continue;
      problems.push({
        file: shown(join(brand.dir, 'brand.json')),
        pointer: `/languages/supported/${i}`,
        reason: existsSync(dir)
          ? `language "${language}" lacks catalogue files ${missing.map((f) => `locales/${language}/${f}`).join(', ')}`
          : `language "${language}" has no translation catalogue (locales/${language}/ is missing)`,
      });
    }
  }
  return problems;
}
