/**
 * A brand image a player reads words in (a banner, a promotion picture, the licence badge) must read in the
 * player's language: given as one file per offered language (brand.schema.json `localizedAsset`), a language
 * switch shows that language's picture. An SVG with <text> in it is such an image; a bitmap cannot be read, so a
 * brand that bakes text into a PNG gives it per language by the same rule (docs/languages.md "Brand images").
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { assetFiles, type BrandConfig, type LocalizedAsset } from '@/core/brand';
import type { RuleProblem } from './content-rules';

/** Does the file draw words (an SVG with a <text> element)? */
export function hasBakedText(path: string): boolean {
  return path.endsWith('.svg') && existsSync(path) && /<text[\s>]/.test(readFileSync(path, 'utf8'));
}

/** Every file exists; an image with words in it has one file per language the brand offers. */
export function localizedAssetProblems(
  brandDir: string,
  asset: LocalizedAsset,
  pointer: string,
  config: BrandConfig,
): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const files = assetFiles(asset);
  for (const [language, file] of files) {
    if (!existsSync(join(brandDir, 'assets', file)))
      problems.push({
        pointer: language ? `${pointer}/${language}` : pointer,
        reason: `assets/${file} does not exist`,
      });
  }
  const worded = files.find(([, file]) => hasBakedText(join(brandDir, 'assets', file)));
  const offered = config.languages.supported;
  const missing = typeof asset === 'string' ? offered : offered.filter((language) => !asset[language]);
  if (worded && offered.length > 1 && missing.length > 0)
    problems.push({
      pointer,
      reason: `assets/${worded[1]} has text in it: give one image per offered language (missing ${missing.join(', ')})`,
    });
  return problems;
}
