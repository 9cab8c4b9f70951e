import type { FastifyInstance } from 'fastify';
import * as api from '@/core/api/office-loyalty';
import { countReferrals, listReferrals, overrideReward, refuseReferral } from '@/server/domains/engagement';
import { AppError } from '@/server/errors';
import { ok } from '@/server/plugins/envelope';
import { officeRoute } from '../staff/staff.guard';

/**
 * Referrals (docs/referral-missions.md "Operators"): referees with their referrer, state and refusal reason; the
 * overrides `npm run ops -- referral-reward | referral-refuse` make (overrideReward, refuseReferral), as the staff
 * member, with a reason. Deciding again answers referral_decided; another brand's referee user_not_found (404).
 */
export async function referralRoutes(app: FastifyInstance): Promise<void> {
  officeRoute(app, api.officeReferrals, { permission: 'loyalty.read' }, async (call, request) => {
    const { state, pageNo, pageSize } = request.query;
    const code = call.brand.config.code;
    const [rows, total] = await Promise.all([
      listReferrals(call.ctx.db, code, state, pageSize, (pageNo - 1) * pageSize),
      countReferrals(call.ctx.db, code, state),
    ]);
    return ok({
      pageNo,
      pageSize,
      total,
      list: rows.map((r) => ({
        referee: r.referee,
        referrer: r.referrer,
        registeredAt: r.registered.toISOString(),
        state: r.state as api.ReferralState,
        reason: r.reason,
        bonusId: r.bonus_id?.toString() ?? null,
        decidedBy: r.decided_by,
        decidedAt: r.decided_at?.toISOString() ?? null,
      })),
    });
  });

  officeRoute(app, api.officeReferralDecide, { permission: 'loyalty.decide' }, async (call, request) => {
    const { referee, decision } = request.params;
    const { reason } = request.body;
    if (decision === 'reward') {
      const result = await overrideReward(call.ctx.db, call.brand, referee, call.actor, reason);
      if (result.replayed) throw new AppError('referral_decided');
      return ok({ state: 'rewarded' as const, bonusId: result.bonus.id.toString() });
    }
    const changed = await refuseReferral(call.ctx.db, call.brand, referee, call.actor, reason);
    if (!changed) throw new AppError('referral_decided');
    return ok({ state: 'refused' as const, bonusId: null });
  });
}
