/**
 * npm run brand:check — validates every brand folder (BRANDS_DIR, default brands/) the way the server does at
 * start, without starting it, and that every language a brand offers has its translation catalogues
 * (locales/<code>/). Prints one "file pointer: reason" line per problem and exits 1 on any problem.
 */
import { join, resolve } from 'node:path';
import { catalogueProblems } from '../src/server/brands/catalogue-check';
import { formatProblems, loadBrands } from '../src/server/brands/load-brands';
import { defaultBrandsDir, projectRoot } from '../src/server/paths';

const brandsDir = resolve(process.env.BRANDS_DIR ?? defaultBrandsDir);
const loaded = loadBrands(brandsDir);
const { brands } = loaded;
// Every offered language needs its locales/<code>/ folder (the server starts without it, showing English).
const problems = [...loaded.problems, ...catalogueProblems(brands, join(projectRoot, 'locales'))];

if (problems.length > 0) {
  console.error(formatProblems(problems));
  console.error(`brand:check: ${problems.length} problem(s) in ${brandsDir}`);
  process.exit(1);
}
console.log(
  `brand:check OK: ${brands.length} brand(s) valid in ${brandsDir} (${brands.map((b) => b.config.code).join(', ')})`,
);
