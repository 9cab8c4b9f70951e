import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { staffDevRoutes } from './staff.dev';
import { staffRoutes } from './staff.routes';
import { staffAdminRoutes } from './staff-admin.routes';

/**
 * The back office's staff (docs/back-office.md): login with password and TOTP, sessions, the audit log, queue
 * counts and two-person approvals under /office/api. The screens' endpoints (modules/backoffice) register after
 * it and use its guard (officeRoute).
 */
export const staffPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(staffRoutes);
    await app.register(staffAdminRoutes);
    await app.register(staffDevRoutes);
  },
  { name: 'staff' },
);
