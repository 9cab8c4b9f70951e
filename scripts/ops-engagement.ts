// The referral and leaderboard commands of `npm run ops` (docs/referral-missions.md "Operators"). Called by
// scripts/ops.ts for the commands it lists here.
import type { Kysely } from 'kysely';
import type { Brand } from '../src/core/brand';
import type { Database } from '../src/server/db/database';
import {
  listReferrals,
  overrideReward,
  type ReferralState,
  refuseReferral,
  settleLeaderboards,
} from '../src/server/domains/engagement';

export const ENGAGE_HELP = `
  referrals --brand <code> [--status pending|rewarded|refused|expired]
                                                          referees with their referrer, state and refusal reason
  referral-reward <referee username> --brand <code> --by <who> --reason <why>
                                                          pay a refused or expired referral once (override)
  referral-refuse <referee username> --brand <code> --by <who> --reason <why>
                                                          refuse a pending referral
  leaderboard-settle [--brand <code>]                     pay ended leaderboard periods now (idempotent)`;

export const ENGAGE_COMMANDS = ['referrals', 'referral-reward', 'referral-refuse', 'leaderboard-settle'];

const STATES = ['pending', 'rewarded', 'refused', 'expired'];

export interface EngageCommandInput {
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

export async function engageCommand(input: EngageCommandInput): Promise<number> {
  const { command, values, required, db } = input;
  switch (command) {
    case 'referrals': {
      const brand = input.brandByCode(required('brand'));
      const status = typeof values.status === 'string' ? values.status : undefined;
      if (status && !STATES.includes(status)) throw input.usage(`--status is one of ${STATES.join(', ')}`);
      const rows = await listReferrals(db, brand.config.code, status as ReferralState | undefined);
      input.printTable(rows.map((r) => ({ ...r, bonus_id: r.bonus_id?.toString() ?? '' })));
      return 0;
    }
    case 'referral-reward':
    case 'referral-refuse': {
      const brand = input.brandByCode(required('brand'));
      const by = required('by');
      const reason = required('reason', ' (why the operator decides)');
      if (!input.target) throw input.usage("the referee's username is required");
      if (command === 'referral-reward') {
        const result = await overrideReward(db, brand, input.target, by, reason);
        console.log(
          result.replayed
            ? `referee ${input.target}: already rewarded (bonus ${result.bonus.id}), nothing changed`
            : `referee ${input.target}: rewarded, bonus ${result.bonus.id} waits in the referrer's reward center`,
        );
      } else {
        const changed = await refuseReferral(db, brand, input.target, by, reason);
        console.log(`referee ${input.target}: ${changed ? 'refused' : 'already decided, nothing changed'}`);
      }
      return 0;
    }
    case 'leaderboard-settle': {
      const brands = typeof values.brand === 'string' ? [input.brandByCode(values.brand)] : input.brands;
      for (const brand of brands) {
        const paid = await settleLeaderboards(db, brand);
        console.log(`${brand.config.code}: ${paid} prize(s) awarded`);
      }
      return 0;
    }
    default:
      throw input.usage(`unknown command ${command}`);
  }
}
