import type { FastifyInstance } from 'fastify';
import * as api from '@/core/api/office-switches';
import { removeBrandSwitch, setBrandSwitch, storedOverrides } from '@/server/domains/system';
import { AppError } from '@/server/errors';
import { ok } from '@/server/plugins/envelope';
import { type OfficeCall, officeRoute } from '../staff/staff.guard';
import { switchRows } from './office-switches.view';

/**
 * Brand switches in the console (docs/back-office.md "Brand switches"): the same service calls as
 * `npm run ops -- switch-set / switch-remove` (system domain, brand-overrides). After a change this instance
 * reloads the brand at once; every other instance hears the change's NOTIFY and reloads it within moments.
 */
export async function officeSwitchesRoutes(app: FastifyInstance): Promise<void> {
  const rowsOf = async (call: OfficeCall) => {
    const code = call.brand.config.code;
    const folder = app.registry.folder(code);
    if (!folder) throw new AppError('not_found');
    const stored = (await storedOverrides(app.db, code)).get(code) ?? [];
    return switchRows(folder, app.registry.get(code) ?? folder, stored, call.ctx.language);
  };

  officeRoute(app, api.officeSwitches, { permission: 'switches.read' }, async (call) =>
    ok({ switches: await rowsOf(call) }),
  );

  officeRoute(app, api.officeSwitchSet, { permission: 'switches.write' }, async (call, request) => {
    const code = call.brand.config.code;
    const folder = app.registry.folder(code);
    if (!folder) throw new AppError('not_found');
    const { key, value, reason } = request.body;
    await setBrandSwitch(app.db, folder, { key, value, actor: call.actor, reason });
    await app.brandOverrides.reload(code);
    const row = (await rowsOf(call)).find((r) => r.key === key);
    if (!row) throw new AppError('not_found');
    return ok({ switch: row });
  });

  officeRoute(app, api.officeSwitchRemove, { permission: 'switches.write' }, async (call, request) => {
    const code = call.brand.config.code;
    const { key, reason } = request.body;
    await removeBrandSwitch(app.db, code, { key, actor: call.actor, reason });
    await app.brandOverrides.reload(code);
    return ok({ switch: (await rowsOf(call)).find((r) => r.key === key) ?? null });
  });
}
