import type { FastifyInstance } from 'fastify';
import * as api from '@/core/api/office-loyalty';
import { formatAmount } from '@/core/money';
import { adjustPoints, balanceOf, decideRedeem } from '@/server/domains/engagement';
import { usernameKey } from '@/server/domains/identity';
import { AppError } from '@/server/errors';
import { ok } from '@/server/plugins/envelope';
import { registerQueueCount } from '../staff/queue-counts';
import { officeRoute } from '../staff/staff.guard';
import { processingRedeems, redeemPage } from './redeems.query';

/**
 * Points-mall redeems and points adjustments (docs/vip-points.md "Operators"): the same decideRedeem and
 * adjustPoints `npm run ops -- points-approve | points-reject | points-adjust` call, as the staff member, with a
 * reason. A decided redeem answers redeem_decided; another brand's reference redeem_not_found (404).
 */

registerQueueCount('redeems', { permission: 'loyalty.read', count: processingRedeems });

export async function redeemRoutes(app: FastifyInstance): Promise<void> {
  officeRoute(app, api.officeRedeems, { permission: 'loyalty.read' }, async (call, request) =>
    ok(await redeemPage(call, request.query)),
  );

  officeRoute(app, api.officeRedeemDecide, { permission: 'loyalty.decide' }, async (call, request) => {
    const { ref, decision } = request.params;
    const row = await decideRedeem(
      call.ctx,
      ref,
      decision === 'approve' ? 'approved' : 'rejected',
      call.actor,
      request.body.reason,
    );
    return ok({
      referenceNo: row.reference_no,
      status: row.status,
      paidAmount:
        row.paid_amount === null
          ? null
          : formatAmount(BigInt(row.paid_amount), call.brand.config.currency.minorUnits),
    });
  });

  officeRoute(app, api.officePointsAdjust, { permission: 'loyalty.decide' }, async (call, request) => {
    const { username, points, reason, idempotencyKey } = request.body;
    const account = await call.ctx.db
      .selectFrom('account')
      .select(['id', 'username'])
      .where('brand_code', '=', call.brand.config.code)
      .where('username_key', '=', usernameKey(username))
      .executeTakeFirst();
    if (!account) throw new AppError('user_not_found');
    const result = await adjustPoints(
      call.ctx,
      account.id,
      BigInt(points),
      call.actor,
      reason,
      idempotencyKey,
    );
    return ok({
      username: account.username,
      balance: Number(await balanceOf(call.ctx.db, account.id)),
      replayed: result.replayed,
    });
  });
}
