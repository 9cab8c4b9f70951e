import type { FastifyInstance } from 'fastify';
import { recordOpsAction } from '@/server/domains/system';
import type { OfficeCall } from '../staff/staff.guard';

/** One audit row of a console run (the guard's audit actor adds the staff member and their address). */
export function recordRun(
  app: FastifyInstance,
  call: OfficeCall,
  action: string,
  reason: string,
  detail: Record<string, unknown>,
) {
  const brand = call.brand.config.code;
  return app.db
    .transaction()
    .execute((trx) =>
      recordOpsAction(trx, { brand, actor: call.actor, action, target: `brand:${brand}`, reason, detail }),
    );
}
