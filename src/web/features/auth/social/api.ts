import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  SocialLinkBody,
  SocialLogin,
  SocialProviderButton,
  SocialRegisterBody,
  SocialResult,
} from '@/core/api/identity-social';
import { api, post } from '@/web/lib/api';

/** The social sign-in API's types: the contracts' (src/core/api/identity-social.ts). */
export type {
  SocialLogin,
  SocialPrefill,
  SocialProviderButton,
  SocialResult,
} from '@/core/api/identity-social';

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

/** What the provider's callback left for this browser (the flow cookie goes along by itself). */
export const socialResult = () => post<SocialResult>('/wps/session/social/result', {});
export const socialLink = (body: SocialLinkBody) => post<SocialLogin>('/wps/session/social/link', body);
export const socialRegister = (body: SocialRegisterBody) =>
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
