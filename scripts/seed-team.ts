// `npm run seed:team -- --brand aurora --agents 3 --depth 4 --members 10000 --bets 1000000 [--days 90]
// [--prefix t1] [--password Team2026x]`: builds a large agent team with betting and money history in the
// database of DATABASE_URL or DATA_DIR (docs/agent-api.md "Seed"); never on a production server.
// Prints the root agent's account and password. `npm run ledger:check` stays green afterwards.
import type { Kysely } from 'kysely';
import { hashPassword } from '../src/server/auth/passwords';
import { loadBrands } from '../src/server/brands/load-brands';
import { readConfig } from '../src/server/config';
import { migrateToLatest } from '../src/server/db/migrate';
import { seedTeam } from '../src/server/domains/agents';
import { syncBrands } from '../src/server/start';
import { openDatabase } from './lib/open-database';

function option(name: string, fallback?: string): string {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? process.argv[i + 1] : undefined;
  if (value === undefined) {
    if (fallback === undefined) throw new Error(`--${name} is required`);
    return fallback;
  }
  return value;
}

function count(name: string, fallback: string, min: number, max: number): number {
  const n = Number(option(name, fallback));
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`--${name} must be an integer ${min}–${max}`);
  return n;
}

let exitCode = 0;
try {
  if (process.env.NODE_ENV === 'production') throw new Error('seed:team never runs with NODE_ENV=production');
  const config = readConfig(process.env);
  const brand = option('brand', 'aurora');
  const options = {
    brand,
    agents: count('agents', '3', 1, 50),
    depth: count('depth', '4', 1, 10),
    members: count('members', '10000', 1, 1_000_000),
    bets: count('bets', '1000000', 0, 20_000_000),
    days: count('days', '90', 1, 366),
    prefix: process.argv.includes('--prefix') ? option('prefix') : undefined,
  };
  if (options.prefix !== undefined && !/^[a-z][a-z0-9]{0,7}$/.test(options.prefix))
    throw new Error('--prefix: a letter and up to 7 letters or digits');
  const password = option('password', 'Team2026x');
  const { brands } = loadBrands(config.brandsDir);
  if (!brands.some((b) => b.config.code === brand))
    throw new Error(`no brand ${brand} in ${config.brandsDir}`);
  const { db, where, close } = await openDatabase();
  try {
    await migrateToLatest(db as Kysely<unknown>);
    await syncBrands(db, brands);
    const started = Date.now();
    const result = await seedTeam(db, {
      ...options,
      passwordHash: await hashPassword(password),
      log: (line) => console.log(`  ${line}`),
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`seed:team — ${where}`);
    console.log(
      `${result.accounts - 1} downlines (${result.subAgents} sub-agents) under ${result.root}, ${result.bets} bets, ${result.transfers} ledger postings in ${seconds} s`,
    );
    console.log(`log in at /agent as ${result.root} with password ${password} (every seeded account has it)`);
  } finally {
    await close();
  }
} catch (error) {
  console.error(`seed:team failed: ${(error as Error).message}`);
  exitCode = 1;
}
process.exit(exitCode);
