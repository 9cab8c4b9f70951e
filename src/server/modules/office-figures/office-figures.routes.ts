import type { FastifyInstance } from 'fastify';
import * as api from '@/core/api/office-figures';
import { rolesAllow } from '@/core/office/roles';
import { officeRoute } from '@/server/modules/staff/staff.guard';
import { ok } from '@/server/plugins/envelope';
import { type GameNames, gameDayRows } from './figures.games';
import { dashboard, figureRows } from './figures.service';
import { report, reportCsv } from './reports.service';

/**
 * The figures endpoints (figures.read): the dashboard, the rows behind a figure, the reports and their CSV. All
 * read-only; the reports are REPLICA_READS routes (plugins/read-replica.ts): `call.ctx.db` is the replica while
 * it is current, and the answer's X-Data-As-Of says how current.
 */
export async function officeFiguresRoutes(app: FastifyInstance) {
  /** Game names in the console's language, from the catalogue (the code when it does not list the game). */
  const namesIn = async (language: string): Promise<GameNames> => {
    const index = await app.games.catalogue();
    return (code) => {
      const game = index.byCode.get(code);
      return game ? (game.names[language as keyof typeof game.names] ?? game.title) : undefined;
    };
  };

  officeRoute(app, api.officeFiguresDashboard, { permission: 'figures.read' }, async (call, request) => {
    const roles = call.staff.roles;
    return ok(
      await dashboard(
        call.ctx,
        request.query,
        {
          all: app.registry.brands,
          readable: (code) => rolesAllow(roles[code] ?? [], 'figures.read'),
        },
        await namesIn(call.ctx.language),
      ),
    );
  });

  officeRoute(app, api.officeFigureRows, { permission: 'figures.read' }, async (call, request) =>
    ok(await figureRows(call.ctx, request.params.figure, request.query)),
  );

  officeRoute(app, api.officeFigureGameDays, { permission: 'figures.read' }, async (call, request) =>
    ok(await gameDayRows(call.ctx, request.query, await namesIn(call.ctx.language))),
  );

  officeRoute(app, api.officeReport, { permission: 'figures.read' }, async (call, request) =>
    ok(await report(call.ctx.db, call.brand, request.params.report, request.query)),
  );

  officeRoute(app, api.officeReportCsv, { permission: 'figures.read' }, async (call, request, reply) => {
    const value = await report(call.ctx.db, call.brand, request.params.report, request.query);
    const name = `${value.report}-${call.brand.config.code}-${value.from}-${value.to}.csv`;
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .send(reportCsv(value));
  });
}
