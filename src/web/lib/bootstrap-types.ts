/** The value of GET /wps/system/bootstrap, from its contract in src/core/api/system.ts. */
export type { Bootstrap } from '@/core/api/system';
