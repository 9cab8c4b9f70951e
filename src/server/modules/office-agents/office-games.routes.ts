import type { FastifyInstance } from 'fastify';
import * as api from '@/core/api/office-agents';
import { officeDraw, officeDraws, originalsRtp, voidDrawByOperator } from '@/server/domains/games';
import { AppError } from '@/server/errors';
import { ok } from '@/server/plugins/envelope';
import { officeRoute } from '../staff/staff.guard';
import { reasonOf } from './reason';

/**
 * The Lottery & originals screen's endpoints: reading needs games.read, voiding games.act. Voiding is the call of
 * `npm run ops -- lottery-void` (voidDrawByOperator), run as the staff member and recorded in the brand's audit
 * log. A draw of a lottery vendor the brand does not list answers 404, like any other brand's record.
 */
export async function officeGameRoutes(app: FastifyInstance): Promise<void> {
  officeRoute(app, api.officeDraws, { permission: 'games.read' }, async (call, request) => {
    const { status = 'all', game, pageNo = 1, pageSize = 20 } = request.query;
    return ok(
      await officeDraws(call.ctx.db, call.brand, {
        status,
        ...(game ? { game } : {}),
        pageNo,
        pageSize,
      }),
    );
  });

  officeRoute(app, api.officeDrawVoid, { permission: 'games.act' }, async (call, request) => {
    const raw = request.params.id;
    if (!/^[1-9]\d{0,17}$/.test(raw)) throw new AppError('lottery_draw_not_found');
    const id = BigInt(raw);
    await officeDraw(call.ctx.db, call.brand, id); // the brand's draw, else 404
    const result = await voidDrawByOperator(
      call.ctx.db,
      id,
      call.actor,
      reasonOf(request.body.reason),
      call.brand.config.code,
    );
    return ok({ changed: result.changed, draw: await officeDraw(call.ctx.db, call.brand, id) });
  });

  officeRoute(app, api.officeOriginalsRtp, { permission: 'games.read' }, async (call) =>
    ok({ list: await originalsRtp(call.ctx.db, call.brand) }),
  );
}
