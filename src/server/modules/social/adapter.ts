import type { CustomFetch } from 'openid-client';
import type { SocialErrorCode } from '@/core/social';
import type { SocialClaims } from './social.tables';

/** A failed sign-in with the code the login screen shows (locales/<lang>/social.json "errors"). */
export class SocialError extends Error {
  constructor(
    readonly code: SocialErrorCode,
    /** Counts as a failed login of the IP (forged state, a token that does not verify), like a wrong password. */
    readonly suspicious = false,
  ) {
    super(code);
  }
}

/** The verified identity a provider vouched for. */
export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  claims: SocialClaims;
}

/** Per-attempt secrets kept server-side (social_flow) and bound to the browser by the flow cookie. */
export interface FlowSecrets {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
}

/**
 * One provider of a brand. Every kind (OpenID Connect presets, Telegram Login) implements the same two steps:
 * where to send the browser, and how to turn the provider's answer into a verified identity.
 */
export interface SocialAdapter {
  authorizationUrl(secrets: FlowSecrets): Promise<URL>;
  /** Verifies the callback (query parameters as received) or throws SocialError. */
  verify(query: Record<string, string>, secrets: FlowSecrets): Promise<VerifiedIdentity>;
}

/** Test and operations hooks passed to buildApp (never from the environment). */
export interface SocialOptions {
  /** Seconds the server's clock is taken to be ahead of (positive) or behind the providers' clocks. */
  clockSkewSeconds?: number;
  /** The HTTP client used towards providers (default: global fetch). */
  fetch?: CustomFetch;
}
