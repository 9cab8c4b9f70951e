// The responsible-gaming limit commands of `npm run ops` (docs/responsible-gaming-limits.md "Operators"). Read
// only: a player's limits are the player's own, an operator never sets, raises or removes them.
import { serviceContext } from '../src/server/context';
import { playerLimits, usernameKey } from '../src/server/domains/identity';
import { AppError } from '../src/server/errors';
import type { ContractCommandInput } from './ops-contracts';

export const LIMITS_HELP = `
  limits --brand <code> --user <username>                 a player's own limits (deposit, loss, wager per day /
                                                          week / month, session time, reality check): the value
                                                          in force, a pending raise or removal and when it
                                                          applies, what the period has used and when it resets.
                                                          Read only: operators never change a player's limits`;

export const LIMITS_COMMANDS = ['limits'];

export async function limitsCommand(input: ContractCommandInput): Promise<number> {
  const brand = input.brandByCode(input.required('brand'));
  const user = input.required('user');
  const account = await input.db
    .selectFrom('account')
    .select(['id', 'username'])
    .where('brand_code', '=', brand.config.code)
    .where('username_key', '=', usernameKey(user))
    .executeTakeFirst();
  if (!account) throw new AppError('user_not_found');
  const view = await playerLimits(serviceContext({ db: input.db, brand }), account.id);
  console.log(`${account.username} (${brand.config.code}, ${view.currency}): ${view.limits.length} limit(s)`);
  if (view.limits.length === 0) return 0;
  input.printTable(
    view.limits.map((l) => ({
      limit: l.kind,
      period: l.period,
      value: ['session', 'reality_check'].includes(l.kind) ? `${l.amount} min` : l.amount,
      pending: l.pendingRemoval ? 'removal' : (l.pendingAmount ?? ''),
      applies: l.pendingAt ?? '',
      used: l.used ?? '',
      resets: l.resetsAt ?? '',
    })),
  );
  return 0;
}
