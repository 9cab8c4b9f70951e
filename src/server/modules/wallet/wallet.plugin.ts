import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type ClaimedJob, type JobHandler, JobRunner, PermanentJobError, RunJobAt } from '../../jobs/queue';
import { methodOf, providerFor } from '../../providers/payment/registry';
import { SANDBOX_JOB, type SandboxCallbackJob } from '../../providers/payment/sandbox';
import { providerSecret, sign } from '../../providers/payment/signature';
import { cashierRoutes } from './cashier.routes';
import { paymentCallbackRoutes, sandboxPageRoutes } from './payments.routes';
import { walletRoutes } from './wallet.routes';
import type { WalletHooks } from './wallet-hooks';
import { autoReceipt, WITHDRAWAL_JOB } from './withdrawal/auto-receipt';

declare module 'fastify' {
  interface FastifyInstance {
    /** The money module's job queue worker (started when the server listens; tests drive it with drain()). */
    jobs: JobRunner;
    /** Rules other modules install into the money flows (wallet-hooks.ts); filled by their plugins. */
    walletHooks: WalletHooks;
  }
}

/**
 * The sandbox PSP's callbacks go through this server's full HTTP stack (routing, brand resolution, signature
 * check) with inject(): whichever instance claims the job delivers it, and a restart loses nothing because the job
 * stays in PostgreSQL until the callback is acknowledged. 5xx or a network-level failure is retried with backoff;
 * a 4xx means retrying cannot help and parks the job.
 */
function callbackDelivery(app: FastifyInstance, path: 'callback' | 'payout-callback'): JobHandler {
  return async (job: ClaimedJob) => {
    const payload = job.payload as SandboxCallbackJob;
    const brand = app.registry.brands.find((b) => b.config.code === payload.brand);
    const method = brand ? methodOf(brand, payload.method) : undefined;
    if (!brand || !method)
      throw new PermanentJobError(`unknown brand or method ${payload.brand}/${payload.method}`);
    providerFor(app.secret, brand, method); // validates the configuration
    const signature = sign(providerSecret(app.secret, brand.config.code, method), payload.body);
    const response = await app.inject({
      method: 'POST',
      url: `/wps/payments/${path}/${encodeURIComponent(method.code)}`,
      headers: { host: payload.host, 'content-type': 'application/json', 'x-signature': signature },
      payload: payload.body,
    });
    if (response.statusCode >= 500)
      throw new Error(`callback answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
    if (response.statusCode >= 400) {
      throw new PermanentJobError(`callback answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
    }
  };
}

/** Money: wallets, cashier, provider callbacks, sandbox pages and the job worker (decorates app.jobs). */
export const walletPlugin = fp(async (app: FastifyInstance) => {
  const runner = new JobRunner(
    app.db,
    {
      [SANDBOX_JOB.depositCallback]: callbackDelivery(app, 'callback'),
      [SANDBOX_JOB.payoutCallback]: callbackDelivery(app, 'payout-callback'),
      [WITHDRAWAL_JOB.autoReceipt]: async (job) => {
        const notBefore = await autoReceipt({ db: app.db }, BigInt(String(job.payload.withdrawalId)));
        if (notBefore) throw new RunJobAt(notBefore);
      },
    },
    {
      pollMs: Number(process.env.JOB_POLL_MS ?? 500) || 500,
      onError: (error, job) => app.log.warn({ err: error, job: job.id, kind: job.kind }, 'job failed'),
    },
  );
  app.decorate('jobs', runner);
  app.decorate('walletHooks', {} as WalletHooks);
  // Only a listening server works the queue; inject()-driven tests call app.jobs.drain() themselves.
  app.addHook('onListen', async () => runner.start());
  app.addHook('onClose', async () => runner.stop());

  await app.register(walletRoutes);
  await app.register(cashierRoutes);
  await app.register(paymentCallbackRoutes);
  await app.register(sandboxPageRoutes);
});
