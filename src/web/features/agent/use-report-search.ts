import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { AgentSearch } from './pages';
import { compactSearch, type ReportSearch } from './report-search';

const agentHome = getRouteApi('/agentHome');

/**
 * The open report's period, filters, sorting, page and drill-down, read from and written to the URL
 * (report-search.ts). Every change is a navigation (Back undoes it); a change that does not name a page number
 * goes back to the first page.
 */
export function useReportSearch() {
  const search = agentHome.useSearch() as AgentSearch;
  const navigate = agentHome.useNavigate();
  const patch = useCallback(
    (changes: Partial<ReportSearch>, options: { replace?: boolean } = {}) =>
      void navigate({
        search: (prev: AgentSearch) => compactSearch({ ...prev, pageNo: undefined, ...changes }),
        replace: options.replace,
      }),
    [navigate],
  );
  return { search, patch };
}

/** The page's sorting from the URL (a key of `keys`, else `fallback`; descending unless dir=asc). */
export function sortingOf<S extends string>(
  search: { sort?: string; dir?: 'asc' | 'desc' },
  keys: readonly S[],
  fallback: S,
): { sort: S; order: 'asc' | 'desc' } {
  return { sort: keys.find((k) => k === search.sort) ?? fallback, order: search.dir ?? 'desc' };
}
