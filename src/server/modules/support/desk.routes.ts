import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contextOf } from '../../context';
import { AppError } from '../../errors';
import { envelopeSchema, ok } from '../../plugins/envelope';
import { listTicketsForOperators } from './feedback.repository';
import { bearer, fileParam, idParam, loose, sendImage } from './feedback.routes';
import { type SupportCtx, ticketDetail, ticketFile, ticketSummary } from './feedback.service';
import { closeTicket, type OperatorActor, replyToTicket } from './feedback-ops.service';
import { operatorLogin, operatorLogout, requireOperator, servesBrand } from './operators.service';
import type { SupportFiles } from './support-files';

const value = envelopeSchema(loose);
const str = (max: number) => ({ type: 'string', maxLength: max }) as const;

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

    app.post<{ Body: { username?: string; password?: string } }>(
      '/wps/support/login',
      {
        config: { rateLimit: { max: 10, timeWindow: 60_000 } },
        schema: {
          tags: ['support'],
          summary: "Support agent login (the support desk, /support): a bearer token for this brand's desk",
          body: {
            type: 'object',
            additionalProperties: false,
            required: ['username', 'password'],
            properties: { username: str(64), password: str(128) },
          },
          response: { 200: value },
        },
      },
      async (request) => {
        const result = await operatorLogin(app.db, request.body.username, request.body.password);
        if (!servesBrand(result.operator, request.brand.config.code)) {
          await operatorLogout(app.db, result.token);
          throw new AppError('support_login_failed');
        }
        return ok(result);
      },
    );

    app.post(
      '/wps/support/logout',
      {
        preHandler: guard,
        schema: {
          tags: ['support'],
          summary: 'End the support agent session',
          security: bearer,
          response: { 200: value },
        },
      },
      async (request) => {
        await operatorLogout(app.db, request.headers.authorization!.slice(7).trim());
        return ok({});
      },
    );

    app.get<{ Querystring: { status: 'open' | 'answered' | 'closed' | 'all' } }>(
      '/wps/support/feedback',
      {
        preHandler: guard,
        schema: {
          tags: ['support'],
          summary: "The brand's feedback for the desk (newest first); overdue complaints carry overdue: true",
          security: bearer,
          querystring: {
            type: 'object',
            properties: {
              status: { type: 'string', enum: ['open', 'answered', 'closed', 'all'], default: 'open' },
            },
          },
          response: { 200: value },
        },
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

    app.get<{ Params: { id: string } }>(
      '/wps/support/feedback/:id',
      {
        preHandler: guard,
        schema: {
          tags: ['support'],
          summary: 'A ticket with replies and images',
          security: bearer,
          params: idParam,
          response: { 200: value },
        },
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

    app.post<{ Params: { id: string }; Body: { body?: string } }>(
      '/wps/support/feedback/:id/reply',
      {
        preHandler: guard,
        schema: {
          tags: ['support'],
          summary: 'Answer a ticket (status answered; the player sees an unread reply)',
          security: bearer,
          params: idParam,
          body: {
            type: 'object',
            additionalProperties: false,
            required: ['body'],
            properties: { body: str(4000) },
          },
          response: { 200: value },
        },
      },
      async (request) =>
        ok(await replyToTicket(app.db, BigInt(request.params.id), actorOf(request), request.body.body)),
    );

    app.post<{ Params: { id: string }; Body: { reason?: string } }>(
      '/wps/support/feedback/:id/close',
      {
        preHandler: guard,
        schema: {
          tags: ['support'],
          summary: 'Close a ticket, with the reason recorded',
          security: bearer,
          params: idParam,
          body: { type: 'object', additionalProperties: false, properties: { reason: str(500) } },
          response: { 200: value },
        },
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

    app.get<{ Params: { fileId: string } }>(
      '/wps/support/files/:fileId',
      {
        preHandler: guard,
        schema: {
          tags: ['support'],
          summary: "An image of the brand's feedback or chats",
          security: bearer,
          params: fileParam,
        },
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
