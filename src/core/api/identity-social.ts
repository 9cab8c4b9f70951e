/**
 * The social sign-in API (docs/social-sign-in.md): the brand's providers, the browser's round trip to a provider
 * (302s only, hidden from the OpenAPI document) and what the round trip left: a login, or the choice to link the
 * identity to an account or register one. Each endpoint's contract is written here once (docs/api-contracts.md).
 */
import { REGISTER_FIELD_NAMES } from '../brand';
import { SOCIAL_ICONS, SOCIAL_KINDS } from '../social';
import { contract } from './contract';
import { EmptyBody, LoginAnswer } from './identity';
import { registerFields } from './identity-member';
import { Bool, Enum, type Static, Str, Text, Type } from './schema';

const tags = ['session'];
const LoginPath = Enum(['member', 'agent'] as const);
const ProviderParams = Type.Object({ provider: Type.String({ pattern: '^[a-z][a-z0-9-]{1,30}$' }) });

/** A provider button (GET /wps/session/social/providers). */
export const SocialProviderButton = Type.Object({
  id: Str,
  kind: Enum(SOCIAL_KINDS),
  displayName: Str,
  icon: Enum(SOCIAL_ICONS),
  startUrl: Str,
});
export type SocialProviderButton = Static<typeof SocialProviderButton>;

export const socialProviders = contract({
  method: 'GET',
  url: '/wps/session/social/providers',
  tags,
  summary: "The brand's social sign-in providers (login, register and agent login buttons)",
  querystring: Type.Object({ loginPath: Type.Optional(LoginPath) }, { additionalProperties: false }),
  value: Type.Array(SocialProviderButton),
});

export const socialStart = contract({
  method: 'GET',
  url: '/wps/session/social/:provider/start',
  // A browser navigation (302s only), not an API call: documented in docs/social-sign-in.md.
  hide: true,
  tags,
  summary: 'Start a social sign-in: 302 to the provider, the attempt bound to this browser by a cookie',
  params: ProviderParams,
  querystring: Type.Object(
    { returnTo: Type.Optional(Text(300)), loginPath: Type.Optional(LoginPath) },
    { additionalProperties: false },
  ),
  response: { 302: Type.Null({ description: 'To the provider, or to the login screen with socialError' }) },
});

export const socialCallback = contract({
  method: 'GET',
  url: '/wps/session/social/:provider/callback',
  hide: true,
  tags,
  summary:
    "The provider's answer: verified, then 302 to the login screen (social=<id> or socialError=<code>)",
  params: ProviderParams,
  // The provider's parameters (code, state, iss, error…; Telegram's signed fields); others pass, bounded.
  querystring: Type.Unsafe<Record<string, string>>({
    type: 'object',
    maxProperties: 20,
    additionalProperties: { type: 'string', maxLength: 4096 },
  }),
  response: { 302: Type.Null({ description: 'To the login screen' }) },
});

/** Registration fields the choice screen pre-fills from the provider's claims. */
export const SocialPrefill = Type.Object({ username: Str, email: Str, payeeName: Str });
export type SocialPrefill = Static<typeof SocialPrefill>;

/** A social sign-in that logged in (new-IP verification and refusals as for a password). */
export const SocialLogin = Type.Object({
  kind: Type.Literal('login'),
  returnTo: Str,
  login: LoginAnswer,
});
export type SocialLogin = Static<typeof SocialLogin>;

export const SocialResult = Type.Union([
  SocialLogin,
  Type.Object({
    kind: Type.Literal('choice'),
    returnTo: Str,
    provider: Type.Object({ id: Str, displayName: Str }),
    prefill: SocialPrefill,
  }),
]);
export type SocialResult = Static<typeof SocialResult>;

export const socialResult = contract({
  method: 'POST',
  url: '/wps/session/social/result',
  tags,
  summary: 'What the callback left for this browser: a login answer, or the choice for an unknown identity',
  body: EmptyBody,
  value: SocialResult,
});

export const SocialLinkBody = Type.Object(
  { username: Text(64), password: Text(128), totpCode: Type.Optional(Text(12)) },
  { additionalProperties: false },
);
export type SocialLinkBody = Static<typeof SocialLinkBody>;

export const socialLink = contract({
  method: 'POST',
  url: '/wps/session/social/link',
  tags,
  summary:
    'Link the pending identity to an existing account (its password, and code when enrolled); permanent',
  body: SocialLinkBody,
  value: SocialLogin,
});

/** The registration fields a social registration takes: no password (the provider proves who it is), no captcha. */
const SOCIAL_REGISTER_FIELDS = REGISTER_FIELD_NAMES.filter(
  (name) => !['password', 'confirmPassword', 'captcha'].includes(name),
);

export const SocialRegisterBody = Type.Object(
  {
    ...registerFields(SOCIAL_REGISTER_FIELDS),
    countryDialingCode: Type.Optional(Text(5)),
    agreeTerms: Type.Optional(Bool),
    ageConfirmed: Type.Optional(Bool),
    birthday: Type.Optional(Text(10)),
  },
  { additionalProperties: false },
);
export type SocialRegisterBody = Static<typeof SocialRegisterBody>;

export const socialRegister = contract({
  method: 'POST',
  url: '/wps/session/social/register',
  tags,
  summary: 'Create an account for the pending identity (registration fields pre-filled from its claims)',
  body: SocialRegisterBody,
  value: SocialLogin,
});
