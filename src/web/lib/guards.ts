import { type ParsedLocation, redirect } from '@tanstack/react-router';
import { readToken } from './session-token';

/** Route guard (spec §2): a protected route without a stored session goes to /login and comes back after login. */
export function requireLogin({ location }: { location: ParsedLocation }) {
  if (!readToken()) throw redirect({ to: '/login', search: { redirect: location.href } });
}

/** Agent area guard: without a session, back to the agent login page. */
export function requireAgentLogin() {
  if (!readToken()) throw redirect({ to: '/agent' });
}

/** Only same-site paths are accepted as a post-login destination. */
export function safeRedirect(value: unknown): string | undefined {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//')
    ? value.slice(0, 500)
    : undefined;
}
