// The responsible-gaming limit commands of `npm run ops` (docs/responsible-gaming-limits.md "Operators"): read a
// player's limits, and set, lift or cancel a pending change on their behalf (e.g. asked by phone) through the
// service the back office calls (changeLimitFor: the player's own rules, the cooling-off never skipped).
import { LIMIT_KINDS, LIMIT_PERIODS } from '../src/core/api/identity-limits';
import { serviceContext } from '../src/server/context';
import { changeLimitFor, type LimitChange, playerLimits, usernameKey } from '../src/server/domains/identity';
import { recordOpsAction } from '../src/server/domains/system';
import { AppError } from '../src/server/errors';
import type { ContractCommandInput } from './ops-contracts';

export const LIMITS_HELP = `
  limits --brand <code> --user <username>                 a player's own limits (deposit, loss, wager per day /
                                                          week / month, session time, reality check): the value
                                                          in force, a pending raise or removal and when it
                                                          applies, what the period has used and when it resets
  limit-set <username> --brand <code> --kind ${LIMIT_KINDS.join('|')}
      --period ${LIMIT_PERIODS.join('|')} --amount <amount|minutes> --by <who> --reason <why>
                                                          set a limit for a player (e.g. asked by phone): new or
                                                          lower applies at once, higher only after the player's
                                                          24-hour cooling-off (never skipped)
  limit-lift <username> --brand <code> --kind <kind> --period <period> --by <who> --reason <why>
                                                          remove a limit: it ends after the 24-hour cooling-off
  limit-cancel <username> --brand <code> --kind <kind> --period <period> --by <who> --reason <why>
                                                          cancel a pending raise or removal (the value in force
                                                          stays)`;

export const LIMITS_COMMANDS = ['limits', 'limit-set', 'limit-lift', 'limit-cancel'];

export async function limitsCommand(input: ContractCommandInput): Promise<number> {
  const brand = input.brandByCode(input.required('brand'));
  const user = input.command === 'limits' ? input.required('user') : input.target;
  if (!user) throw input.usage("the player's username is required");
  const account = await input.db
    .selectFrom('account')
    .select(['id', 'username'])
    .where('brand_code', '=', brand.config.code)
    .where('username_key', '=', usernameKey(user))
    .executeTakeFirst();
  if (!account) throw new AppError('user_not_found');
  const ctx = serviceContext({ db: input.db, brand });
  const view =
    input.command === 'limits' ? await playerLimits(ctx, account.id) : await change(input, ctx, account);
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

async function change(
  input: ContractCommandInput,
  ctx: ReturnType<typeof serviceContext>,
  account: { id: bigint; username: string },
) {
  const kind = input.required('kind') as LimitChange['kind'];
  if (!LIMIT_KINDS.includes(kind)) throw input.usage(`--kind is one of ${LIMIT_KINDS.join(', ')}`);
  const period = input.required('period') as LimitChange['period'];
  if (!LIMIT_PERIODS.includes(period)) throw input.usage(`--period is one of ${LIMIT_PERIODS.join(', ')}`);
  const which = { kind, period };
  const action = input.command.slice('limit-'.length) as LimitChange['action'];
  const step: LimitChange =
    action === 'set' ? { action, ...which, amount: input.required('amount') } : { action, ...which };
  const by = input.required('by');
  const reason = input.required('reason', ' (why, e.g. "asked by phone, call 123")');
  return changeLimitFor(ctx, account.id, step, {
    actor: by,
    reason,
    audit: (trx, { before, after }) =>
      recordOpsAction(trx, {
        brand: ctx.brand.config.code,
        actor: by,
        action: `protection.limit.${action}`,
        target: account.username,
        reason,
        detail: { accountId: account.id.toString(), ...which },
        before,
        after,
      }),
  });
}
