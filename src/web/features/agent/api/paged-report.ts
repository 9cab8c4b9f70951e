import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { agentKey, useAgentSession } from './keys';

/**
 * The query options of a paged team report of the agent center: fresh for 15 s, the last page kept on screen while
 * the next one loads.
 */
export const pagedReportQuery = <T>(
  token: string | null,
  name: string,
  filter: object,
  fetch: () => Promise<T>,
) =>
  queryOptions({
    queryKey: agentKey(token, name, filter),
    queryFn: fetch,
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });

/** A paged report's query for the agent's session (asked only once the account is known to be an agent). */
export function usePagedReport<F, T>(
  query: (token: string | null, filter: F) => ReturnType<typeof pagedReportQuery<T>>,
  filter: F,
) {
  const { token, ready } = useAgentSession();
  return useQuery({ ...query(token, filter), enabled: ready });
}
