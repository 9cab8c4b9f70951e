import type { PlayerLimits } from '@/core/api/identity-limits';
import type { ServiceContext } from '@/server/context';
import { cancelPendingLimit, type LimitChangeBy, removeLimit, setLimit } from '../protection/limits.service';
import type { LimitKind, LimitPeriod } from '../protection/limits.tables';
import { settleSessionChanges } from '../session/session-cache';

/**
 * A limit set, lifted or a pending change cancelled on a player's behalf (e.g. asked by phone) by staff in the back
 * office or an operator (`npm run ops -- limit-set | limit-lift | limit-cancel`): the player's own services with
 * the player's own rules — a new or lower limit applies at once, a raise or a removal waits the same cooling-off
 * (nobody can skip it) — audited by `by` in the change's transaction with the limit before and after. Like the
 * player's route, it answers once every instance has dropped the account from its guard cache.
 */
export type LimitChange =
  | { action: 'set'; kind: LimitKind; period: LimitPeriod; amount: string }
  | { action: 'lift' | 'cancel'; kind: LimitKind; period: LimitPeriod };

export async function changeLimitFor(
  ctx: Pick<ServiceContext, 'db' | 'brand' | 'now'>,
  accountId: bigint,
  change: LimitChange,
  by: LimitChangeBy,
): Promise<PlayerLimits> {
  const which = { kind: change.kind, period: change.period };
  const answer =
    change.action === 'set'
      ? await setLimit(ctx, accountId, { ...which, amount: change.amount }, by)
      : change.action === 'lift'
        ? await removeLimit(ctx, accountId, which, by)
        : await cancelPendingLimit(ctx, accountId, which, by);
  if (change.kind !== 'reality_check') await settleSessionChanges(ctx.db);
  return answer;
}
