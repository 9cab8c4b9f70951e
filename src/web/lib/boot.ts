import type { SystemStatus } from '../../core/system-status';
import { ApiError, api } from './api';
import type { Bootstrap } from './bootstrap-types';
import { validateBootstrap, validateStatus } from './validators.gen.js';

export interface BootData {
  status: SystemStatus;
  bootstrap: Bootstrap;
}

/** Status and bootstrap, fetched together and validated with the precompiled validators before any use. */
export async function loadBootData(): Promise<BootData> {
  const [status, bootstrap] = await Promise.all([
    api<unknown>('/wps/system/status'),
    api<unknown>('/wps/system/bootstrap'),
  ]);
  if (!validateStatus(status)) throw invalid('status', validateStatus.errors);
  if (!validateBootstrap(bootstrap)) throw invalid('bootstrap', validateBootstrap.errors);
  return { status: status as SystemStatus, bootstrap: bootstrap as Bootstrap };
}

function invalid(
  what: string,
  errors: { instancePath: string; message?: string }[] | null | undefined,
): ApiError {
  const first = errors?.[0];
  console.error(
    `The ${what} response is not valid at ${first?.instancePath || '/'}: ${first?.message ?? ''}`,
  );
  return new ApiError('unknown_error', 200, '');
}
