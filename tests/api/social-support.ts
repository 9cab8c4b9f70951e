/**
 * Social sign-in API suites: the real development identity provider (oidc-provider on a free port) and a small
 * browser stand-in that walks its pages (authorization request, the sign-in page, consent-free grant) with a
 * cookie jar, then hands the provider's redirect to the app under test through inject().
 */
import type { DevIdp } from '@/server/modules/social/dev-idp';
import { AURORA, type CallOptions, call, cookiePair, freshIp, type Response } from './accounts-support';
import type { TestApp } from './helpers';

/** Cookies of the provider's origin, as a browser would keep them. */
class CookieJar {
  readonly #cookies = new Map<string, string>();
  store(response: globalThis.Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at);
      const value = pair!.slice(at + 1);
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(header)) this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.#cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

export interface ProviderVisit {
  /** The test identity to sign in as (dev-idp.ts DEV_IDENTITIES or any test name), or cancel. */
  login: string | 'cancel';
}

/**
 * Follows the provider's pages from the authorization URL until it redirects back to our callback; returns that
 * callback URL (with code, state and iss, or an error).
 */
export async function visitProvider(authorizationUrl: string, visit: ProviderVisit): Promise<URL> {
  const jar = new CookieJar();
  let url = new URL(authorizationUrl);
  const origin = url.origin;
  for (let hop = 0; hop < 10; hop += 1) {
    if (url.origin !== origin) return url; // back at our site
    let response: globalThis.Response;
    const interaction = /^\/interaction\/([^/]+)$/.exec(url.pathname);
    if (interaction) {
      const action = visit.login === 'cancel' ? 'abort' : 'login';
      response = await fetch(`${origin}/interaction/${interaction[1]}/${action}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(visit.login === 'cancel' ? {} : { login: visit.login }).toString(),
      });
    } else {
      response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    }
    jar.store(response);
    const location = response.headers.get('location');
    if (!location)
      throw new Error(
        `the provider stopped at ${url.href} with ${response.status}: ${await response.text()}`,
      );
    url = new URL(location, url);
  }
  throw new Error('too many redirects at the provider');
}

export interface SocialAttempt {
  start: Response;
  /** The flow cookie pair (mq_social=…), when the start set one. */
  cookie: string;
  callback: Response;
  /** The path and query the provider sent the browser back to. */
  callbackUrl: string;
  /** Where the callback sent the browser (/login?social=… or ?socialError=…). */
  landing: string;
  ip: string;
}

export interface AttemptOptions {
  host?: string;
  provider?: string;
  login?: string | 'cancel';
  ip?: string;
  loginPath?: 'member' | 'agent';
  /** Change the provider's answer before it reaches our callback (a forged or replayed response). */
  alter?: (callbackUrl: URL) => void;
}

/** start → provider → callback, as a browser would; the flow cookie goes along as the browser would send it. */
export async function socialAttempt(t: TestApp, opts: AttemptOptions = {}): Promise<SocialAttempt> {
  const host = opts.host ?? AURORA;
  const ip = opts.ip ?? freshIp();
  const provider = opts.provider ?? 'google';
  const query = new URLSearchParams({
    returnTo: '/rng',
    ...(opts.loginPath ? { loginPath: opts.loginPath } : {}),
  });
  const start = await call(t, 'GET', `/wps/session/social/${provider}/start?${query}`, { host, ip });
  if (start.statusCode !== 302) throw new Error(`start answered ${start.statusCode}: ${start.body}`);
  const location = String(start.headers.location);
  if (!location.startsWith('http')) {
    return { start, cookie: '', callback: start, callbackUrl: '', landing: location, ip };
  }
  const cookie = cookiePair(start, 'mq_social');
  const back = await visitProvider(location, { login: opts.login ?? 'alice' });
  opts.alter?.(back);
  const callbackUrl = `${back.pathname}${back.search}`;
  const callback = await call(t, 'GET', callbackUrl, { host, ip, cookie });
  return { start, cookie, callback, callbackUrl, landing: String(callback.headers.location), ip };
}

/** A social call with the attempt's cookie and IP. */
export function withFlow(t: TestApp, attempt: SocialAttempt, url: string, opts: CallOptions = {}) {
  return call(t, 'POST', url, { host: AURORA, ip: attempt.ip, cookie: attempt.cookie, body: {}, ...opts });
}

export type { DevIdp };
