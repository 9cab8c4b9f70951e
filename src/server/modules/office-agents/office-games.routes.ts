import type { FastifyInstance } from 'fastify';
import * as api from '@/core/api/office-agents';
import { officeDraw, officeDraws, originalsRtp, voidDrawByOperator } from '@/server/domains/games';
import { AppError } from '@/server/errors';
import { ok } from '@/server/plugins/envelope';
import { type OfficeCall, officeRoute } from '../staff/staff.guard';
import { reasonOf } from './reason';

/**
 * The Lottery & originals screen's endpoints: reading needs games.read, voiding games.act. Voiding is the call of
 * `npm run ops -- lottery-void` (voidDrawByOperator), run as the staff member and recorded in the brand's audit
 * log. A draw of a lottery vendor the brand does not list answers 404, like any other brand's record.
 */
export async function officeGameRoutes(app: FastifyInstance): Promise<void> {
  /** Draws with their game's name in the console's language (the catalogue's lottery names). */
  const named = async <D extends { gameCode: string; vendor: string }>(call: OfficeCall, draws: D[]) => {
    const vendors = new Set(draws.map((d) => d.vendor));
    const index = await app.games.catalogue();
    const names = new Map(
      index.games
        .filter((g) => vendors.has(g.vendor.code))
        .map((g) => [g.gameCode, g.names[call.ctx.language] ?? g.title]),
    );
    return draws.map((d) => ({ ...d, gameName: names.get(d.gameCode) ?? d.gameCode }));
  };

  officeRoute(app, api.officeDraws, { permission: 'games.read' }, async (call, request) => {
    const { status = 'all', game, pageNo = 1, pageSize = 20 } = request.query;
    const page = await officeDraws(call.ctx.db, call.brand, {
      status,
      ...(game ? { game } : {}),
      pageNo,
      pageSize,
    });
    return ok({ ...page, list: await named(call, page.list) });
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
    const [draw] = await named(call, [await officeDraw(call.ctx.db, call.brand, id)]);
    return ok({ changed: result.changed, draw: draw! });
  });

  officeRoute(app, api.officeOriginalsRtp, { permission: 'games.read' }, async (call) =>
    ok({ list: await originalsRtp(call.ctx.db, call.brand) }),
  );
}
