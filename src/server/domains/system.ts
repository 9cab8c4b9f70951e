/**
 * The system domain's front door (system, ops, dev): brand bootstrap and availability, the operators' audit trail and ops CLI parts, development routes; cross-cutting tests.
 * Other domains, the app and the scripts import the system domain only from here (the database type composes the
 * modules' table types directly); its own modules import each other directly. A name is added here when another
 * domain needs it; tests/architecture/boundaries.test.ts names any import that goes around this file.
 */

export { brandOverridesPlugin } from '../modules/brand-overrides/brand-overrides.plugin';
export {
  removeBrandSwitch,
  type StoredOverride,
  setBrandSwitch,
  settleBrandSwitches,
  storedOverrides,
} from '../modules/brand-overrides/brand-overrides.service';
export { applyOverrides, brandVendors } from '../modules/brand-overrides/switches';
export { devRoutes } from '../modules/dev/dev.routes';
export { moduleIdOf, opsPlugin, requestIdOf } from '../modules/ops/ops.plugin';
export { asAuditActor, listOpsActions, recordOpsAction } from '../modules/ops/ops-audit';
export { requestBootstrap, requestStatus, systemRoutes } from '../modules/system/system.routes';
export { brandAssetUrl } from '../modules/system/system.service';
