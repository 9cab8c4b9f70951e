import type { FastifyInstance } from 'fastify';
import * as api from '@/core/api/office-switches';
import {
  removeBrandSwitch,
  setBrandSwitch,
  settleBrandSwitches,
  storedOverrides,
} from '@/server/domains/system';
import { AppError } from '@/server/errors';
import { ok } from '@/server/plugins/envelope';
import { type OfficeCall, officeRoute } from '../staff/staff.guard';
import { switchRows } from './office-switches.view';

/**
 * Brand switches in the console (docs/back-office.md "Brand switches"): the same service calls as
 * `npm run ops -- switch-set / switch-remove` (system domain, brand-overrides). After a change this instance
 * reloads the brand at once, then waits until every live instance has acknowledged it (settleBrandSwitches): when
 * the console says "saved", every server serves the change.
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
    await settled(app);
    const row = (await rowsOf(call)).find((r) => r.key === key);
    if (!row) throw new AppError('not_found');
    return ok({ switch: row });
  });

  officeRoute(app, api.officeSwitchRemove, { permission: 'switches.write' }, async (call, request) => {
    const code = call.brand.config.code;
    const { key, reason } = request.body;
    await removeBrandSwitch(app.db, code, { key, actor: call.actor, reason });
    await app.brandOverrides.reload(code);
    await settled(app);
    return ok({ switch: (await rowsOf(call)).find((r) => r.key === key) ?? null });
  });
}

/** Every instance acknowledged the change, or (an instance gone quiet) it will load it when it reconnects. */
async function settled(app: FastifyInstance): Promise<void> {
  if (!(await settleBrandSwitches(app.db)))
    app.log.warn('brand switch: not every instance acknowledged the change within 5 s');
}
