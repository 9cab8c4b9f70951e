/**
 * npm run catalogue:generate [-- --seed <seed>] [--as-of YYYY-MM-DD] [--out FILE]
 *
 * Generates the game catalogue the server loads on first start (src/server/modules/games/catalogue.ts) and
 * prints a summary. It writes nothing unless --out is given (then the whole catalogue as JSON). The server uses
 * the default seed; release dates count back from --as-of (default today, UTC).
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_CATALOGUE_SEED, generateCatalogue, summarizeCatalogue } from '../src/server/domains/games';

const USAGE = 'usage: npm run catalogue:generate -- [--seed <seed>] [--as-of YYYY-MM-DD] [--out FILE]';

let values: { seed?: string; 'as-of'?: string; out?: string; help?: boolean };
try {
  ({ values } = parseArgs({
    options: {
      seed: { type: 'string' },
      'as-of': { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
    allowPositionals: false,
  }));
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(1);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

let catalogue: ReturnType<typeof generateCatalogue>;
try {
  catalogue = generateCatalogue({ seed: values.seed ?? DEFAULT_CATALOGUE_SEED, asOf: values['as-of'] });
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(1);
}
const summary = summarizeCatalogue(catalogue);
const list = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([key, n]) => `${key} ${n}`)
    .join(', ');
console.log(`catalogue (seed "${summary.seed}", release dates up to ${summary.asOf}):`);
console.log(`  ${summary.games} games from ${summary.vendors} vendors`);
console.log(`  by type: ${list(summary.byType)}`);
console.log(`  by vendor: ${list(summary.byVendor)}`);
console.log(`  tags: ${list(summary.tags)}`);
console.log(`  hot ${summary.hot}, demo play ${summary.demo}, new (last 30 days) ${summary.newGames}`);
if (values.out) {
  const file = resolve(values.out);
  writeFileSync(file, `${JSON.stringify(catalogue, null, 2)}\n`);
  console.log(`written to ${file}`);
}
