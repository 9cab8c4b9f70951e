import type { FastifyInstance } from 'fastify';
import * as api from '@/core/api/money';
import { money } from '@/core/brand-amounts';
import { requireSession } from '@/server/plugins/auth';
import { route } from '@/server/plugins/contract';
import { ok } from '@/server/plugins/envelope';
import { playerFunds } from './free-balance';
import { forfeitPocket } from './pockets.service';

/** The player's own bonus actions (docs/money.md "Bonus money"): cancelling an open bonus. */
export async function pocketsRoutes(app: FastifyInstance) {
  const real = requireSession(app, { realAccount: true });

  route(
    app,
    api.cancelBonus,
    { preHandler: real, config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
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
