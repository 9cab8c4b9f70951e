import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as api from '@/core/api/engagement-points';
import { contextOf } from '@/server/context';
import { clientKeyOf, verifyPaymentPassword } from '@/server/domains/money';
import { AppError } from '@/server/errors';
import { requireSession } from '@/server/plugins/auth';
import { route } from '@/server/plugins/contract';
import { ok } from '@/server/plugins/envelope';
import {
  checkRedeemInput,
  convert,
  convertPlan,
  fieldInvalid,
  type PointsCtx,
  pointBalance,
  pointConfig,
  pointRewards,
  pointsOf,
  redeem,
} from './points.service';
import { pointDetails, redeemList, redeemView } from './points-records';

/** The seven points calls of spec §7 (docs/vip-points.md "Calls"); the passwordCheck ones accept sealed bodies. */

export async function pointsRoutes(app: FastifyInstance) {
  const real = requireSession(app, { realAccount: true });
  const ctx = (request: FastifyRequest): PointsCtx => {
    pointsOf(request.brand);
    return contextOf(request);
  };
  const walletCtx = (request: FastifyRequest) => ({ ...contextOf(request), hooks: app.walletHooks });
  const keyOf = (request: FastifyRequest) =>
    clientKeyOf(
      request.headers['idempotency-key'],
      (request.body as Record<string, unknown> | undefined)?.idempotencyKey,
    );

  route(app, api.pointBalance, { preHandler: real }, async (request) =>
    ok(await pointBalance(ctx(request), request.session!.id)),
  );

  route(app, api.pointConfig, { preHandler: real }, async (request) => ok(pointConfig(ctx(request))));

  route(app, api.pointRewards, { preHandler: real }, async (request) =>
    ok(await pointRewards(ctx(request), request.session!.id, request.query.type, request.language)),
  );

  route(
    app,
    api.redeemReward,
    { preHandler: real, config: { encrypt: true, rateLimit: { max: 20, timeWindow: 60_000 } } },
    async (request) => {
      const c = ctx(request);
      const clientKey = keyOf(request);
      const input = checkRedeemInput(request.body);
      const item = pointsOf(request.brand).items.find((i) => i.id === request.body.itemId);
      if (!item) throw new AppError('reward_not_found');
      if (input.quantity > (item.maxQuantity ?? 1)) throw fieldInvalid('quantity');
      const accountId = request.session!.id;
      await verifyPaymentPassword(walletCtx(request), accountId, request.body.paymentPassword);
      const result = await redeem(c, accountId, { ...input, itemId: request.body.itemId, clientKey });
      return ok({
        ...redeemView(c, result.row, request.language),
        balance: Number(result.points),
        replayed: result.replayed,
      });
    },
  );

  route(app, api.redeemList, { preHandler: real }, async (request) =>
    ok(await redeemList(ctx(request), request.session!.id, request.query, request.language)),
  );

  route(app, api.pointDetails, { preHandler: real }, async (request) =>
    ok(await pointDetails(ctx(request), request.session!.id, request.query)),
  );

  route(
    app,
    api.convertPoints,
    { preHandler: real, config: { encrypt: true, rateLimit: { max: 20, timeWindow: 60_000 } } },
    async (request) => {
      const c = ctx(request);
      const clientKey = keyOf(request);
      const accountId = request.session!.id;
      convertPlan(c, request.body.points);
      await verifyPaymentPassword(walletCtx(request), accountId, request.body.paymentPassword);
      return ok(await convert(c, accountId, request.body.points, clientKey));
    },
  );
}
