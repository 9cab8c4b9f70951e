import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as api from '@/core/api/office';
import { route } from '@/server/plugins/contract';
import { ok } from '@/server/plugins/envelope';
import { createStaff } from './staff.service';

/**
 * Development only (DEV_ROUTES=1, never in production): a staff member per end-to-end test, so parallel tests never
 * share a TOTP step (a code logs in once).
 */
export async function staffDevRoutes(app: FastifyInstance): Promise<void> {
  if (!app.config.devRoutes) return;
  route(
    app,
    api.devStaff,
    {
      config: { access: { kind: 'public', reason: 'development helper, registered only with DEV_ROUTES=1' } },
    },
    async (request) => {
      const username = `e2e${randomBytes(5).toString('hex')}`;
      const password = randomBytes(9).toString('base64url');
      const created = await createStaff(app.db, app.secret, {
        username,
        password,
        roles: Object.entries(request.body.roles).flatMap(([brand, roles]) =>
          roles.map((role) => ({ brand, role })),
        ),
        by: 'dev',
      });
      return ok({ username, password, totpSecret: created.totpSecret });
    },
  );
}
