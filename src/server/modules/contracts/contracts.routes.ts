import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CONTRACT_KINDS, CONTRACT_RELAY } from '../../../core/contracts';
import { WHITELABEL_FLAGS, whitelabelLookup } from '../../../core/whitelabel';
import { callerOf, contextOf } from '../../context';
import { AppError } from '../../errors';
import { requireSession } from '../../plugins/auth';
import { envelopeSchema, ok } from '../../plugins/envelope';
import { requireAgent } from '../agent/agent-route-kit';
import { billDetail, listBills } from './contract-bills';
import { contractHistory, markNoticesRead } from './contract-history';
import { settleBrands, settleKind } from './contract-settle';
import { type ContractCtx, enabledKinds, kindAction, kindOverview } from './contracts.service';
import { consolidated } from './contracts-consolidated';

/** Contracts and settlement (docs/contracts-api.md): the four relay calls, consolidated info, bills, cron. */

const tags = ['contracts'];
const security = [{ bearer: [] }];
const value = envelopeSchema({ type: 'object', additionalProperties: true });
const str = (maxLength: number, description?: string) =>
  ({ type: 'string', maxLength, ...(description ? { description } : {}) }) as const;

const ctxOf = (_app: FastifyInstance, request: FastifyRequest): ContractCtx => {
  const ctx = contextOf(request);
  return { ...ctx, caller: callerOf(ctx) };
};

const tierSchema = {
  type: 'object',
  properties: {
    rate: str(8, 'percent, > 0 and ≤ 100, at most 2 decimals'),
    minActiveMembers: { type: 'integer', minimum: 0, maximum: 1_000_000 },
    minValidBet: str(24),
    minNetLoss: str(24),
    minBetStake: str(24),
    activeBet: str(24),
  },
  additionalProperties: false,
} as const;

/**
 * The whitelabel flag AGENTPOLICY3 (spec §3, §4) switches the agent policy on: without it the brand offers no
 * contract calls — the consolidated call, the four relays and the bills answer 403 feature_disabled (the SPA shows
 * no contract menu). Settlement of contracts already signed goes on: what is owed is paid.
 */
async function agentPolicyOn(request: FastifyRequest) {
  if (!whitelabelLookup(request.brand.whitelabel)(WHITELABEL_FLAGS.agentPolicy))
    throw new AppError('feature_disabled');
}

