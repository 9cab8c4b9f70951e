import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import * as api from '@/core/api/agent-contracts';
import { CONTRACT_KINDS } from '@/core/contracts';
import { WHITELABEL_FLAGS, whitelabelLookup } from '@/core/whitelabel';
import { callerOf, contextOf } from '@/server/context';
import { AppError } from '@/server/errors';
import type { ClaimedJob, JobContext } from '@/server/jobs/queue';
import { requireSession } from '@/server/plugins/auth';
import { route } from '@/server/plugins/contract';
import { ok } from '@/server/plugins/envelope';
import { requireAgent } from '../agent/agent-route-kit';
import { billDetail, listBills } from './contract-bills';
import { contractHistory, markNoticesRead } from './contract-history';
import { settleBrands, settleKind } from './contract-settle';
import { type ContractCtx, enabledKinds, kindAction, kindOverview } from './contracts.service';
import { consolidated } from './contracts-consolidated';

/**
 * Contracts and settlement (docs/contracts-api.md): the four relay calls, consolidated info, bills, cron. The routes'
 * contracts are in src/core/api/agent-contracts.ts.
 */

const ctxOf = (_app: FastifyInstance, request: FastifyRequest): ContractCtx => {
  const ctx = contextOf(request);
  return { ...ctx, caller: callerOf(ctx) };
};

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
    const relay = api.kindRelays[kind];
    route(app, relay.overview, { preHandler: agent }, async (request) =>
      ok(await kindOverview(ctxOf(app, request), kind)),
    );
    route(
      app,
      relay.action,
      { preHandler: agent, config: { rateLimit: { max: 60, timeWindow: 60_000 } } },
      async (request) => ok(await kindAction(ctxOf(app, request), kind, request.body)),
    );
  }

  route(
    app,
    api.consolidated,
    { preHandler: [requireSession(app, { realAccount: true }), agentPolicyOn] },
    async (request) => ok(await consolidated(ctxOf(app, request))),
  );

  route(app, api.bills, { preHandler: agent }, async (request) =>
    ok(await listBills(ctxOf(app, request), request.query)),
  );

  route(app, api.history, { preHandler: agent }, async (request) =>
    ok(await contractHistory(ctxOf(app, request), request.query)),
  );

  route(app, api.noticesRead, { preHandler: agent }, async (request) =>
    ok(await markNoticesRead(ctxOf(app, request), request.body)),
  );

  route(app, api.billDetail, { preHandler: agent }, async (request) =>
    ok(await billDetail(ctxOf(app, request), request.params.id)),
  );

  // Tests only (DEV_ROUTES=1, never in production): settles the brand on a simulated clock `at`, as the API tests
  // pass their own clock to the service, so an end-to-end test sees a bill without waiting for its slot to end.
  if (app.config.devRoutes) {
    route(app, api.devSettle, {}, async (request) => {
      // The body is optional ({at}, or none for now), which a body schema cannot say: it is read as it came.
      const body = request.body as { at?: string } | undefined;
      const at = new Date(body?.at ?? Date.now());
      if (Number.isNaN(at.getTime()))
        throw new AppError('invalid_request', { field: 'at', detail: 'ISO time' });
      let bills = 0;
      for (const kind of enabledKinds(request.brand))
        bills += await settleKind(app.db, request.brand, kind, at, at);
      return ok({ bills });
    });
  }
}

/** Registers the routes and the settlement schedules (one job per slot across instances). */
export const contractsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(contractRoutes);
    // Each run settles every period that has ended by now (missed slots included): never one still running. A stop
    // interrupts it between two periods (each one transaction): the next start resumes at the next period.
    const run =
      (kinds: Parameters<typeof settleBrands>[2]) =>
      async (_slot: Date, _job: ClaimedJob, { signal }: JobContext) => {
        await settleBrands(app.db, app.registry.brands, kinds, undefined, undefined, signal);
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
