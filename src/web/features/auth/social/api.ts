import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, post } from '../../../lib/api';
import type { LoginAnswer } from '../api/types';

/** A provider button (GET /wps/session/social/providers). */
export interface SocialProviderButton {
  id: string;
  kind: string;
  displayName: string;
  icon: 'google' | 'apple' | 'line' | 'telegram' | 'key';
  startUrl: string;
}

export const socialProvidersQuery = (path: 'member' | 'agent') =>
  queryOptions({
    queryKey: ['social-providers', path],
    queryFn: () =>
      api<SocialProviderButton[]>(
        `/wps/session/social/providers${path === 'agent' ? '?loginPath=agent' : ''}`,
      ),
    staleTime: 5 * 60_000,
  });

export const useSocialProviders = (path: 'member' | 'agent') => useQuery(socialProvidersQuery(path));

/** Registration fields the choice screen pre-fills from the provider's claims. */
export interface SocialPrefill {
  username: string;
  email: string;
  payeeName: string;
}

export type SocialResult =
  | { kind: 'login'; returnTo: string; login: LoginAnswer }
  | {
      kind: 'choice';
      returnTo: string;
      provider: { id: string; displayName: string };
      prefill: SocialPrefill;
    };

export type SocialLogin = Extract<SocialResult, { kind: 'login' }>;

/** What the provider's callback left for this browser (the flow cookie goes along by itself). */
export const socialResult = () => post<SocialResult>('/wps/session/social/result', {});
export const socialLink = (body: { username: string; password: string; totpCode?: string }) =>
  post<SocialLogin>('/wps/session/social/link', body);
export const socialRegister = (body: Record<string, unknown>) =>
  post<SocialLogin>('/wps/session/social/register', body);

/** Where a provider button goes: the start call with the page to come back to. */
export function startHref(
  provider: SocialProviderButton,
  path: 'member' | 'agent',
  returnTo: string,
): string {
  const query = new URLSearchParams({ returnTo, ...(path === 'agent' ? { loginPath: 'agent' } : {}) });
  return `${provider.startUrl}?${query}`;
}