async function contractRoutes(app: FastifyInstance) {
  const agent = [requireAgent(app), agentPolicyOn];
  for (const kind of CONTRACT_KINDS) {
    const path = CONTRACT_RELAY[kind];
    app.get(
      path,
      {
        preHandler: agent,
        schema: {
          tags,
          summary: `${kind} contracts: mine, the request awaiting me, my direct downline agents' contracts, my earnings`,
          security,
          response: { 200: value },
        },
      },
      async (request) => ok(await kindOverview(ctxOf(app, request), kind)),
    );
    app.post<{ Body: Record<string, unknown> }>(
      path,
      {
        preHandler: agent,
        config: { rateLimit: { max: 60, timeWindow: 60_000 } },
        schema: {
          tags,
          summary: `${kind} contract action: request (upline), accept / reject (downline), cancel (upline), terminate (either side)`,
          security,
          body: {
            type: 'object',
            required: ['action'],
            additionalProperties: false,
            properties: {
              action: str(16, 'request | accept | reject | cancel | terminate'),
              id: str(20, 'contract id (accept, reject, cancel, terminate)'),
              downline: str(64, 'direct downline agent (request)'),
              period: str(4, 'D | W | H | M (dividend); fixed for the salaries'),
              tiers: { type: 'array', maxItems: 10, items: tierSchema },
            },
          },
          response: { 200: value },
        },
      },
      async (request) => ok(await kindAction(ctxOf(app, request), kind, request.body)),
    );
  }

  app.get(
    '/wps/member/info/funds/consolidated',
    {
      preHandler: [requireSession(app, { realAccount: true }), agentPolicyOn],
      schema: {
        tags,
        summary:
          'Consolidated contract info: per kind 0 nothing / 1 a new request / 2 a terminating contract, the gating flags and the requests',
        security,
        response: { 200: value },
      },
    },
    async (request) => ok(await consolidated(ctxOf(app, request))),
  );

  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/wps/agent/contracts/bills',
    {
      preHandler: agent,
      schema: {
        tags,
        summary:
          'Contract bills of a kind: mine or my team’s, per period, with totals and a per-period series',
        security,
        querystring: {
          type: 'object',
          properties: {
            kind: str(20, 'dividend | dailySalary | hourSalary | realtimeSalary'),
            scope: str(8, 'mine (default) | team'),
            member: str(64, 'a downline agent (scope team)'),
            status: str(10, 'paid | held | rejected | zero'),
            from: str(40, 'first day YYYY-MM-DD (default 29 days before `to`)'),
            to: str(40, 'last day YYYY-MM-DD (default today)'),
            pageNo: str(40),
            pageSize: str(40),
          },
        },
        response: { 200: value },
      },
    },
    async (request) => ok(await listBills(ctxOf(app, request), request.query)),
  );

  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/wps/agent/contracts/history',
    {
      preHandler: agent,
      schema: {
        tags,
        summary:
          'Every contract of the caller (or of an agent of its team), newest first: status, terms and the event trail with who caused each',
        security,
        querystring: {
          type: 'object',
          properties: {
            kind: str(20, 'dividend | dailySalary | hourSalary | realtimeSalary (default all)'),
            member: str(64, 'an agent of the team (default: the caller)'),
            pageNo: str(40),
            pageSize: str(40),
          },
        },
        response: { 200: value },
      },
    },
    async (request) => ok(await contractHistory(ctxOf(app, request), request.query)),
  );

  app.post<{ Body: { kind?: string } }>(
    '/wps/agent/contracts/notices/read',
    {
      preHandler: agent,
      schema: {
        tags,
        summary: 'Mark the notices of ended contracts of a kind read (the agent opened that contract page)',
        security,
        body: {
          type: 'object',
          required: ['kind'],
          additionalProperties: false,
          properties: { kind: str(20, 'dividend | dailySalary | hourSalary | realtimeSalary') },
        },
        response: { 200: value },
      },
    },
    async (request) => ok(await markNoticesRead(ctxOf(app, request), request.body)),
  );

  app.get<{ Params: { id: string } }>(
    '/wps/agent/contracts/bills/:id',
    {
      preHandler: agent,
      schema: {
        tags,
        summary: 'One bill with its inputs: the tiers checked, the sub-agent deductions and the team rows',
        security,
        params: { type: 'object', properties: { id: str(20) } },
        response: { 200: value },
      },
    },
    async (request) => ok(await billDetail(ctxOf(app, request), request.params.id)),
  );

  // Tests only (DEV_ROUTES=1, never in production): settles the brand on a simulated clock `at`, as the API tests
  // pass their own clock to the service, so an end-to-end test sees a bill without waiting for its slot to end.
  if (app.config.devRoutes) {
    app.post<{ Body: { at?: string } | undefined }>(
      '/__dev/contracts/settle',
      { schema: { hide: true } },
      async (request) => {
        const at = new Date(request.body?.at ?? Date.now());
        if (Number.isNaN(at.getTime()))
          throw new AppError('invalid_request', { field: 'at', detail: 'ISO time' });
        let bills = 0;
        for (const kind of enabledKinds(request.brand))
          bills += await settleKind(app.db, request.brand, kind, at, at);
        return ok({ bills });
      },
    );
  }
}

/** Registers the routes and the settlement schedules (one job per slot across instances). */
export const contractsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(contractRoutes);
    // Each run settles every period that has ended by now (missed slots included): never one still running.
    const run = (kinds: Parameters<typeof settleBrands>[2]) => async () => {
      await settleBrands(app.db, app.registry.brands, kinds);
    };
    app.jobs.cron(
      { kind: 'contracts.settle.rt', everySeconds: 300, offsetSeconds: 40 },
      run(['realtimeSalary']),
    );
    app.jobs.cron(
      { kind: 'contracts.settle.hr', everySeconds: 3600, offsetSeconds: 60 },
      run(['hourSalary']),
    );
    app.jobs.cron(
      { kind: 'contracts.settle.day', everySeconds: 3600, offsetSeconds: 120 },
      run(['dividend', 'dailySalary']),
    );
  },
  { name: 'contracts', dependencies: ['jobs', 'agent'] },
);
