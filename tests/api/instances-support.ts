/**
 * A second server instance on a test app's database (tests/api/shared-limits.test.ts, session-cache.test.ts):
 * its own pool, session cache and listening connection, as another process behind a load balancer would have.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@/server/app';
import { connect, connectionStringOf } from '@/server/db/connect';
import type { TestApp } from './helpers';

export async function secondInstance(t: TestApp): Promise<TestApp & { app: FastifyInstance }> {
  const url = connectionStringOf(t.db);
  if (!url) throw new Error('the test app has no connection string');
  const db = connect(url, 4);
  const app = await buildApp({ config: t.config, brands: t.brands, db });
  await app.ready();
  return {
    ...t,
    app,
    db,
    async close() {
      await app.close();
      await db.destroy();
    },
  };
}
