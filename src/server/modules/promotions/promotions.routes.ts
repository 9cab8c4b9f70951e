import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as api from '@/core/api/engagement-promotions';
import { localized } from '@/core/brand';
import { AppError } from '@/server/errors';
import { bearerToken, guardRequest, requireSession } from '@/server/plugins/auth';
import { route } from '@/server/plugins/contract';
import { ok } from '@/server/plugins/envelope';
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

/** The caller of a token-optional route: the session when a live token is sent, else a visitor. */
async function optionalSession(app: FastifyInstance, request: FastifyRequest) {
  if (!bearerToken(request)) return undefined;
  try {
    await guardRequest(app, request, { realAccount: true });
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
  const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });
  const ctx = (request: FastifyRequest): PromoCtx => ({ db: app.db, brand: request.brand });
  const who = (request: FastifyRequest) => ({ accountId: request.session!.id, country: request.country });
  const titled = (request: FastifyRequest, id: string) =>
    request.brand.promotions.find((p) => p.id === id)?.title[request.language] ??
    request.brand.promotions.find((p) => p.id === id)?.title[request.brand.config.languages.default] ??
    id;

  route(app, api.promotions, { config: { auth: 'optional' } }, async (request) => {
    const session = await optionalSession(app, request);
    return ok(
      await listPromotions(
        ctx(request),
        { accountId: session?.id, country: request.country },
        request.language,
        request.query.category,
      ),
    );
  });

  route(app, api.promotion, { config: { auth: 'optional' } }, async (request) => {
    const session = await optionalSession(app, request);
    return ok(
      await promotionDetail(
        ctx(request),
        { accountId: session?.id, country: request.country },
        request.params.id,
        request.language,
      ),
    );
  });

  route(app, api.joinPromotion, { preHandler: real, config: perMinute(30) }, async (request) => {
    const p = await joinPromotion(ctx(request), who(request), request.params.id);
    return ok(await promotionCard(ctx(request), who(request), p, request.language));
  });

  // Claiming and opening an envelope answer alike: the bonus credited and the promotion's card after it.
  for (const [contract, take] of [
    [api.claimPromotion, claimPromotion],
    [api.openEnvelope, openEnvelope],
  ] as const) {
    route(app, contract, { preHandler: real, config: perMinute(30) }, async (request) => {
      const bonus = await take(ctx(request), who(request), request.params.id);
      const p = request.brand.promotions.find((x) => x.id === request.params.id)!;
      return ok({
        bonus: bonusView(ctx(request), bonus, titled(request, p.id)),
        promotion: await promotionCard(ctx(request), who(request), p, request.language),
      });
    });
  }

  route(app, api.applyForPromotion, { preHandler: real, config: perMinute(10) }, async (request) => {
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
  });

  route(app, api.applicationImage, { preHandler: real }, async (request, reply) => {
    const image = await applicationImage(
      { ...ctx(request), dataDir: app.config.dataDir },
      request.session!.id,
      BigInt(request.params.applicationId),
      request.params.n,
    );
    return reply.type(image.type).header('cache-control', 'private, no-store').send(image.data);
  });

  route(app, api.claimRafflePrize, { preHandler: real, config: perMinute(30) }, async (request) => {
    const p = request.brand.promotions.find((x) => x.id === request.body.promotionId);
    if (!p) throw new AppError('promotion_not_found');
    if (p.kind !== 'raffle') throw new AppError('promotion_nothing_to_claim');
    const bonus = await claimPromotion(ctx(request), who(request), p.id);
    return ok({
      bonus: bonusView(ctx(request), bonus, titled(request, p.id)),
      rank: bonus.rank,
      promotion: await promotionCard(ctx(request), who(request), p, request.language),
    });
  });

  route(app, api.rewards, { preHandler: real }, async (request) =>
    ok(await rewardCenter(ctx(request), who(request), request.language)),
  );

  route(app, api.claimLoyaltyReward, { preHandler: real, config: perMinute(30) }, async (request) => {
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
  });

  route(app, api.bonuses, { preHandler: real }, async (request) =>
    ok(await bonusDetails(ctx(request), request.session!.id, request.query, request.language)),
  );
}
