import type { FastifyInstance } from 'fastify';
import * as api from '@/core/api/agents-work';
import { ctxOf as walletCtxOf, withdrawableAmount } from '@/server/domains/money';
import { route } from '@/server/plugins/contract';
import { ok } from '@/server/plugins/envelope';
import { memberTransfers, resetMemberPassword, setMemberLock, setMemberNote } from './agent-downline-actions';
import { teamDownlines } from './agent-downlines';
import { exportReport } from './agent-export';
import { teamGames } from './agent-games';
import { agentLinks, createLink, followLink, updateLink } from './agent-links';
import { agentCtxOf, requireAgent } from './agent-route-kit';
import { ownWallet } from './agent-wallet';

/**
 * What an agent works from (docs/agent-api.md, issue 24): team by direct downline, win/loss by game, the own
 * wallet, downline management, marketing links and the CSV exports of every report and list. Their contracts are
 * in src/core/api/agents-work.ts.
 */

export async function agentWorkRoutes(app: FastifyInstance) {
  const preHandler = requireAgent(app);
  const index = () => app.games?.catalogue().catch(() => undefined);
  const withdrawable = (request: Parameters<typeof walletCtxOf>[1]) => () =>
    withdrawableAmount(walletCtxOf(app, request), request.session!.id);

  route(app, api.teamDownlines, { preHandler }, async (request) =>
    ok(await teamDownlines(agentCtxOf(app, request), request.query)),
  );

  route(app, api.teamGames, { preHandler }, async (request) =>
    ok(await teamGames(agentCtxOf(app, request), await index(), request.query)),
  );

  route(app, api.ownWallet, { preHandler }, async (request) =>
    ok(await ownWallet(agentCtxOf(app, request), await withdrawable(request)(), request.query)),
  );

  route(
    app,
    api.memberLock,
    { preHandler, config: { rateLimit: { max: 60, timeWindow: 60_000 } } },
    async (request) => ok(await setMemberLock(agentCtxOf(app, request), request.body)),
  );

  route(
    app,
    api.memberPassword,
    { preHandler, config: { rateLimit: { max: 20, timeWindow: 60_000 } } },
    async (request) => ok(await resetMemberPassword(agentCtxOf(app, request), request.body)),
  );

  route(app, api.memberNote, { preHandler }, async (request) =>
    ok(await setMemberNote(agentCtxOf(app, request), request.body)),
  );

  route(app, api.memberTransfers, { preHandler }, async (request) =>
    ok(await memberTransfers(agentCtxOf(app, request), request.query)),
  );

  route(app, api.links, { preHandler }, async (request) =>
    ok(await agentLinks(agentCtxOf(app, request), request.query)),
  );

  route(
    app,
    api.createLink,
    { preHandler, config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
    async (request) => ok(await createLink(agentCtxOf(app, request), request.body)),
  );

  route(app, api.updateLink, { preHandler }, async (request) =>
    ok(await updateLink(agentCtxOf(app, request), request.body)),
  );

  route(
    app,
    api.exportReport,
    { preHandler, config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
    async (request, reply) => {
      const { filename, csv } = await exportReport(
        agentCtxOf(app, request),
        { index: await index(), withdrawable: withdrawable(request) },
        request.params.report,
        request.query,
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  // A marketing link: count the click, continue to registration with the link's code (docs/agent-api.md).
  route(
    app,
    api.followLink,
    { config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
    async (request, reply) => {
      const code = await followLink(app.db, request.brand.config.code, request.params.code);
      const search = new URLSearchParams();
      if (request.brandPreview && request.query.brand) search.set('brand', request.query.brand);
      if (code) search.set('affiliateCode', code);
      const query = search.toString();
      return reply
        .header('cache-control', 'no-store')
        .redirect(`${code ? '/register' : '/'}${query ? `?${query}` : ''}`, 302);
    },
  );
}
