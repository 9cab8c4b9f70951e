import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { api } from '../../../lib/api';
import { tokenAtom, useMemberInfo } from '../../../lib/session';
import type { Consolidated } from './types';

/**
 * GET /wps/member/info/funds/consolidated: the gating flags and what awaits an answer (badges, the login modal).
 * Real accounts only (trial accounts skip it, spec §6). Its key starts like every contracts query's
 * (['contracts', token]), so a contract action refreshes the badges too.
 */
export function useConsolidated() {
  const token = useAtomValue(tokenAtom);
  const info = useMemberInfo();
  return useQuery({
    queryKey: ['contracts', token, 'consolidated'],
    queryFn: () => api<Consolidated>('/wps/member/info/funds/consolidated'),
    enabled: token !== null && info.data?.isTrial === false,
    staleTime: 30_000,
  });
}
