import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type ClaimedJob, type JobHandler, PermanentJobError, RunJobAt } from '@/server/jobs/queue';
import { methodOf, providerFor } from '@/server/providers/payment/registry';
import { SANDBOX_JOB, type SandboxCallbackJob } from '@/server/providers/payment/sandbox';
import { providerSecret, sign } from '@/server/providers/payment/signature';
import { cashierRoutes } from './cashier.routes';
import { INBOX_EMAIL_JOB } from './inbox.service';
import { sendInboxEmail } from './inbox-email';
import { paymentCallbackRoutes, sandboxPageRoutes } from './payments.routes';
import { walletRoutes } from './wallet.routes';
import type { WalletHooks } from './wallet-hooks';
import { autoReceipt, WITHDRAWAL_JOB } from './withdrawal/auto-receipt';

declare module 'fastify' {
  interface FastifyInstance {
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

/** Money: wallets, cashier, provider callbacks and sandbox pages, with their jobs (callback delivery, auto-receipt). */
export const walletPlugin = fp(
  async (app: FastifyInstance) => {
    app.jobs.register(SANDBOX_JOB.depositCallback, callbackDelivery(app, 'callback'));
    app.jobs.register(SANDBOX_JOB.payoutCallback, callbackDelivery(app, 'payout-callback'));
    app.jobs.register(WITHDRAWAL_JOB.autoReceipt, async (job) => {
      const notBefore = await autoReceipt({ db: app.db }, BigInt(String(job.payload.withdrawalId)));
      if (notBefore) throw new RunJobAt(notBefore);
    });
    app.jobs.register(INBOX_EMAIL_JOB, async (job) => {
      await sendInboxEmail(
        { db: app.db, messaging: app.messaging, brandOf: (code) => app.registry.get(code) },
        job.payload,
      );
    });
    app.decorate('walletHooks', {} as WalletHooks);

    await app.register(walletRoutes);
    await app.register(cashierRoutes);
    await app.register(paymentCallbackRoutes);
    await app.register(sandboxPageRoutes);
  },
  { name: 'wallet', dependencies: ['jobs'] },
);
