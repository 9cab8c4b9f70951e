/**
 * Social sign-in configuration (brand.json "socialSignIn", schemas/brand.schema.json; docs/social-sign-in.md).
 * Pure data shared by the server and brand:check: the SPA only ever sees the provider list the API returns.
 */

/** Adapters: OpenID Connect presets (one generic implementation), and Telegram Login (its own signature). */
export const SOCIAL_KINDS = ['oidc', 'google', 'apple', 'line', 'telegram'] as const;
export type SocialKind = (typeof SOCIAL_KINDS)[number];

/** Icons the SPA draws (src/web/features/social); an icon names the mark, not the provider. */
export const SOCIAL_ICONS = ['google', 'apple', 'line', 'telegram', 'key'] as const;
export type SocialIcon = (typeof SOCIAL_ICONS)[number];

/**
 * The issuer value naming the development identity provider this server runs outside production
 * (SOCIAL_DEV_ISSUER, or the one started on DEV_IDP_PORT). A provider with it is never offered in production.
 */
export const DEV_ISSUER = 'dev';

/** One entry of brand.json "socialSignIn". */
export interface SocialProviderConfig {
  /** URL segment and key of linked identities: /wps/session/social/<id>/start. Unique in the brand. */
  id: string;
  kind: SocialKind;
  /** Button text after "Continue with" (a brand or provider name: not translated). */
  displayName: string;
  /** OIDC issuer URL, or "dev"; presets fill it when absent. Telegram: not used. */
  issuer?: string;
  /** OAuth client id (Telegram: the bot's numeric id). */
  clientId: string;
  /** Environment variable holding the client secret (Telegram: the bot token). */
  secretEnv: string;
  /** Scopes requested; presets fill them when absent ("openid" is always sent). */
  scopes?: string[];
  icon?: SocialIcon;
  /** May agents sign in to the agent area with it (the brand must also allow it, accounts.socialAgentLogin)? */
  agents?: boolean;
}

export interface SocialPreset {
  issuer?: string;
  scopes: string[];
  icon: SocialIcon;
}

/** Well-known issuers and scopes (each provider's published OpenID configuration). */
export const SOCIAL_PRESETS: Record<SocialKind, SocialPreset> = {
  oidc: { scopes: ['openid', 'email', 'profile'], icon: 'key' },
  google: { issuer: 'https://accounts.google.com', scopes: ['openid', 'email', 'profile'], icon: 'google' },
  apple: { issuer: 'https://appleid.apple.com', scopes: ['openid'], icon: 'apple' },
  line: { issuer: 'https://access.line.me', scopes: ['openid', 'profile', 'email'], icon: 'line' },
  telegram: { scopes: [], icon: 'telegram' },
};

/** The entry with the preset's defaults applied. */
export function resolveSocialProvider(entry: SocialProviderConfig): Required<
  Omit<SocialProviderConfig, 'agents'>
> & {
  agents: boolean;
} {
  const preset = SOCIAL_PRESETS[entry.kind];
  const scopes = entry.scopes ?? preset.scopes;
  return {
    ...entry,
    issuer: entry.issuer ?? preset.issuer ?? '',
    scopes: entry.kind === 'telegram' || scopes.includes('openid') ? scopes : ['openid', ...scopes],
    icon: entry.icon ?? preset.icon,
    agents: entry.agents ?? false,
  };
}

/** Provider ids are URL segments: lower-case letters, digits and dashes. */
export const SOCIAL_ID_PATTERN = '^[a-z][a-z0-9-]{1,30}$';

/** Error codes a failed social sign-in lands on the login screen with (?socialError=<code>). */
export const SOCIAL_ERRORS = [
  'social_state_invalid',
  'social_token_invalid',
  'social_email_unverified',
  'social_provider_error',
  'social_cancelled',
  'social_flow_expired',
  'social_provider_unknown',
  'social_not_linked',
] as const;
export type SocialErrorCode = (typeof SOCIAL_ERRORS)[number];
