import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { isAgentType } from '@/core/account-types';
import { api } from '@/web/lib/api';
import { tokenAtom, useMemberInfo } from '@/web/lib/session';

/**
 * Every loyalty query key starts with ['loyalty', token]: a new session never sees the last one's ladder, points or
 * missions, and one invalidation refreshes them all after a claim, a redeem or a conversion.
 */
export const loyaltyKey = (token: string | null, ...rest: unknown[]) => ['loyalty', token, ...rest] as const;

/** The session token, whether the account is a real one (not trial: spec §6) and whether it is a player. */
export function useLoyaltyAccount() {
  const token = useAtomValue(tokenAtom);
  const info = useMemberInfo();
  const ready = token !== null && info.data !== undefined && !info.data.isTrial;
  return {
    token,
    ready,
    /** Spec §6: only player accounts (no agent type) may invite friends. */
    player: ready && !isAgentType(info.data!.type),
    info,
  };
}

/** After points, rewards or money moved: the loyalty screens, the reward center and the cashier's balances. */
export function useLoyaltyChanged() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all(
        ['loyalty', 'promotions', 'cashier'].map((root) =>
          queryClient.invalidateQueries({ queryKey: [root] }),
        ),
      ),
    [queryClient],
  );
}

/** A client idempotency key (8–64 of A-Za-z0-9_.:-): a retried claim, redeem or conversion never counts twice. */
export function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `web-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** A JSON POST with an optional idempotency key. */
export const postJson = <T>(path: string, body: unknown, key?: string) =>
  api<T>(path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: key ? { 'idempotency-key': key } : undefined,
  });
