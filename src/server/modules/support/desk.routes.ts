import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as api from '@/core/api/support-desk';
import { contextOf } from '@/server/context';
import { AppError } from '@/server/errors';
import { route } from '@/server/plugins/contract';
import { ok } from '@/server/plugins/envelope';
import { listTicketsForOperators } from './feedback.repository';
import { sendImage } from './feedback.routes';
import { type SupportCtx, ticketDetail, ticketFile, ticketSummary } from './feedback.service';
import { closeTicket, type OperatorActor, replyToTicket } from './feedback-ops.service';
import { operatorTokenFrom, requireOperator } from './operator.guard';
import { operatorLogin, operatorLogout, servesBrand } from './operators.service';
import type { SupportFiles } from './support-files';

/**
 * The support desk's calls (/wps/support/*, docs/support.md): support agents log in with their own accounts and
 * act on the request's brand only; an agent who does not serve it, or a ticket or chat of another brand, is 404.
 */
export function deskRoutes(files: SupportFiles) {
  return async (app: FastifyInstance) => {
    const guard = requireOperator(app);
    const operatorOf = (request: FastifyRequest) => {
      const operator = request.operator!;
      if (!servesBrand(operator, request.brand.config.code)) throw new AppError('support_unauthorized');
      return operator;
    };
    const actorOf = (request: FastifyRequest): OperatorActor => {
      const operator = operatorOf(request);
      // Acting through a brand's desk: only that brand's tickets, whatever else the agent serves.
      return { name: operator.displayName, brands: [request.brand.config.code] };
    };
    const ctxOf = (request: FastifyRequest): SupportCtx => ({ ...contextOf(request), files });

    route(
      app,
      api.deskLogin,
      {
        config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      },
      async (request) =>
        ok(await operatorLogin(contextOf(request), request.body.username, request.body.password)),
    );

    route(
      app,
      api.deskLogout,
      {
        preHandler: guard,
      },
      async (request) => {
        await operatorLogout(contextOf(request), operatorTokenFrom(request));
        return ok({});
      },
    );

    route(
      app,
      api.deskFeedback,
      {
        preHandler: guard,
      },
      async (request) => {
        operatorOf(request);
        const rows = await listTicketsForOperators(
          app.db,
          [request.brand.config.code],
          request.query.status,
          200,
        );
        const list = rows.map((row) => ({
          ...ticketSummary(request.brand, row, request.language),
          username: row.username,
        }));
        return ok({ list, overdue: list.filter((t) => t.overdue).length });
      },
    );

    route(
      app,
      api.deskTicket,
      {
        preHandler: guard,
      },
      async (request) => {
        operatorOf(request);
        return ok(
          await ticketDetail(
            ctxOf(request),
            BigInt(request.params.id),
            { operator: true },
            request.language,
            '/wps/support/files',
          ),
        );
      },
    );

    route(
      app,
      api.deskTicketReply,
      {
        preHandler: guard,
      },
      async (request) =>
        ok(await replyToTicket(app.db, BigInt(request.params.id), actorOf(request), request.body.body)),
    );

    route(
      app,
      api.deskTicketClose,
      {
        preHandler: guard,
      },
      async (request) =>
        ok(
          await closeTicket(
            app.db,
            BigInt(request.params.id),
            actorOf(request),
            request.body.reason?.trim() || 'closed at the support desk',
          ),
        ),
    );

    route(
      app,
      api.deskFile,
      {
        preHandler: guard,
      },
      async (request, reply) => {
        operatorOf(request);
        return sendImage(
          reply,
          await ticketFile(ctxOf(request), request.params.fileId, { brands: [request.brand.config.code] }),
        );
      },
    );
  };
}
