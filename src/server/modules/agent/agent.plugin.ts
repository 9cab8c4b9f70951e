import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ticketAccountOf } from '../../domains/games';
import { AppError } from '../../errors';
import { checkSession } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { pagingOf } from './agent.query';
import { agentReportRoutes } from './agent.routes';
import { agentAnnouncements, markAnnouncementsRead } from './agent-announcements.service';
import { promoteToAgent, REASON_MAX } from './agent-promote.service';
import { registerDownline } from './agent-register.service';
import { agentCtxOf, bearer, q, querystring, requireAgent, tags, value } from './agent-route-kit';
import { TeamHub, TeamWatcher } from './agent-stream';
import { agentWorkRoutes } from './agent-work.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The agent center's live team stream: the ledger watcher and this instance's SSE connections. */
    agentLive: { watcher: TeamWatcher; hub: TeamHub };
  }
}

const field = (maxLength: number) => ({ type: 'string', maxLength }) as const;

/** Register downline, agent announcements and the live stream (the reports are in agent.routes.ts). */
async function agentActionRoutes(app: FastifyInstance) {
  const preHandler = requireAgent(app);

  app.post<{ Body: Record<string, unknown> }>(
    '/wps/agent/team/register',
    {
      preHandler,
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          'Register a downline (player, or sub-agent for types 2 and 42) with the brand registration fields; answers a one-time password',
        security: bearer,
        body: {
          type: 'object',
          properties: {
            kind: { type: 'string', enum: ['player', 'agent'] },
            username: field(64),
            nickname: field(32),
            mobileNum: field(32),
            countryDialingCode: field(8),
            email: field(254),
            payeeName: field(100),
          },
          additionalProperties: field(200),
        },
        response: { 200: value },
      },
    },
    async (request) => ok(await registerDownline(agentCtxOf(app, request), request.body, request.ip)),
  );

  app.post<{ Body: { member?: unknown; reason?: unknown } }>(
    '/wps/agent/team/promote',
    {
      preHandler,
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          'Promote a direct downline player to agent (callers of types 2 and 42); recorded with who and why',
        security: bearer,
        body: {
          type: 'object',
          required: ['member', 'reason'],
          additionalProperties: false,
          properties: { member: field(64), reason: field(REASON_MAX + 50) },
        },
        response: { 200: value },
      },
    },
    async (request) => {
      const ctx = agentCtxOf(app, request);
      return ok(
        await promoteToAgent(app.db, {
          brand: ctx.brand,
          member: request.body.member,
          reason: request.body.reason,
          by: { agentId: ctx.agent.id, agentType: ctx.agent.type, actor: `agent:${ctx.agent.username}` },
        }),
      );
    },
  );

  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/wps/agent/announcements',
    {
      preHandler,
      schema: {
        tags,
        summary: "Agent notices of the brand, newest first, with the caller's read state and unread count",
        security: bearer,
        querystring: querystring({ pageNo: q.pageNo, pageSize: q.pageSize }),
        response: { 200: value },
      },
    },
    async (request) => ok(await agentAnnouncements(agentCtxOf(app, request), pagingOf(request.query))),
  );

  app.post<{ Body: { ids?: unknown } }>(
    '/wps/agent/announcements/read',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Mark agent notices read; answers the unread count',
        security: bearer,
        body: {
          type: 'object',
          required: ['ids'],
          properties: { ids: { type: 'array', minItems: 1, maxItems: 200, items: field(40) } },
        },
        response: { 200: value },
      },
    },
    async (request) => ok(await markAnnouncementsRead(agentCtxOf(app, request), request.body.ids)),
  );

  app.get<{ Querystring: { ticket?: string } }>(
    '/wps/agent/stream',
    {
      schema: {
        tags,
        summary:
          'Server-sent events: `team` ({at}) within seconds of a team member’s bet, deposit, withdrawal, transfer or registration; ?ticket= from POST /wps/member/streamTicket',
        querystring: { type: 'object', properties: { ticket: field(200) } },
      },
    },
    async (request, reply) => {
      const ticket = request.query.ticket;
      const accountId = ticket ? ticketAccountOf(app.secret, ticket) : undefined;
      if (accountId === undefined) throw new AppError('unauthorized');
      const account = await app.db
        .selectFrom('account')
        .select(['type', 'status'])
        .where('id', '=', BigInt(accountId))
        .where('brand_code', '=', request.brand.config.code)
        .executeTakeFirst();
      if (!account) throw new AppError('unauthorized');
      // The session guard's decision for the account the ticket names (a read: a forced change does not matter).
      checkSession({ ...account, mustChangePassword: false }, { action: 'agentArea', write: false });
      reply.hijack();
      app.agentLive.hub.attach(reply.raw, { brand: request.brand.config.code, accountId });
    },
  );
}

/** The agent center (docs/agent-api.md). Needs app.bus (realtime plugin) registered first. */
export const agentPlugin = fp(
  async (app: FastifyInstance) => {
    const watcher = new TeamWatcher(app.db, app.bus, (error) => app.log.warn({ err: error }, 'agent stream'));
    const hub = new TeamHub(app.bus);
    app.decorate('agentLive', { watcher, hub });
    // Only a listening server polls; inject()-driven tests call watcher.poll() themselves.
    app.addHook('onListen', async () => watcher.start());
    // Streams end before the server waits for its connections to close.
    app.addHook('preClose', async () => hub.close());
    app.addHook('onClose', async () => watcher.stop());
    await app.register(agentReportRoutes);
    await app.register(agentActionRoutes);
    await app.register(agentWorkRoutes);
  },
  { name: 'agent', dependencies: ['realtime'] },
);
