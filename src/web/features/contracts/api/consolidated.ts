import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { WHITELABEL_FLAGS, whitelabelLookup } from '@/core/whitelabel';
import { api } from '@/web/lib/api';
import { tokenAtom, useMemberInfo } from '@/web/lib/session';
import { useBootstrap } from '@/web/lib/use-bootstrap';
import type { Consolidated } from './types';

/** The whitelabel flag AGENTPOLICY3 (spec §4): without it the brand offers no contracts and makes no such call. */
export function useAgentPolicy(): boolean {
  const { whitelabel } = useBootstrap();
  return whitelabelLookup(whitelabel)(WHITELABEL_FLAGS.agentPolicy);
}

/**
 * GET /wps/member/info/funds/consolidated: the gating flags and what awaits an answer (badges, the login modal).
 * Real accounts only (trial accounts skip it, spec §6), and only while the agent policy is on (spec §4). Its key
 * starts like every contracts query's (['contracts', token]), so a contract action refreshes the badges too.
 */
export function useConsolidated() {
  const token = useAtomValue(tokenAtom);
  const info = useMemberInfo();
  const agentPolicy = useAgentPolicy();
  return useQuery({
    queryKey: ['contracts', token, 'consolidated'],
    queryFn: () => api<Consolidated>('/wps/member/info/funds/consolidated'),
    enabled: token !== null && info.data?.isTrial === false && agentPolicy,
    staleTime: 30_000,
  });
}
