import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { api } from '@/web/lib/api';
import { tokenAtom, useMemberInfo } from '@/web/lib/session';

/**
 * Every cashier query key starts with ['cashier', token]: a new session never sees the cached money of the last
 * one, and one invalidation refreshes every balance, list and count after money moved.
 */
export const cashierKey = (token: string | null, ...rest: unknown[]) => ['cashier', token, ...rest] as const;

/** The session token and whether the account may use money calls (trial accounts may not: spec §6). */
export function useRealAccount() {
  const token = useAtomValue(tokenAtom);
  const info = useMemberInfo();
  return {
    token,
    ready: token !== null && info.data !== undefined && !info.data.isTrial,
    /** Logged in, the account still loading (not yet known to be real or trial). */
    pending: token !== null && info.isPending,
  };
}

/** The session token and whether the account is a trial one, which plays on demo credits (spec §6). */
export function useDemoAccount() {
  const token = useAtomValue(tokenAtom);
  const info = useMemberInfo();
  return { token, ready: token !== null && info.data?.isTrial === true };
}

/** After money moved: refetch balances, counts, records and lists of this session. */
export function useMoneyChanged() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: ['cashier'] }), [queryClient]);
}

/**
 * A client idempotency key (8–64 of A-Za-z0-9_.:-). crypto.getRandomValues works in insecure contexts too,
 * unlike crypto.randomUUID, so a brand served over plain HTTP still gets safe retries.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `web-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** A money-moving call: JSON body with the client key in the Idempotency-Key header. */
export const postWithKey = <T>(path: string, body: unknown, key: string) =>
  api<T>(path, { method: 'POST', body: JSON.stringify(body), headers: { 'idempotency-key': key } });
