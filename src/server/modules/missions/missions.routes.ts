import type { FastifyInstance, FastifyRequest } from 'fastify';
import { localized } from '../../../core/brand';
import { formatAmount } from '../../../core/money';
import { requireSession } from '../../plugins/auth';
import { envelopeSchema, ok } from '../../plugins/envelope';
import { leaderboards } from './leaderboard.service';
import { claimMission, missionSummary } from './missions.service';

/** Missions and leaderboards (docs/referral-missions.md "Calls"; spec §7 MCSFE_ calls). */

const value = envelopeSchema({ type: 'object', additionalProperties: true });
const bearer = [{ bearer: [] }];
const tags = ['loyalty'];
const ID = '^[a-z0-9][a-z0-9-]{1,39}$';

export async function missionsRoutes(app: FastifyInstance) {
  const real = requireSession(app, { realAccount: true });
  const caller = (request: FastifyRequest) => ({
    id: request.session!.id,
    createdAt: request.session!.createdAt,
    username: request.session!.username,
  });

  app.get(
    '/wps/relay/MCSFE_getMissionSummaryDetails',
    {
      preHandler: real,
      schema: {
        tags,
        summary:
          "Every mission of the brand with the caller's progress in its current period; claimable count",
        security: bearer,
        querystring: { type: 'object', properties: { language: { type: 'string', maxLength: 10 } } },
        response: { 200: value },
      },
    },
    async (request) => ok(await missionSummary(app.db, request.brand, caller(request), request.language)),
  );

  app.post<{ Params: { missionId: string } }>(
    '/wps/member/missions/:missionId/claim',
    {
      preHandler: real,
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: "Claim a finished mission's reward (credited now; once per mission and period)",
        security: bearer,
        params: {
          type: 'object',
          required: ['missionId'],
          properties: { missionId: { type: 'string', pattern: ID } },
        },
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { idempotencyKey: { type: 'string', maxLength: 64 } },
        },
        response: { 200: value },
      },
    },
    async (request) => {
      const { bonus, mission } = await claimMission(
        app.db,
        request.brand,
        caller(request),
        request.params.missionId,
        request.language,
      );
      const units = request.brand.config.currency.minorUnits;
      return ok({
        bonus: {
          id: bonus.id.toString(),
          promotionId: bonus.promotion_id,
          kind: bonus.kind,
          title: bonus.title
            ? localized(bonus.title, request.language, request.brand.config.languages.default)
            : '',
          source: bonus.source,
          amount: formatAmount(bonus.amount, units),
          depositAmount: null,
          turnoverRequired: formatAmount(bonus.turnover_required, units),
          status: bonus.status,
          rank: bonus.rank,
          createdAt: bonus.created_at.toISOString(),
          creditedAt: bonus.credited_at?.toISOString() ?? null,
        },
        mission,
      });
    },
  );

  app.get<{ Querystring: { id?: string; period: 'current' | 'previous' } }>(
    '/wps/relay/MCSFE_getMissionLeaderboard',
    {
      preHandler: real,
      schema: {
        tags,
        summary:
          "Leaderboards of the current or previous period: top ranks (masked), prizes and the caller's rank",
        security: bearer,
        querystring: {
          type: 'object',
          properties: {
            id: { type: 'string', pattern: ID },
            period: { type: 'string', enum: ['current', 'previous'], default: 'current' },
            language: { type: 'string', maxLength: 10 },
          },
        },
        response: { 200: value },
      },
    },
    async (request) =>
      ok(
        await leaderboards(
          app.db,
          request.brand,
          { id: request.query.id, period: request.query.period, accountId: request.session!.id },
          request.language,
        ),
      ),
  );
}
