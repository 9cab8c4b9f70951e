/**
 * A brand image a player reads words in (a banner, a promotion picture, the licence badge) must read in the
 * player's language: given as one file per offered language (brand.schema.json `localizedAsset`), a language
 * switch shows that language's picture. An SVG with <text> in it is such an image; a bitmap cannot be read, so a
 * brand that bakes text into a PNG gives it per language by the same rule (docs/languages.md "Brand images").
 */
import { type Dirent, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { assetFiles, type BrandConfig, type LocalizedAsset } from '@/core/brand';
import type { RuleProblem } from './content-rules';
import { readFileBytes } from './json-file';

/** What one brand load learnt about a brand's assets folder: its entries, and which SVGs draw words. */
interface AssetIndex {
  /** Plain entries of assets/ (files and folders); undefined when the folder cannot be listed. */
  names: Set<string> | undefined;
  worded: Map<string, boolean>;
}

/**
 * The assets folders of the brands being loaded, listed once per brand instead of one stat per file reference
 * (a brand names the same files from banners, promotions, rewards and the licence, once per language): open only
 * inside withAssetIndex, so a later load sees the files as they are then.
 */
let indexes: Map<string, AssetIndex> | undefined;

/** Runs fn with assets folders listed once each (nested calls share the outer scope). */
export function withAssetIndex<T>(fn: () => T): T {
  if (indexes) return fn();
  indexes = new Map();
  try {
    return fn();
  } finally {
    indexes = undefined;
  }
}

function indexOf(brandDir: string): AssetIndex | undefined {
  if (!indexes) return undefined;
  let index = indexes.get(brandDir);
  if (!index) {
    let entries: Dirent[] | undefined;
    try {
      entries = readdirSync(join(brandDir, 'assets'), { withFileTypes: true });
    } catch {
      entries = undefined;
    }
    // A symbolic link counts only where it leads to something (as existsSync has it): it is left to existsSync.
    const names = entries && new Set(entries.filter((e) => !e.isSymbolicLink()).map((e) => e.name));
    index = { names, worded: new Map() };
    indexes.set(brandDir, index);
  }
  return index;
}

/**
 * Is assets/<file> there (file or folder, as existsSync answers)? An entry of the listing is; anything else (a
 * name with a path in it, a symbolic link, a case-insensitive file system's other spelling) is asked of the file
 * system, so the answer is existsSync's.
 */
export function assetExists(brandDir: string, file: string): boolean {
  return indexOf(brandDir)?.names?.has(file) === true || existsSync(join(brandDir, 'assets', file));
}

/** Does the file draw words (an SVG with a <text> element)? */
export function hasBakedText(path: string): boolean {
  return path.endsWith('.svg') && existsSync(path) && drawsText(readFileBytes(path));
}

const TEXT_TAG = /<text[\s>]/;

/**
 * TEXT_TAG.test of the file's UTF-8 text, asked of its bytes: "<text" is ASCII, and in UTF-8 an ASCII byte is
 * always that character, so only the character after it decides; one that is not ASCII is left to the regular
 * expression over the decoded text (white space beyond ASCII), so the answer is the same without decoding files.
 */
export function drawsText(bytes: Buffer): boolean {
  for (let at = bytes.indexOf('<text'); at !== -1; at = bytes.indexOf('<text', at + 1)) {
    const next = bytes[at + 5];
    if (next === undefined) return false;
    if (next === 0x3e /* > */ || next === 0x20 || (next >= 0x09 && next <= 0x0d)) return true;
    if (next > 0x7f) return TEXT_TAG.test(bytes.toString('utf8'));
  }
  return false;
}

/** hasBakedText of assets/<file>, read at most once per brand load. */
function assetHasBakedText(brandDir: string, file: string): boolean {
  const index = indexOf(brandDir);
  const known = index?.worded.get(file);
  if (known !== undefined) return known;
  const worded =
    file.endsWith('.svg') &&
    assetExists(brandDir, file) &&
    drawsText(readFileBytes(join(brandDir, 'assets', file)));
  index?.worded.set(file, worded);
  return worded;
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
    if (!assetExists(brandDir, file))
      problems.push({
        pointer: language ? `${pointer}/${language}` : pointer,
        reason: `assets/${file} does not exist`,
      });
  }
  const worded = files.find(([, file]) => assetHasBakedText(brandDir, file));
  const offered = config.languages.supported;
  const missing = typeof asset === 'string' ? offered : offered.filter((language) => !asset[language]);
  if (worded && offered.length > 1 && missing.length > 0)
    problems.push({
      pointer,
      reason: `assets/${worded[1]} has text in it: give one image per offered language (missing ${missing.join(', ')})`,
    });
  return problems;
}
