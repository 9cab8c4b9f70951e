import { queryOptions, useQuery } from '@tanstack/react-query';
import { atom, useAtomValue } from 'jotai';
import { type AccountAction, can } from '@/core/account-types';
import type { MemberInfo } from '@/core/api/identity';
import { api } from './api';
import { readToken } from './session-token';

/** Shared session state: the auth feature writes it; every feature may read it or ask for the login popup. */
export type AuthModal =
  | { kind: 'login'; path?: 'member' | 'agent'; social?: SocialReturnState }
  | { kind: 'register' }
  | { kind: 'forgot' }
  | { kind: 'changePassword'; forced: boolean; oldPassword?: string }
  | null;

/** Back from a social sign-in provider: ?social=<provider> (finish it) or ?socialError=<code> (show why). */
export interface SocialReturnState {
  provider?: string;
  error?: string;
}

export const tokenAtom = atom<string | null>(typeof window === 'undefined' ? null : readToken());
export const authModalAtom = atom<AuthModal>(null);
/** Where to go after a successful login (route guard redirect). */
export const afterLoginAtom = atom<string | null>(null);
/** The spec's "a real account is needed" dialog (trial accounts). */
export const trialDialogAtom = atom(false);
export const logoutConfirmAtom = atom(false);

/** GET /wps/member/info value: the contract's (src/core/api/identity.ts). */
export type { MemberInfo };

export const memberInfoQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['member-info', token],
    queryFn: () => api<MemberInfo>('/wps/member/info'),
    enabled: token !== null,
    staleTime: 60_000,
  });

/**
 * Whether the logged-in account may do the action (the capability table of src/core/account-types.ts, which the
 * server's session guard enforces); false while logged out or loading. The web shows only what the account may do.
 */
export function useAccountCan(action: AccountAction): boolean {
  const info = useMemberInfo();
  return info.data !== undefined && can(info.data.type, action);
}

/** The logged-in account (undefined while logged out or loading). */
export function useMemberInfo() {
  const token = useAtomValue(tokenAtom);
  return useQuery(memberInfoQuery(token));
}
