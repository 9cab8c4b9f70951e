import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as api from '@/core/api/originals';
import { resolveLanguage } from '@/core/languages';
import { AppError } from '@/server/errors';
import { requireSession } from '@/server/plugins/auth';
import { route } from '@/server/plugins/contract';
import { ok } from '@/server/plugins/envelope';
import { sessionTokenOf } from './game-session';
import { routeKit } from './originals-route-kit';
import type { StreamKind } from './stream';

const TICKET_MS = 60_000;

const ticketSignature = (secret: Buffer, body: string) =>
  createHmac('sha256', secret).update(`stream-ticket:${body}`).digest('base64url');

/** The account of a valid, unexpired stream ticket (`<account>.<expiry ms>.<signature>`). */
export function ticketAccountOf(secret: Buffer, ticket: string): string | undefined {
  const match = /^(\d{1,18})\.(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(ticket);
  if (!match || Number(match[2]) < Date.now()) return undefined;
  const expected = Buffer.from(ticketSignature(secret, `${match[1]}.${match[2]}`));
  const given = Buffer.from(match[3]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? match[1] : undefined;
}

/** The live stream of the in-house games: a short-lived ticket for the member's socket, and the stream itself. */
export async function originalsStreamRoutes(app: FastifyInstance) {
  const { session } = routeKit(app);

  route(app, api.streamTicket, { preHandler: requireSession(app) }, async (request) => {
    const expires = Date.now() + TICKET_MS;
    const body = `${request.session!.id}.${expires}`;
    return ok({
      ticket: `${body}.${ticketSignature(app.secret, body)}`,
      expiresAt: new Date(expires).toISOString(),
    });
  });

  route(app, api.stream, { config: { auth: 'optional' } }, async (request, reply) => {
    const token = sessionTokenOf(request);
    const s = token ? await session(request) : null;
    const ticketAccount = request.query.ticket
      ? ticketAccountOf(app.secret, request.query.ticket)
      : undefined;
    if (request.query.ticket && ticketAccount === undefined) throw new AppError('unauthorized');
    const language = request.query.language
      ? resolveLanguage(request.query.language, request.brand.config.languages)
      : request.language;
    reply.hijack();
    app.originals.hub.attach(reply.raw, {
      brand: request.brand.config.code,
      owner: s?.owner ?? null,
      accountId: s?.accountId?.toString() ?? ticketAccount ?? null,
      language,
      ...(request.query.events ? { kinds: new Set(request.query.events.split(',') as StreamKind[]) } : {}),
    });
  });
}
