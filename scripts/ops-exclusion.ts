// The responsible-gaming exclusion commands of `npm run ops` (docs/responsible-gaming.md "Operators"). Called by
// scripts/ops-families.ts for the commands it lists here.
import { BREAK_PERIODS, SELF_EXCLUSION_PERIODS } from '../src/core/exclusion';
import { serviceContext } from '../src/server/context';
import { protectionState, recordExclusion, usernameKey } from '../src/server/domains/identity';
import { recordOpsAction } from '../src/server/domains/system';
import { messagingFromEnv } from '../src/server/providers/messaging-env';
import type { ContractCommandInput } from './ops-contracts';

const PERIODS = [...BREAK_PERIODS, ...SELF_EXCLUSION_PERIODS];

export const EXCLUSION_HELP = `
  protection <username> --brand <code>                    a player's take-a-break / self-exclusion in force
  exclusion-record <username> --brand <code> --period ${PERIODS.join('|')} --by <who> --reason <why>
                                                          record a break or self-exclusion for a player (e.g. asked
                                                          by phone); signs them out everywhere; never lifts one`;

export const EXCLUSION_COMMANDS = ['protection', 'exclusion-record'];

export async function exclusionCommand(input: ContractCommandInput): Promise<number> {
  const { command, required, db } = input;
  const brand = input.brandByCode(required('brand'));
  if (!input.target) throw input.usage("the player's username is required");
  const account = await db
    .selectFrom('account')
    .select(['id', 'username'])
    .where('brand_code', '=', brand.config.code)
    .where('username_key', '=', usernameKey(input.target))
    .executeTakeFirst();
  if (!account) throw input.usage(`no account ${input.target} on ${brand.config.code}`);
  const ctx = serviceContext({
    db,
    brand,
    messaging: messagingFromEnv(db, [brand.config.code]),
  });
  if (command === 'protection') {
    const { exclusion } = await protectionState(ctx, account.id);
    if (!exclusion) console.log(`${account.username}: no break or self-exclusion in force`);
    else
      input.printTable([
        {
          player: account.username,
          kind: exclusion.kind,
          period: exclusion.period,
          from: exclusion.startsAt,
          until: exclusion.endsAt ?? 'permanent',
        },
      ]);
    return 0;
  }
  const period = required('period');
  if (!PERIODS.includes(period as (typeof PERIODS)[number]))
    throw input.usage(`--period is one of ${PERIODS.join(', ')}`);
  const by = required('by');
  const reason = required('reason', ' (why, e.g. "asked by phone, call 123")');
  const view = await recordExclusion(ctx, account.id, period, {
    actor: by,
    reason,
    audit: (trx, detail) =>
      recordOpsAction(trx, {
        brand: brand.config.code,
        actor: by,
        action: 'protection.exclusion',
        target: account.username,
        reason,
        detail,
      }),
  });
  console.log(
    `${account.username}: ${view.kind === 'break' ? 'break' : 'self-exclusion'} ${view.period} recorded, until ${
      view.endsAt ?? 'permanent'
    }; every session signed out (recorded as ${by})`,
  );
  return 0;
}
