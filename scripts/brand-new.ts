/**
 * npm run brand:new <code> — scaffolds BRANDS_DIR/<code>/ (default brands/) from scripts/templates/brand/, then
 * validates all brands with the server's loader. A new brand that does not validate is removed again.
 */

import { rmSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { formatProblems, loadBrands } from '../src/server/brands/load-brands';
import {
  brandIdentity,
  introducedProblems,
  ScaffoldError,
  scaffoldBrand,
} from '../src/server/brands/scaffold';
import { defaultBrandsDir } from '../src/server/paths';

const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

const code = process.argv[2];
if (!code || process.argv.length > 3) fail('usage: npm run brand:new <code>   (e.g. npm run brand:new nova)');

const brandsDir = resolve(process.env.BRANDS_DIR ?? defaultBrandsDir);
const before = loadBrands(brandsDir).problems;
let dir = '';
try {
  dir = scaffoldBrand(brandsDir, code!);
} catch (error) {
  if (error instanceof ScaffoldError) fail(`brand:new: ${error.message}`);
  throw error;
}

const after = loadBrands(brandsDir).problems;
const introduced = introducedProblems(before, after);
if (introduced.length > 0) {
  rmSync(dir, { recursive: true, force: true });
  fail(`brand:new: the new brand is not valid, so ${dir} was removed:\n${formatProblems(introduced)}`);
}
const { merchantCode, displayName, domains } = brandIdentity(code!);
const fromCwd = relative(process.cwd(), dir);
const shown = fromCwd.startsWith('..') ? dir : fromCwd;
console.log(
  `Created ${shown}/ — ${displayName} (merchant ${merchantCode}), served at http://${domains[0]}:8080/`,
);
console.log(
  `Next: edit ${shown}/brand.json (currency, languages, vendors, links) and the assets, then npm run brand:check.`,
);
if (after.length > 0) {
  fail(`brand:new: other brands in ${brandsDir} have problems already:\n${formatProblems(after)}`);
}
