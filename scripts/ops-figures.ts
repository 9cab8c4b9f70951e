// The back office's figures reports from `npm run ops` (docs/back-office.md "Figures"): the same report service the
// console's Reports screen and its CSV export call, printed as CSV (or written to --out). Read-only.
import { writeFileSync } from 'node:fs';
import { REPORTS, type Report } from '../src/core/api/office-figures';
import { figuresReport, figuresReportCsv } from '../src/server/domains/office';
import type { ContractCommandInput } from './ops-contracts';

export const FIGURES_HELP = `
  figures-report <${REPORTS.join('|')}> --brand <code> --period <from>..<to> [--out <file.csv>]
                                                          a figures report as CSV (days in the brand's time zone;
                                                          liability: the balances at the end of <to>, computed two
                                                          ways; exit 1 when they differ)`;

export const FIGURES_COMMANDS = ['figures-report'];

export async function figuresCommand(input: ContractCommandInput): Promise<number> {
  const name = input.target;
  if (!name || !(REPORTS as readonly string[]).includes(name))
    throw input.usage(`a report is required: ${REPORTS.join(', ')}`);
  const brand = input.brandByCode(input.required('brand'));
  const [from, to = from] = input.required('period', '<from>..<to>').split('..');
  const value = await figuresReport(input.db, brand, name as Report, { from: from ?? '', to: to ?? '' });
  const csv = figuresReportCsv(value);
  const out = input.values.out;
  if (typeof out === 'string') {
    writeFileSync(out, csv);
    console.log(`${value.report} ${brand.config.code} ${value.from}..${value.to} written to ${out}`);
  } else process.stdout.write(csv);
  if (value.check && !value.check.agree) {
    console.error(
      `liability check FAILED: player balances ${value.check.playerBalances}, ledger ${value.check.ledgerLiability}`,
    );
    return 1;
  }
  return 0;
}
