import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import * as api from '@/core/api/agents';
import { ticketAccountOf } from '@/server/domains/games';
import { AppError } from '@/server/errors';
import { checkSession } from '@/server/plugins/auth';
import { route } from '@/server/plugins/contract';
import { ok } from '@/server/plugins/envelope';
import { pagingOf } from './agent.query';
import { agentReportRoutes } from './agent.routes';
import { agentAnnouncements, markAnnouncementsRead } from './agent-announcements.service';
import { promoteToAgent } from './agent-promote.service';
import { registerDownline } from './agent-register.service';
import { agentCtxOf, requireAgent } from './agent-route-kit';
import { TeamHub, TeamWatcher } from './agent-stream';
import { agentWorkRoutes } from './agent-work.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The agent center's live team stream: the ledger watcher and this instance's SSE connections. */
    agentLive: { watcher: TeamWatcher; hub: TeamHub };
  }
}

/** Register downline, agent announcements and the live stream (the reports are in agent.routes.ts). */
async function agentActionRoutes(app: FastifyInstance) {
  const preHandler = requireAgent(app);

  route(
    app,
    api.registerDownline,
    { preHandler, config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
    async (request) => ok(await registerDownline(agentCtxOf(app, request), request.body, request.ip)),
  );

  route(
    app,
    api.promoteDownline,
    { preHandler, config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
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

  route(app, api.announcements, { preHandler }, async (request) =>
    ok(await agentAnnouncements(agentCtxOf(app, request), pagingOf(request.query))),
  );

  route(app, api.announcementsRead, { preHandler }, async (request) =>
    ok(await markAnnouncementsRead(agentCtxOf(app, request), request.body.ids)),
  );

  route(app, api.teamStream, {}, async (request, reply) => {
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
  });
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
