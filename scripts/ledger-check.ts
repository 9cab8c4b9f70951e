// `npm run ledger:check`: reconciles the ledger of a Marquee database (DATABASE_URL, or the embedded one in
// DATA_DIR): every stored balance equals the sum of its postings and its last balance-after, no player balance is
// negative, and every brand and currency sums to zero; and every points balance equals the sum of its entries. Exits 1 and prints the offending accounts otherwise.

import { pointsProblems } from '../src/server/domains/engagement';
import { checkLedger, formatReport } from '../src/server/domains/money';
import { openDatabase } from './lib/open-database';

let exitCode = 0;
try {
  const { db, where, close } = await openDatabase();
  try {
    const report = await checkLedger(db);
    console.log(`ledger:check — ${where}`);
    for (const line of formatReport(report)) console.log(line);
    if (!report.ok) exitCode = 1;
    // The points ledger (docs/vip-points.md): every points balance equals the sum of its entries.
    const points = await pointsProblems(db);
    console.log(
      points.length === 0 ? 'points: every balance equals the sum of its entries' : 'points: MISMATCH',
    );
    for (const p of points)
      console.log(`  account ${p.account_id}: balance ${p.balance}, entries sum ${p.total}`);
    if (points.length > 0) exitCode = 1;
  } finally {
    await close();
  }
} catch (error) {
  console.error(`ledger:check could not run: ${(error as Error).message}`);
  exitCode = 2;
}
process.exit(exitCode);
