/**
 * npm run brand:check — validates every brand folder (BRANDS_DIR, default brands/) the way the server does at
 * start, without starting it. Prints one "file pointer: reason" line per problem and exits 1 on any problem.
 */
import { resolve } from 'node:path';
import { formatProblems, loadBrands } from '../src/server/brands/load-brands';
import { defaultBrandsDir } from '../src/server/paths';

const brandsDir = resolve(process.env.BRANDS_DIR ?? defaultBrandsDir);
const { brands, problems } = loadBrands(brandsDir);

if (problems.length > 0) {
  console.error(formatProblems(problems));
  console.error(`brand:check: ${problems.length} problem(s) in ${brandsDir}`);
  process.exit(1);
}
console.log(
  `brand:check OK: ${brands.length} brand(s) valid in ${brandsDir} (${brands.map((b) => b.config.code).join(', ')})`,
);
