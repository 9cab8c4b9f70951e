import type { FastifyInstance } from 'fastify';
import { WALLET_KINDS } from '../../../core/agent-work';
import { ctxOf as walletCtxOf, withdrawableAmount } from '../../domains/money';
import { ok } from '../../plugins/envelope';
import { memberTransfers, resetMemberPassword, setMemberLock, setMemberNote } from './agent-downline-actions';
import { teamDownlines } from './agent-downlines';
import { EXPORT_MAX_ROWS, exportReport, REPORTS } from './agent-export';
import { teamGames } from './agent-games';
import { agentLinks, CAMPAIGN_MAX, createLink, followLink, LINK_MAX, updateLink } from './agent-links';
import { agentCtxOf, bearer, q, querystring, requireAgent, tags, value } from './agent-route-kit';
import { ownWallet } from './agent-wallet';

/**
 * What an agent works from (docs/agent-api.md, issue 24): team by direct downline, win/loss by game, the own
 * wallet, downline management, marketing links and the CSV exports of every report and list.
 */

type Q = { Querystring: Record<string, string | undefined> };
type B = { Body: Record<string, unknown> };
const str = (description: string, maxLength = 64) => ({ type: 'string', maxLength, description }) as const;
const member = str('account name of a team member (404 member_not_found outside the caller’s tree)');

