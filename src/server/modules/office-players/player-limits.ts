import type { OfficeLimitAction, OfficeLimitBody } from '@/core/api/office-protection';
import { changeLimitFor } from '@/server/domains/identity';
import { recordOpsAction } from '@/server/domains/system';
import type { OfficeCall } from '../staff/staff.guard';
import { accountOf } from './player-sections';

/**
 * Player 360: a limit set, lifted or a pending change cancelled for the player by staff — the service of
 * `ops limit-set | limit-lift | limit-cancel` (changeLimitFor, the player's own rules and cooling-off), audited as
 * the staff member (`protection.limit.<action>`, the limit before and after).
 */
export async function changePlayerLimit(
  call: OfficeCall,
  id: string,
  action: OfficeLimitAction,
  body: OfficeLimitBody,
) {
  const account = await accountOf(call, id);
  const which = { kind: body.kind, period: body.period };
  return changeLimitFor(
    call.ctx,
    account.id,
    action === 'set' ? { action, ...which, amount: body.amount ?? '' } : { action, ...which },
    {
      actor: call.actor,
      reason: body.reason,
      audit: (trx, { before, after }) =>
        recordOpsAction(trx, {
          brand: call.brand.config.code,
          actor: call.actor,
          action: `protection.limit.${action}`,
          target: account.username,
          reason: body.reason,
          detail: { accountId: account.id.toString(), ...which },
          before,
          after,
        }),
    },
  );
}
