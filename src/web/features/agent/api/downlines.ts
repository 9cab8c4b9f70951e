import { api } from '@/web/lib/api';
import { PAGE_SIZE, queryString } from './keys';
import { pagedReportQuery, usePagedReport } from './paged-report';
import type { Period, SortOrder } from './types';
import type { DownlineSort, TeamDownlines } from './work-types';

export interface DownlinesFilter extends Period {
  parent?: string;
  sort: DownlineSort;
  order: SortOrder;
  pageNo: number;
}

export const fetchTeamDownlines = (filter: DownlinesFilter) =>
  api<TeamDownlines>(`/wps/agent/team/downlines${queryString({ ...filter, pageSize: PAGE_SIZE })}`);

export const teamDownlinesQuery = (token: string | null, filter: DownlinesFilter) =>
  pagedReportQuery(token, 'downlines', filter, () => fetchTeamDownlines(filter));

/** GET /wps/agent/team/downlines: one row per direct downline of `parent` (a sub-agent's row is its sub-team). */
export const useTeamDownlines = (filter: DownlinesFilter) => usePagedReport(teamDownlinesQuery, filter);
