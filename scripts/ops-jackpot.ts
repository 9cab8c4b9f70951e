// The jackpot commands of `npm run ops` (docs/jackpot.md "Operators"). Called by scripts/ops.ts.
import type { Kysely } from 'kysely';
import type { Brand } from '../src/core/brand';
import { formatAmount } from '../src/core/money';
import type { Database } from '../src/server/db/database';
import { explainJackpot, runJackpot } from '../src/server/domains/games';

export const JACKPOT_HELP = `
  jackpot-run [--brand <code>]                            fund and draw the pools now (idempotent; a server does it
                                                          every second)
  jackpot-explain [--brand <code>]                        each pool recomputed from raw stakes and wins: seeds +
                                                          contributions − wins = balance (exit 1 on a difference)`;

export const JACKPOT_COMMANDS = ['jackpot-run', 'jackpot-explain'];

export async function jackpotCommand(input: {
  command: string;
  values: Record<string, string | boolean | undefined>;
  brands: Brand[];
  brandByCode: (code: string) => Brand;
  db: Kysely<Database>;
}): Promise<number> {
  const brands =
    typeof input.values.brand === 'string' ? [input.brandByCode(input.values.brand)] : input.brands;
  let failed = false;
  for (const brand of brands) {
    const money = (minor: bigint) =>
      `${brand.config.currency.symbol}${formatAmount(minor, brand.config.currency.minorUnits)}`;
    if (input.command === 'jackpot-run') {
      const run = await runJackpot(input.db, brand, { wait: true });
      console.log(`${brand.config.code}: ${run.processed} stake(s) taken, ${run.wins.length} win(s)`);
      continue;
    }
    const e = await explainJackpot(input.db, brand);
    console.log(
      `${e.brand} ${e.currency}: pool ${money(e.balance)} = seeded ${money(e.seeded)} + contributed ${money(
        e.contributed,
      )} − paid ${money(e.paid)} (${e.wins} win(s)); ${e.pendingEvents} stake(s) waiting: ${
        e.problems.length === 0 ? 'OK' : 'PROBLEMS'
      }`,
    );
    for (const problem of e.problems) console.log(`  ${problem}`);
    failed ||= e.problems.length > 0;
  }
  return failed ? 1 : 0;
}
