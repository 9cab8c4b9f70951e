import { CONTRACT_PAGE_OF } from '@/core/contract-pages';
import type { ContractKind } from './tiers';

/**
 * The four contract pages of the agent center (spec §2) and what each is: kind and gating flag. Read by the agent
 * route (gate.tsx) only, so the route's chunk shares no module with the lazily loaded pages: the app's first
 * load (which lists the route chunk's static imports) stays as it was.
 */
export type ContractPage = (typeof CONTRACT_PAGE_OF)[ContractKind];
/** Each contract page's kind: the inverse of core's kind → page map. */
export const CONTRACT_PAGES = Object.fromEntries(
  Object.entries(CONTRACT_PAGE_OF).map(([kind, page]) => [page, kind]),
) as Record<ContractPage, ContractKind>;

export const isContractPage = (page: string): page is ContractPage => Object.hasOwn(CONTRACT_PAGES, page);

export const PAGE_OF_KIND: Record<ContractKind, ContractPage> = CONTRACT_PAGE_OF;

export interface ContractFlags {
  enableCt: boolean;
  salary: boolean;
  hourSalary: boolean;
  enableSalary: boolean;
  enableContract: boolean;
}

/** The server's flag that opens each kind (spec §6). */
export const FLAG_OF_KIND: Record<ContractKind, Exclude<keyof ContractFlags, 'enableContract'>> = {
  dividend: 'enableCt',
  dailySalary: 'salary',
  hourSalary: 'hourSalary',
  realtimeSalary: 'enableSalary',
};

/** The consolidated answer's pending field of each kind (0 nothing, 1 a new request, 2 terminating). */
export const CONSOLIDATED_FIELD = {
  dividend: 'divtypereq',
  dailySalary: 'dailysalreqtype',
  hourSalary: 'contracthoursalreq',
  realtimeSalary: 'realtimesalreqtype',
} as const satisfies Record<ContractKind, string>;

export const pageAllowed = (flags: ContractFlags | undefined, page: ContractPage): boolean =>
  flags?.enableContract === true && flags[FLAG_OF_KIND[CONTRACT_PAGES[page]]];
