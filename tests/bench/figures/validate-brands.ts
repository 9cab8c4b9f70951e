import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatProblems, loadBrands } from '@/server/brands/load-brands';
import { defaultBrandsDir } from '@/server/paths';
import { atMost, type FigureModule } from '../lib/figure';

const NAME = 'validate 100 brands';
const TARGET_MS = 200;
const COUNT = 100;
/** The brands that ship (every folder of brands/ with a brand.json), whatever their number. */
const TEMPLATES = readdirSync(defaultBrandsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(defaultBrandsDir, entry.name, 'brand.json')))
  .map((entry) => entry.name)
  .sort();

/** COUNT brand folders bench-000…, copies of the demo brands round-robin under new codes, merchants and domains. */
function generateBrands(dir: string): void {
  for (let i = 0; i < COUNT; i++) {
    const number = String(i).padStart(3, '0');
    const code = `bench-${number}`;
    const target = join(dir, code);
    cpSync(join(defaultBrandsDir, TEMPLATES[i % TEMPLATES.length]!), target, { recursive: true });
    const file = join(target, 'brand.json');
    const brand = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    Object.assign(brand, {
      code,
      merchantCode: `BENCH${number}`,
      displayName: `Bench ${number}`,
      domains: [`${code}.localhost`],
    });
    writeFileSync(file, `${JSON.stringify(brand, null, 2)}\n`);
  }
}

function assertValid(result: ReturnType<typeof loadBrands>, dir: string, expected: number): void {
  if (result.problems.length > 0) {
    throw new Error(`brands in ${dir} are not valid:\n${formatProblems(result.problems)}`);
  }
  if (result.brands.length !== expected) {
    throw new Error(`expected ${expected} brands in ${dir}, loaded ${result.brands.length}`);
  }
}

/**
 * Time of one loadBrands() over COUNT generated brand folders (schema and semantic checks, cross-brand
 * rules). The ajv schemas are compiled beforehand by loading the demo brands, so this is validation only.
 */
export const validateBrands: FigureModule = {
  label: NAME,
  async measure() {
    assertValid(loadBrands(defaultBrandsDir), defaultBrandsDir, TEMPLATES.length);
    const dir = mkdtempSync(join(tmpdir(), 'marquee-bench-brands-'));
    try {
      generateBrands(dir);
      const started = performance.now();
      const result = loadBrands(dir);
      const elapsed = performance.now() - started;
      assertValid(result, dir, COUNT);
      return atMost(NAME, elapsed, 'ms', TARGET_MS, { digits: 1 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
