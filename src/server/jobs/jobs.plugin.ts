import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JobRunner } from './queue';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The one job queue (jobs/queue.ts): every module registers the handlers of its job kinds when its plugin loads
     * (declaring the dependency on 'jobs'); the worker runs while the server listens, and tests drive it with drain().
     */
    jobs: JobRunner;
  }
}

/** The job queue every module enqueues into and registers its handlers with. */
export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    const runner = new JobRunner(
      app.db,
      {},
      {
        pollMs: Number(process.env.JOB_POLL_MS ?? 500) || 500,
        onError: (error, job) => app.log.warn({ err: error, job: job.id, kind: job.kind }, 'job failed'),
      },
    );
    app.decorate('jobs', runner);
    // Only a listening server works the queue, and of several processes only the owner (SERVER_PROCESSES);
    // inject()-driven tests call app.jobs.drain() themselves.
    app.addHook('onListen', async () => {
      if (app.config.processRole !== 'serving') runner.start();
    });
    // A stop signals the jobs as soon as the server begins to close (preClose: before the requests in flight are
    // waited for), then waits for the running handler's current unit of work (onClose, before the pool is closed).
    app.addHook('preClose', async () => runner.signalStop());
    app.addHook('onClose', async () => runner.stop());
  },
  { name: 'jobs' },
);
