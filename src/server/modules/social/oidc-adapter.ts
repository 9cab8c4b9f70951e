import type * as Client from 'openid-client';
import { DEV_ISSUER } from '@/core/social';
import {
  type FlowSecrets,
  type SocialAdapter,
  SocialError,
  type SocialOptions,
  type VerifiedIdentity,
} from './adapter';
import type { SocialClaims } from './social.tables';

/** openid-client is loaded by the first social sign-in, not at every server start (a cold start's modules). */
const openid = (): Promise<typeof Client> => import('openid-client');

export interface OidcProviderSettings {
  kind: string;
  /** The resolved issuer URL (the development provider's URL for "dev"). */
  issuer: string;
  /** Was the issuer "dev" in brand.json (the development provider, plain HTTP on loopback)? */
  dev: boolean;
  clientId: string;
  clientSecret: string;
  scopes: string[];
}

const asBoolean = (value: unknown) => value === true || value === 'true';
const text = (value: unknown, max = 200) =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : undefined;

/** Claims worth pre-filling a registration with; email_verified may be a string (Apple). */
export function claimsOf(raw: Record<string, unknown>): SocialClaims {
  return {
    email: text(raw.email)?.toLowerCase(),
    emailVerified: asBoolean(raw.email_verified),
    name: text(raw.name),
    username: text(raw.preferred_username) ?? text(raw.nickname),
  };
}

/**
 * Generic OpenID Connect (authorization code + PKCE, state and nonce) with openid-client: the ID token's signature
 * is verified against the provider's JWKS (non-repudiation checks on), then its issuer, audience, expiry and nonce.
 */
export class OidcAdapter implements SocialAdapter {
  #config: Promise<Client.Configuration> | undefined;

  constructor(
    private readonly settings: OidcProviderSettings,
    private readonly options: SocialOptions,
  ) {}

  private configuration(): Promise<Client.Configuration> {
    this.#config ??= openid()
      .then((client) =>
        client.discovery(
          new URL(this.settings.issuer),
          this.settings.clientId,
          {
            client_secret: this.settings.clientSecret,
            ...(this.options.clockSkewSeconds ? { [client.clockSkew]: this.options.clockSkewSeconds } : {}),
          },
          this.settings.kind === 'apple'
            ? client.ClientSecretPost(this.settings.clientSecret)
            : client.ClientSecretBasic(this.settings.clientSecret),
          {
            execute: [
              client.enableNonRepudiationChecks,
              // Plain HTTP only for the development provider on this machine (brand.json "dev").
              ...(this.settings.dev || this.settings.issuer.startsWith('http://')
                ? [client.allowInsecureRequests]
                : []),
            ],
            ...(this.options.fetch ? { [client.customFetch]: this.options.fetch } : {}),
          },
        ),
      )
      .catch((error) => {
        this.#config = undefined; // try the discovery again on the next attempt
        throw error;
      });
    return this.#config;
  }

  async authorizationUrl(secrets: FlowSecrets): Promise<URL> {
    const config = await this.configuration().catch(() => {
      throw new SocialError('social_provider_error');
    });
    const client = await openid();
    return client.buildAuthorizationUrl(config, {
      redirect_uri: secrets.redirectUri,
      scope: this.settings.scopes.join(' '),
      state: secrets.state,
      nonce: secrets.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(secrets.codeVerifier),
      code_challenge_method: 'S256',
    });
  }

  async verify(query: Record<string, string>, secrets: FlowSecrets): Promise<VerifiedIdentity> {
    const config = await this.configuration().catch(() => {
      throw new SocialError('social_provider_error');
    });
    const url = new URL(secrets.redirectUri);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    const client = await openid();
    let tokens: Awaited<ReturnType<typeof Client.authorizationCodeGrant>>;
    try {
      tokens = await client.authorizationCodeGrant(config, url, {
        pkceCodeVerifier: secrets.codeVerifier,
        expectedState: secrets.state,
        expectedNonce: secrets.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      throw mapError(client, error);
    }
    const claims = tokens.claims();
    if (!claims?.sub) throw new SocialError('social_token_invalid', true);
    return { issuer: claims.iss, subject: claims.sub, claims: claimsOf(claims as Record<string, unknown>) };
  }
}

/** openid-client failures → what the login screen says. */
function mapError(client: typeof Client, error: unknown): SocialError {
  if (error instanceof client.AuthorizationResponseError) {
    return new SocialError(error.error === 'access_denied' ? 'social_cancelled' : 'social_provider_error');
  }
  if (error instanceof client.ResponseBodyError) return new SocialError('social_provider_error');
  const code = (error as { code?: string }).code ?? '';
  // The token endpoint could not be reached or answered garbage: the provider's fault, not the browser's.
  if (error instanceof TypeError || code === 'OAUTH_RESPONSE_IS_NOT_JSON')
    return new SocialError('social_provider_error');
  return new SocialError('social_token_invalid', true);
}

export const isDevIssuer = (issuer: string) => issuer === DEV_ISSUER;
