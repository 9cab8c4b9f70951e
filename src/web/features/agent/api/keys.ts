import { useAtomValue } from 'jotai';
import { tokenAtom, useMemberInfo } from '@/web/lib/session';

/**
 * Every agent-center query key starts with ['agent', token]: a new session never sees the last one's team, and
 * the live `team` event refetches every open report with one invalidation.
 */
export const agentKey = (token: string | null, ...rest: unknown[]) => ['agent', token, ...rest] as const;

/** The session token and whether the logged-in account is an agent (the calls answer 403 to anyone else). */
export function useAgentSession() {
  const token = useAtomValue(tokenAtom);
  const info = useMemberInfo();
  return { token, ready: token !== null && info.data?.isAgent === true };
}

/** A query string of the defined, non-empty parameters ('?a=1&b=x', or '' when none). */
export function queryString(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The report pages' page size (the server accepts 1–100). */
export const PAGE_SIZE = 20;
