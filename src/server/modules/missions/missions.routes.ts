import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as api from '@/core/api/engagement-loyalty';
import { localized } from '@/core/brand';
import { formatAmount } from '@/core/money';
import { requireSession } from '@/server/plugins/auth';
import { route } from '@/server/plugins/contract';
import { ok } from '@/server/plugins/envelope';
import { leaderboards } from './leaderboard.service';
import { claimMission, missionSummary } from './missions.service';

/** Missions and leaderboards (docs/referral-missions.md "Calls"; spec §7 MCSFE_ calls). */

export async function missionsRoutes(app: FastifyInstance) {
  const real = requireSession(app, { realAccount: true });
  const caller = (request: FastifyRequest) => ({
    id: request.session!.id,
    createdAt: request.session!.createdAt,
    username: request.session!.username,
  });

  route(app, api.missions, { preHandler: real }, async (request) =>
    ok(await missionSummary(app.db, request.brand, caller(request), request.language)),
  );

  route(
    app,
    api.claimMission,
    { preHandler: real, config: { rateLimit: { max: 60, timeWindow: 60_000 } } },
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

  route(app, api.leaderboards, { preHandler: real }, async (request) =>
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
