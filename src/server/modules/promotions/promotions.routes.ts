import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { localized } from '../../../core/brand';
import { PROMOTION_CATEGORIES } from '../../../core/promotions';
import { AppError } from '../../errors';
import { bearerToken, requireSession } from '../../plugins/auth';
import { envelopeSchema, ok } from '../../plugins/envelope';
import { claimLoyaltyReward } from '../bonus/loyalty-award';
import { applicationImage, applyForPromotion, IMAGE_MAX_BYTES, IMAGE_MAX_FILES } from './applications';
import type { PromoCtx } from './context';
import {
  bonusView,
  claimPromotion,
  joinPromotion,
  listPromotions,
  openEnvelope,
  promotionCard,
  promotionDetail,
} from './promotions.service';
import { bonusDetails, rewardCenter } from './rewards';

/** Promotions, reward center and bonus details (docs/promotions.md "Calls"). */

const value = envelopeSchema({ type: 'object', additionalProperties: true });
const bearer = [{ bearer: [] }];
const tags = ['promotions'];
const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{1,39}$' } },
} as const;
const emptyBody = {
  type: 'object',
  additionalProperties: false,
  properties: { idempotencyKey: { type: 'string', maxLength: 64 } },
} as const;

/** The caller of a token-optional route: the session when a live token is sent, else a visitor. */
async function optionalSession(app: FastifyInstance, request: FastifyRequest) {
  if (!bearerToken(request)) return undefined;
  try {
    await requireSession(app, { realAccount: true })(request);
  } catch (error) {
    if (error instanceof AppError && ['unauthorized', 'in_need_true_account'].includes(error.code))
      return undefined;
    throw error;
  }
  return request.session ?? undefined;
}

/** Reads an application: multipart (field comment, files "image" ≤ 3) or JSON {comment} without images. */
async function applicationInput(request: FastifyRequest) {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    return { comment: body.comment, images: [] as Buffer[] };
  }
  const fields: Record<string, string> = {};
  const images: Buffer[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'image' && part.fieldname !== 'image[]')
          throw new AppError('invalid_request', { field: part.fieldname, detail: 'files go in "image"' });
        images.push(await part.toBuffer());
      } else if (typeof part.value === 'string' && !(part.fieldname in fields)) {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('proof_too_large', { max: 5 });
    if (code === 'FST_FILES_LIMIT') throw new AppError('proof_too_many', { max: IMAGE_MAX_FILES });
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_FIELD_SIZE_LIMIT')
      throw new AppError('invalid_request', { field: 'body', detail: 'too many or too large parts' });
    if (error instanceof AppError) throw error;
    throw new AppError('invalid_request', { field: 'body', detail: 'malformed multipart body' });
  }
  return { comment: fields.comment, images };
}

