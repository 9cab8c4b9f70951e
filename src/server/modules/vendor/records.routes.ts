import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireSession } from '../../plugins/auth';
import { envelopeSchema, ok } from '../../plugins/envelope';
import {
  BET_STATUSES,
  type BetQuery,
  bettingRecord,
  PERIODS,
  type ProfitQuery,
  profitLoss,
} from './records.service';

const tags = ['records'];
const bearer = [{ bearer: [] }];
const loose = { type: 'object', additionalProperties: true } as const;
const text = (max: number) => ({ type: 'string', maxLength: max }) as const;

/** Betting record (personalHistoryCopy) and profit and loss (personalProfit) of the caller (real accounts). */
export async function recordsRoutes(app: FastifyInstance) {
  const real = requireSession(app, { realAccount: true });
  const ctx = async (request: FastifyRequest) => ({
    db: app.db,
    brand: request.brand,
    index: await app.games.catalogue(),
    language: request.language,
  });

  app.get<{ Querystring: BetQuery }>(
    '/wps/member/bets',
    {
      preHandler: real,
      schema: {
        tags,
        summary:
          'Betting record: every bet (all vendors) with game, vendor, round, stake, payout, profit, status, time; totals',
        security: bearer,
        querystring: {
          type: 'object',
          properties: {
            category: { type: 'string', pattern: '^[A-Z]{2,12}$' },
            vendor: { type: 'string', pattern: '^[A-Z0-9]{2,12}$' },
            status: { type: 'string', enum: [...BET_STATUSES] },
            from: text(40),
            to: text(40),
            pageNo: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
            pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
          },
        },
        response: { 200: envelopeSchema(loose) },
      },
    },
    async (request) => ok(await bettingRecord(await ctx(request), request.session!.id, request.query)),
  );

  app.get<{ Querystring: ProfitQuery }>(
    '/wps/member/profitLoss',
    {
      preHandler: real,
      schema: {
        tags,
        summary: 'Profit and loss of settled bets per period and category (stake, valid bet, payout, profit)',
        security: bearer,
        querystring: {
          type: 'object',
          properties: {
            period: { type: 'string', enum: [...PERIODS], default: 'day' },
            category: { type: 'string', pattern: '^[A-Z]{2,12}$' },
            from: text(40),
            to: text(40),
            tz: { type: 'integer', minimum: -720, maximum: 840, default: 0 },
          },
        },
        response: { 200: envelopeSchema(loose) },
      },
    },
    async (request) => ok(await profitLoss(await ctx(request), request.session!.id, request.query)),
  );
}