export async function agentWorkRoutes(app: FastifyInstance) {
  const preHandler = requireAgent(app);
  const read = (summary: string, properties: Record<string, object>) => ({
    tags,
    summary,
    security: bearer,
    querystring: querystring(properties),
    response: { 200: value },
  });
  const write = (summary: string, properties: Record<string, object>, required: string[]) => ({
    tags,
    summary,
    security: bearer,
    body: { type: 'object', required, properties },
    response: { 200: value },
  });
  const index = () => app.games?.catalogue().catch(() => undefined);
  const withdrawable = (request: Parameters<typeof walletCtxOf>[1]) => () =>
    withdrawableAmount(walletCtxOf(app, request), request.session!.id);

  app.get<Q>(
    '/wps/agent/team/downlines',
    {
      preHandler,
      schema: read(
        'Team by direct downline: one row per direct downline of `parent` for a period (a sub-agent’s row is its whole sub-team), with totals and breadcrumb',
        {
          parent: str('account of the caller’s tree whose direct downlines are listed (default: the caller)'),
          from: q.from,
          to: q.to,
          sort: str(
            'account | teamSize | deposits | withdrawals | stake | validBet | payout | profitLoss (default validBet)',
            20,
          ),
          order: q.order,
          pageNo: q.pageNo,
          pageSize: q.pageSize,
        },
      ),
    },
    async (request) => ok(await teamDownlines(agentCtxOf(app, request), request.query)),
  );

  app.get<Q>(
    '/wps/agent/team/games',
    {
      preHandler,
      schema: read('Win/loss by game category and provider for the team, a sub-team or one member', {
        member: str('one team member’s own bets'),
        parent: str('a team member and its whole team (a sub-agent’s sub-tree)'),
        from: q.from,
        to: q.to,
      }),
    },
    async (request) => ok(await teamGames(agentCtxOf(app, request), await index(), request.query)),
  );

  app.get<Q>(
    '/wps/agent/wallet',
    {
      preHandler,
      schema: read(
        'The caller’s own main wallet: postings with the balance after each, totals by kind, opening and closing balance, what is withdrawable now',
        {
          kind: str(`${WALLET_KINDS.join(' | ')} (default all)`, 24),
          from: q.from,
          to: q.to,
          pageNo: q.pageNo,
          pageSize: q.pageSize,
        },
      ),
    },
    async (request) =>
      ok(await ownWallet(agentCtxOf(app, request), await withdrawable(request)(), request.query)),
  );

  app.post<B>(
    '/wps/agent/team/member/lock',
    {
      preHandler,
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: write(
        'Lock or unlock a team member (audited with the reason); a lock ends its sessions; only locks by the caller or its downline agents can be lifted',
        {
          member,
          locked: { type: 'boolean' },
          reason: str('why (1–200 characters), kept in the audit', 400),
        },
        ['member', 'locked', 'reason'],
      ),
    },
    async (request) => ok(await setMemberLock(agentCtxOf(app, request), request.body)),
  );

  app.post<B>(
    '/wps/agent/team/member/password',
    {
      preHandler,
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: write(
        'Reset a team member’s password: answers a one-time password (shown once); the member must change it at the next login; audited',
        { member, reason: str('why (1–200 characters), kept in the audit', 400) },
        ['member', 'reason'],
      ),
    },
    async (request) => ok(await resetMemberPassword(agentCtxOf(app, request), request.body)),
  );

  app.post<B>(
    '/wps/agent/team/member/note',
    {
      preHandler,
      schema: write(
        'The caller’s private note on a team member (at most 500 characters; empty deletes it)',
        { member, note: str('the note', 2000) },
        ['member', 'note'],
      ),
    },
    async (request) => ok(await setMemberNote(agentCtxOf(app, request), request.body)),
  );

  app.get<Q>(
    '/wps/agent/team/member/transfers',
    {
      preHandler,
      schema: read('A team member’s transfers with its upline and downlines, newest first', {
        member,
        from: q.from,
        to: q.to,
        pageNo: q.pageNo,
        pageSize: q.pageSize,
      }),
    },
    async (request) => ok(await memberTransfers(agentCtxOf(app, request), request.query)),
  );

  app.get<Q>(
    '/wps/agent/links',
    {
      preHandler,
      schema: read(
        'The caller’s marketing links with each link’s funnel (clicks, registrations, first deposits)',
        {
          from: q.from,
          to: q.to,
        },
      ),
    },
    async (request) => ok(await agentLinks(agentCtxOf(app, request), request.query)),
  );

  app.post<B>(
    '/wps/agent/links',
    {
      preHandler,
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: write(
        `A new marketing link with its own invitation code (at most ${LINK_MAX} per agent)`,
        { campaign: str(`campaign name (1–${CAMPAIGN_MAX} characters)`, 200) },
        ['campaign'],
      ),
    },
    async (request) => ok(await createLink(agentCtxOf(app, request), request.body)),
  );

  app.post<B>(
    '/wps/agent/links/update',
    {
      preHandler,
      schema: write(
        'Rename, pause or resume one of the caller’s marketing links',
        {
          code: str('the link’s code', 40),
          campaign: str(`campaign name (1–${CAMPAIGN_MAX} characters)`, 200),
          active: { type: 'boolean' },
        },
        ['code'],
      ),
    },
    async (request) => ok(await updateLink(agentCtxOf(app, request), request.body)),
  );

  app.get<Q & { Params: { report: string } }>(
    '/wps/agent/export/:report',
    {
      preHandler,
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: `CSV of a report or list with the query of its screen call: the same rows (all pages, at most ${EXPORT_MAX_ROWS}), times in the brand’s zone, amounts in the brand currency’s decimals`,
        security: bearer,
        params: {
          type: 'object',
          required: ['report'],
          properties: { report: { type: 'string', enum: Object.keys(REPORTS) } },
        },
        querystring: querystring({
          from: q.from,
          to: q.to,
          member,
          parent: str('drill-down level (downlines, games, members)'),
          keyword: str('members: part of the account name'),
          kind: str('transactions or wallet: the kind filter', 24),
          category: str('bets: game type code', 32),
          vendor: str('bets: vendor code', 32),
          sort: str('the screen’s sort key', 20),
          order: q.order,
        }),
        response: {
          200: {
            description: 'text/csv (UTF-8 with a byte order mark), as an attachment',
            content: { 'text/csv': { schema: { type: 'string' } } },
          },
        },
      },
    },
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
  app.get<{ Params: { code: string }; Querystring: { brand?: string } }>(
    '/r/:code',
    { config: { rateLimit: { max: 30, timeWindow: 60_000 } }, schema: { hide: true } },
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
