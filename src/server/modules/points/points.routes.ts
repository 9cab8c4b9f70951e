import type { FastifyInstance, FastifyRequest } from 'fastify';
import { POINTS_TYPES, REDEEM_STATUSES } from '../../../core/loyalty';
import { contextOf } from '../../context';
import { clientKeyOf, verifyPaymentPassword } from '../../domains/money';
import { AppError } from '../../errors';
import { requireSession } from '../../plugins/auth';
import { envelopeSchema, ok } from '../../plugins/envelope';
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

const value = envelopeSchema({ type: 'object', additionalProperties: true });
const bearer = [{ bearer: [] }];
const tags = ['points'];
const page = {
  pageNo: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
} as const;
const day = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
const keyField = { type: 'string', maxLength: 64, description: 'or header Idempotency-Key' } as const;

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

  app.get(
    '/wps/relay/MCS2_getPointBalance',
    {
      preHandler: real,
      schema: { tags, summary: "The caller's points", security: bearer, response: { 200: value } },
    },
    async (request) => ok(await pointBalance(ctx(request), request.session!.id)),
  );

  app.get(
    '/wps/relay/MCS2_getPointConfig',
    {
      preHandler: real,
      schema: {
        tags,
        summary: 'Earning ratios per type and the convert ratio',
        security: bearer,
        response: { 200: value },
      },
    },
    async (request) => ok(pointConfig(ctx(request))),
  );

  app.get<{ Querystring: { type?: 'goods' | 'voucher' } }>(
    '/wps/relay/MCS2_getPointReward',
    {
      preHandler: real,
      schema: {
        tags,
        summary: 'Reward items (goods with stock, cash vouchers)',
        security: bearer,
        querystring: { type: 'object', properties: { type: { enum: ['goods', 'voucher'] } } },
        response: { 200: value },
      },
    },
    async (request) =>
      ok(await pointRewards(ctx(request), request.session!.id, request.query.type, request.language)),
  );

  app.post<{
    Body: {
      itemId: string;
      quantity?: number;
      paymentPassword: string;
      address: string;
      mobile: string;
      idempotencyKey?: string;
    };
  }>(
    '/wps/relay/passwordCheck/MCS2_redeemPointReward',
    {
      preHandler: real,
      config: { encrypt: true, rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Redeem a reward item (payment password, address, mobile; sealed body allowed)',
        security: bearer,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['itemId', 'paymentPassword', 'address', 'mobile'],
          properties: {
            itemId: { type: 'string', maxLength: 40 },
            quantity: { type: 'integer', minimum: 1, maximum: 100 },
            paymentPassword: { type: 'string', maxLength: 128 },
            address: { type: 'string', maxLength: 400 },
            mobile: { type: 'string', maxLength: 40 },
            idempotencyKey: keyField,
          },
        },
        response: { 200: value },
      },
    },
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

  app.get<{
    Querystring: { pageNo: number; pageSize: number; status?: 'processing' | 'approved' | 'rejected' };
  }>(
    '/wps/relay/MCS2_getRedeemPointList',
    {
      preHandler: real,
      schema: {
        tags,
        summary: "The caller's redeem records, newest first",
        security: bearer,
        querystring: { type: 'object', properties: { ...page, status: { enum: [...REDEEM_STATUSES] } } },
        response: { 200: value },
      },
    },
    async (request) =>
      ok(await redeemList(ctx(request), request.session!.id, request.query, request.language)),
  );

  app.get<{ Querystring: { pageNo: number; pageSize: number; type?: string; from?: string; to?: string } }>(
    '/wps/relay/ODSFE2_MemTransDet',
    {
      preHandler: real,
      schema: {
        tags,
        summary: "Points details: the caller's points ledger, newest first (from/to: brand days)",
        security: bearer,
        querystring: {
          type: 'object',
          properties: { ...page, type: { enum: [...POINTS_TYPES] }, from: day, to: day },
        },
        response: { 200: value },
      },
    },
    async (request) => ok(await pointDetails(ctx(request), request.session!.id, request.query)),
  );

  app.post<{ Body: { points: unknown; paymentPassword: string; idempotencyKey?: string } }>(
    '/wps/relay/passwordCheck/MCS2_convertPoint',
    {
      preHandler: real,
      config: { encrypt: true, rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          'Convert points to the main wallet at the brand ratio (payment password; sealed body allowed)',
        security: bearer,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['points', 'paymentPassword'],
          properties: {
            points: { description: 'a positive whole number of points, a multiple of the convert unit' },
            paymentPassword: { type: 'string', maxLength: 128 },
            idempotencyKey: keyField,
          },
        },
        response: { 200: value },
      },
    },
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
