import { useQuery } from '@tanstack/react-query';
import { brandPath, officeApi } from '../lib/api';

/** What waits in each queue the staff member may see (the menu's counts), refreshed every 30 seconds. */
export function useCounts(brand: string) {
  return useQuery({
    queryKey: ['office', brand, 'counts'],
    queryFn: () => officeApi<{ counts: Record<string, number> }>(brandPath(brand, 'counts')),
    refetchInterval: 30_000,
  });
}
