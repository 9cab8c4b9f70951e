import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as api from '@/core/api/vendor';
import { contextOf } from '@/server/context';
import { requireSession } from '@/server/plugins/auth';
import { route } from '@/server/plugins/contract';
import { ok } from '@/server/plugins/envelope';
import { bettingRecord, profitLoss } from './records.service';

/** Betting record (personalHistoryCopy) and profit and loss (personalProfit) of the caller (real accounts). */
export async function recordsRoutes(app: FastifyInstance) {
  const real = requireSession(app, { realAccount: true });
  const ctx = async (request: FastifyRequest) => ({
    // The replica while it is current (plugins/read-replica.ts): a record is a report.
    db: contextOf(request).db,
    brand: request.brand,
    index: await app.games.catalogue(),
    language: request.language,
  });

  route(app, api.bets, { preHandler: real }, async (request) =>
    ok(await bettingRecord(await ctx(request), request.session!.id, request.query)),
  );

  route(app, api.profitLoss, { preHandler: real }, async (request) =>
    ok(await profitLoss(await ctx(request), request.session!.id, request.query)),
  );
}
