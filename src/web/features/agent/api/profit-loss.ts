import { api } from '@/web/lib/api';
import { PAGE_SIZE, queryString } from './keys';
import { pagedReportQuery, usePagedReport } from './paged-report';
import type { LossSort, Period, SortOrder, TeamProfitLoss } from './types';

export interface LossFilter extends Period {
  member?: string;
  sort: LossSort;
  order: SortOrder;
  pageNo: number;
}

export const fetchTeamProfitLoss = (filter: LossFilter) =>
  api<TeamProfitLoss>(`/wps/agent/team/profitLoss${queryString({ ...filter, pageSize: PAGE_SIZE })}`);

export const teamProfitLossQuery = (token: string | null, filter: LossFilter) =>
  pagedReportQuery(token, 'profit-loss', filter, () => fetchTeamProfitLoss(filter));

/** GET /wps/agent/team/profitLoss: profit and loss per team member for a period, with team totals. */
export const useTeamProfitLoss = (filter: LossFilter) => usePagedReport(teamProfitLossQuery, filter);