export async function promotionsRoutes(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: IMAGE_MAX_FILES, fields: 4, parts: 8, fieldSize: 2048 },
  });
  const real = requireSession(app, { realAccount: true });
  const ctx = (request: FastifyRequest): PromoCtx => ({ db: app.db, brand: request.brand });
  const who = (request: FastifyRequest) => ({ accountId: request.session!.id, country: request.country });
  const titled = (request: FastifyRequest, id: string) =>
    request.brand.promotions.find((p) => p.id === id)?.title[request.language] ??
    request.brand.promotions.find((p) => p.id === id)?.title[request.brand.config.languages.default] ??
    id;

  app.get<{ Querystring: { category?: string; language?: string } }>(
    '/wps/promotions',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary: "Every promotion of the brand with the caller's state (spec §4) when a token is sent",
        querystring: {
          type: 'object',
          properties: {
            category: { type: 'string', enum: [...PROMOTION_CATEGORIES] },
            language: { type: 'string', maxLength: 5 },
          },
        },
        response: { 200: value },
      },
    },
    async (request) => {
      const session = await optionalSession(app, request);
      return ok(
        await listPromotions(
          ctx(request),
          { accountId: session?.id, country: request.country },
          request.language,
          request.query.category,
        ),
      );
    },
  );

  app.get<{ Params: { id: string } }>(
    '/wps/promotions/:id',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary:
          "One promotion: card, terms, limit, the caller's application, the raffle commitment and draw",
        params: idParams,
        response: { 200: value },
      },
    },
    async (request) => {
      const session = await optionalSession(app, request);
      return ok(
        await promotionDetail(
          ctx(request),
          { accountId: session?.id, country: request.country },
          request.params.id,
          request.language,
        ),
      );
    },
  );

  app.post<{ Params: { id: string } }>(
    '/wps/promotions/:id/join',
    {
      preHandler: real,
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Join a promotion (idempotent)',
        security: bearer,
        params: idParams,
        body: emptyBody,
        response: { 200: value },
      },
    },
    async (request) => {
      const p = await joinPromotion(ctx(request), who(request), request.params.id);
      return ok(await promotionCard(ctx(request), who(request), p, request.language));
    },
  );

  app.post<{ Params: { id: string } }>(
    '/wps/promotions/:id/claim',
    {
      preHandler: real,
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Claim what the promotion offers now (daily claim, an unclaimed bonus, a raffle prize)',
        security: bearer,
        params: idParams,
        body: emptyBody,
        response: { 200: value },
      },
    },
    async (request) => {
      const bonus = await claimPromotion(ctx(request), who(request), request.params.id);
      const p = request.brand.promotions.find((x) => x.id === request.params.id)!;
      return ok({
        bonus: bonusView(ctx(request), bonus, titled(request, p.id)),
        promotion: await promotionCard(ctx(request), who(request), p, request.language),
      });
    },
  );

  app.post<{ Params: { id: string } }>(
    '/wps/promotions/:id/envelope',
    {
      preHandler: real,
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: "Open the caller's red envelope",
        security: bearer,
        params: idParams,
        body: emptyBody,
        response: { 200: value },
      },
    },
    async (request) => {
      const bonus = await openEnvelope(ctx(request), who(request), request.params.id);
      const p = request.brand.promotions.find((x) => x.id === request.params.id)!;
      return ok({
        bonus: bonusView(ctx(request), bonus, titled(request, p.id)),
        promotion: await promotionCard(ctx(request), who(request), p, request.language),
      });
    },
  );

  app.post<{ Params: { id: string } }>(
    '/wps/promotions/:id/apply',
    {
      preHandler: real,
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          'Apply: multipart comment (≤ 140 characters) and files "image" (≤ 3 png/jpg ≤ 5 MB), or JSON {comment}',
        security: bearer,
        consumes: ['multipart/form-data', 'application/json'],
        params: idParams,
        response: { 200: value },
      },
    },
    async (request) => {
      const input = await applicationInput(request);
      const row = await applyForPromotion(
        { ...ctx(request), dataDir: app.config.dataDir },
        who(request),
        request.params.id,
        input,
      );
      const p = request.brand.promotions.find((x) => x.id === request.params.id)!;
      return ok({
        application: {
          id: row.id.toString(),
          status: row.status,
          comment: row.comment,
          images: row.images.length,
          createdAt: row.created_at.toISOString(),
        },
        promotion: await promotionCard(ctx(request), who(request), p, request.language),
      });
    },
  );

  app.get<{ Params: { applicationId: string; n: number } }>(
    '/wps/promotions/applications/:applicationId/images/:n',
    {
      preHandler: real,
      schema: {
        tags,
        summary: "An image of the caller's own application (png or jpg bytes)",
        security: bearer,
        params: {
          type: 'object',
          required: ['applicationId', 'n'],
          properties: {
            applicationId: { type: 'string', pattern: '^[0-9]{1,18}$' },
            n: { type: 'integer', minimum: 1, maximum: IMAGE_MAX_FILES },
          },
        },
      },
    },
    async (request, reply) => {
      const image = await applicationImage(
        { ...ctx(request), dataDir: app.config.dataDir },
        request.session!.id,
        BigInt(request.params.applicationId),
        request.params.n,
      );
      return reply.type(image.type).header('cache-control', 'private, no-store').send(image.data);
    },
  );

  app.post<{ Body: { promotionId: string } }>(
    '/wps/relay/MCS2_claimRafflePromotion',
    {
      preHandler: real,
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: "Claim the caller's raffle prize (spec §7)",
        security: bearer,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['promotionId'],
          properties: { promotionId: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{1,39}$' } },
        },
        response: { 200: value },
      },
    },
    async (request) => {
      const p = request.brand.promotions.find((x) => x.id === request.body.promotionId);
      if (!p) throw new AppError('promotion_not_found');
      if (p.kind !== 'raffle') throw new AppError('promotion_nothing_to_claim');
      const bonus = await claimPromotion(ctx(request), who(request), p.id);
      return ok({
        bonus: bonusView(ctx(request), bonus, titled(request, p.id)),
        rank: bonus.rank,
        promotion: await promotionCard(ctx(request), who(request), p, request.language),
      });
    },
  );

  app.get(
    '/wps/member/rewards',
    {
      preHandler: real,
      schema: {
        tags,
        summary: 'Reward center: everything claimable now',
        security: bearer,
        response: { 200: value },
      },
    },
    async (request) => ok(await rewardCenter(ctx(request), who(request), request.language)),
  );

  app.post<{ Params: { bonusId: string } }>(
    '/wps/member/rewards/:bonusId/claim',
    {
      preHandler: real,
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          'Claim one loyalty reward of the reward center (VIP, referral, mission, leaderboard) by its bonusId',
        security: bearer,
        params: {
          type: 'object',
          required: ['bonusId'],
          properties: { bonusId: { type: 'string', pattern: '^[1-9][0-9]{0,17}$' } },
        },
        body: emptyBody,
        response: { 200: value },
      },
    },
    async (request) => {
      const bonus = await claimLoyaltyReward(
        app.db,
        request.brand,
        BigInt(request.params.bonusId),
        who(request).accountId,
      );
      const title = bonus.title
        ? localized(bonus.title, request.language, request.brand.config.languages.default)
        : bonus.promotion_id;
      return ok({ bonus: bonusView(ctx(request), bonus, title) });
    },
  );

  app.get<{ Querystring: { from?: string; to?: string; pageNo: number; pageSize: number } }>(
    '/wps/member/bonuses',
    {
      preHandler: real,
      schema: {
        tags,
        summary:
          'bonusDetails: bonuses received (yyyy-MM-dd, brand days, ≤ 366 days) with turnover required / done',
        security: bearer,
        querystring: {
          type: 'object',
          properties: {
            from: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
            to: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
            pageNo: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
            pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
          },
        },
        response: { 200: value },
      },
    },
    async (request) =>
      ok(await bonusDetails(ctx(request), request.session!.id, request.query, request.language)),
  );
}
