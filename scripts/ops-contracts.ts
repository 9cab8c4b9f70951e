// The contract commands of `npm run ops` (docs/contracts-api.md "Settlement"): the brand's offers to its top
// agents, terminations, held bills and explain-bill. Called by scripts/ops.ts for the commands it lists here.
import type { Kysely } from 'kysely';
import type { Brand } from '../src/core/brand';
import type { Database } from '../src/server/db/database';
import {
  decideBill,
  explainBill,
  heldBills,
  offerFromBrand,
  settleDue,
  terminateByOps,
} from '../src/server/domains/agents';

export const CONTRACT_HELP = `
  contract-offer --brand <code> --agent <top agent> --kind <dividend|dailySalary|hourSalary|realtimeSalary>
      --tiers '<json>' [--period D|W|H|M] [--sign] --by <who> --reason <why>
                                                          the brand offers a contract to a top agent (--sign:
                                                          active at once, otherwise the agent accepts it)
  contract-terminate <contract id> --brand <code> --by <who> --reason <why>
                                                          end a contract at the end of its current period
  bills-held [--brand <code>]                             bills waiting for review (above brand reviewAbove)
  bill-approve <bill id> --by <who> [--reason <why>]      pay a held bill
  bill-reject <bill id> --by <who> --reason <why>         refuse a held bill (nothing is paid)
  explain-bill <bill id>                                  recompute a bill from raw bets; prints differences
  settle-contracts [--brand <code>] [--by <who>] [--reason <why>]
                                                          run every due settlement now (recorded per brand)`;

export const CONTRACT_COMMANDS = [
  'contract-offer',
  'contract-terminate',
  'bills-held',
  'bill-approve',
  'bill-reject',
  'explain-bill',
  'settle-contracts',
];

export interface ContractCommandInput {
  command: string;
  target: string | undefined;
  values: Record<string, string | boolean | undefined>;
  required: (name: string, why?: string) => string;
  brands: Brand[];
  brandByCode: (code: string) => Brand;
  db: Kysely<Database>;
  printTable: (rows: Record<string, unknown>[]) => void;
  usage: (message: string) => Error;
}

const idOf = (input: ContractCommandInput) => {
  if (!input.target || !/^[1-9]\d{0,17}$/.test(input.target)) throw input.usage('a numeric id is required');
  return BigInt(input.target);
};

export async function contractCommand(input: ContractCommandInput): Promise<number> {
  const { command, values, required, db, brands } = input;
  switch (command) {
    case 'contract-offer': {
      const brand = input.brandByCode(required('brand'));
      let tiers: unknown;
      try {
        tiers = JSON.parse(required('tiers'));
      } catch {
        throw input.usage('--tiers must be JSON, e.g. \'[{"rate":"30"}]\'');
      }
      const result = (await offerFromBrand(db, brand, {
        agent: required('agent'),
        kind: required('kind'),
        ...(typeof values.period === 'string' ? { period: values.period } : {}),
        tiers,
        by: required('by'),
        reason: required('reason'),
        sign: values.sign === true,
      })) as { contract: { id: string; status: string }; terminated?: { id: string; account: string }[] };
      console.log(`contract #${result.contract.id}: ${result.contract.status}`);
      for (const x of result.terminated ?? [])
        console.log(`  terminated (rate conflict): #${x.id} ${x.account}`);
      return 0;
    }
    case 'contract-terminate': {
      const brand = input.brandByCode(required('brand'));
      const result = await terminateByOps(db, brand, idOf(input), required('by'), required('reason'));
      console.log(
        `contract #${result.contract.id}: ${result.contract.status} until ${result.contract.endsAt}`,
      );
      return 0;
    }
    case 'bills-held': {
      const held = await heldBills(db, brands, typeof values.brand === 'string' ? values.brand : undefined);
      input.printTable(
        held.map((b) => ({
          id: b.id,
          kind: b.kind,
          account: b.account,
          period: b.periodStart,
          amount: b.amount,
        })),
      );
      return 0;
    }
    case 'bill-approve':
    case 'bill-reject': {
      const by = required('by');
      const reason =
        command === 'bill-reject' ? required('reason', ' to reject') : ((values.reason as string) ?? null);
      const bill = await decideBill(
        db,
        brands,
        idOf(input),
        command === 'bill-approve' ? 'approve' : 'reject',
        by,
        reason,
      );
      console.log(`bill #${bill.id} (${bill.account}, ${bill.amount}): ${bill.status}; recorded for ${by}`);
      return 0;
    }
    case 'explain-bill': {
      const out = await explainBill(db, brands, idOf(input));
      const b = out.bill;
      console.log(
        `bill #${b.id} ${out.brand} ${b.kind} ${b.account} period ${b.periodStart} – ${b.periodEnd}${b.seq ? ` (adjustment ${b.seq})` : ''}: ${b.amount} ${b.status}`,
      );
      input.printTable(
        out.lines.map((l) => ({
          field: l.field,
          stored: l.stored,
          recomputed: l.recomputed,
          differs: l.differs ? 'DIFFERS' : '',
        })),
      );
      console.log(out.differences === 0 ? 'no difference' : `${out.differences} difference(s)`);
      return out.differences === 0 ? 0 : 1;
    }
    case 'settle-contracts': {
      const list = typeof values.brand === 'string' ? [input.brandByCode(values.brand)] : brands;
      const by = {
        actor: typeof values.by === 'string' ? values.by : 'ops',
        reason: typeof values.reason === 'string' ? values.reason : null,
      };
      const result = await settleDue(db, list, by);
      console.log(`bills: ${result.bills} (held for review: ${result.held})`);
      return 0;
    }
    default:
      throw input.usage(`unknown command ${command}`);
  }
}
