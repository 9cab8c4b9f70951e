import type { FastifyInstance } from 'fastify';
import { money } from '../../../core/brand-amounts';
import { requireSession } from '../../plugins/auth';
import { envelopeSchema, ok } from '../../plugins/envelope';
import { playerFunds } from './free-balance';
import { forfeitPocket } from './pockets.service';

/** The player's own bonus actions (docs/money.md "Bonus money"): cancelling an open bonus. */
export async function pocketsRoutes(app: FastifyInstance) {
  const real = requireSession(app, { realAccount: true });

  app.post<{ Params: { bonusId: string } }>(
    '/wps/member/bonuses/:bonusId/cancel',
    {
      preHandler: real,
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['promotions'],
        summary:
          "Cancel one of the caller's open bonuses: its locked money is forfeited (a bonus_forfeit posting), the qualifying deposit's share becomes free",
        security: [{ bearer: [] }],
        params: {
          type: 'object',
          required: ['bonusId'],
          properties: { bonusId: { type: 'string', pattern: '^[1-9][0-9]{0,17}$' } },
        },
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { idempotencyKey: { type: 'string', maxLength: 64 } },
        },
        response: { 200: envelopeSchema({ type: 'object', additionalProperties: true }) },
      },
    },
    async (request) => {
      const accountId = request.session!.id;
      const { pocket, replayed } = await forfeitPocket(app.db, request.brand, {
        bonusId: BigInt(request.params.bonusId),
        accountId,
        reason: 'cancelled',
      });
      const funds = await playerFunds(app.db, accountId);
      const ctx = { brand: request.brand };
      return ok({
        bonusId: pocket.bonus_id.toString(),
        status: pocket.outcome,
        forfeited: money(ctx, pocket.forfeited ?? 0n),
        released: money(ctx, pocket.released ?? 0n),
        balance: money(ctx, funds.balance),
        free: money(ctx, funds.free),
        locked: money(ctx, funds.locked),
        replayed,
      });
    },
  );
}
