/**
 * The identity API (spec §3 "Member info", §7, §8; docs/social-sign-in.md): logging in and out, the new-IP
 * challenge, free play, hand-off codes, member info, the captcha, a trial account's demo credits and the
 * development helpers. Registration, passwords, SMS codes, the profile and the authenticator are
 * identity-member.ts; social sign-in identity-social.ts. Each endpoint's contract is written here once
 * (docs/api-contracts.md).
 */
import { contract } from './contract';
import { Bool, Int, type Static, Str, Text, Type } from './schema';

const tags = ['session'];
const bearer = [{ bearer: [] }];

/** A string or null, as JSON Schema's type list (not an anyOf). */
export const NullableStr = Type.Unsafe<string | null>({ type: ['string', 'null'] });
/** Calls without fields take `{}` (what the client sends); any other body is refused like a bad one. */
export const EmptyBody = Type.Object({}, { additionalProperties: false });

/** GET /wps/member/info value (spec §3 "Member info"); never carries a secret. */
export const MemberInfo = Type.Object({
  id: Str,
  account: Str,
  userName: Str,
  nickname: Str,
  type: Int,
  isAgent: Bool,
  isTrial: Bool,
  vipLevel: Int,
  mobileNum: NullableStr,
  countryDialingCode: NullableStr,
  email: NullableStr,
  payeeName: NullableStr,
  affiliateCode: NullableStr,
  referralCode: Str,
  icon: NullableStr,
  firstTimeLogin: Bool,
  passwordExpired: Bool,
  mustChangePassword: Bool,
  totpEnabled: Bool,
  createdAt: Str,
  /** The language saved on the account (when the brand offers it), else null. */
  language: NullableStr,
  /** The account has an upline to transfer to (spec §6). */
  hasUpline: Bool,
});
export type MemberInfo = Static<typeof MemberInfo>;

/** The answer of every call that logs in. */
export const LoginAnswer = Type.Object({
  token: Str,
  firstTimeLogin: Bool,
  passwordExpired: Bool,
  mustChangePassword: Bool,
  account: MemberInfo,
});
export type LoginAnswer = Static<typeof LoginAnswer>;

export const SECOND_FACTORS = ['sms', 'email', 'totp'] as const;
export type SecondFactor = (typeof SECOND_FACTORS)[number];

/** The 428 verification_required value of a login from a new IP. */
export const DeviceChallenge = Type.Object({
  challengeId: Str,
  methods: Type.Array(Type.Unsafe<SecondFactor>({ type: 'string', enum: [...SECOND_FACTORS] })),
  maskedMobile: NullableStr,
  maskedEmail: NullableStr,
});
export type DeviceChallenge = Static<typeof DeviceChallenge>;

/** A code sent by SMS or email: how long it stays valid. */
export const CodeSent = Type.Object({ expiredMinutes: Int });
export type CodeSent = Static<typeof CodeSent>;

/** A new-IP challenge's code sent: how long it stays valid, and the challenge it belongs to. */
export const ChallengeCodeSent = Type.Object({ expiredMinutes: Int, challengeId: Str });
export type ChallengeCodeSent = Static<typeof ChallengeCodeSent>;

const LoginPathEnum = Type.Unsafe<'member' | 'agent'>({ type: 'string', enum: ['member', 'agent'] });

export const LoginBody = Type.Object(
  {
    username: Type.Optional(Text(64)),
    password: Type.Optional(Text(128)),
    captcha: Type.Optional(Text(16)),
    type: Type.Optional(Type.Unsafe<'username' | 'sms'>({ type: 'string', enum: ['username', 'sms'] })),
    mobileNum: Type.Optional(Text(20)),
    countryDialingCode: Type.Optional(Text(5)),
    verificationCode: Type.Optional(Text(255)),
    loginPath: Type.Optional(LoginPathEnum),
    rememberMe: Type.Optional(Bool),
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

export const login = contract({
  method: 'POST',
  url: '/wps/session/login',
  tags,
  summary: 'Log in by username and password, or by mobile number and SMS code',
  body: LoginBody,
  value: LoginAnswer,
});

const ChallengeId = Type.String({ format: 'uuid' });

export const loginVerify = contract({
  method: 'POST',
  url: '/wps/session/login/verify',
  tags,
  summary: 'Complete a new-IP login with a second factor (sms, email or totp code)',
  body: Type.Object(
    {
      challengeId: ChallengeId,
      method: Type.Unsafe<SecondFactor>({ type: 'string', enum: [...SECOND_FACTORS] }),
      code: Text(12),
    },
    { additionalProperties: false },
  ),
  value: LoginAnswer,
});

export const challengeSend = contract({
  method: 'POST',
  url: '/wps/session/login/challenge/send',
  tags,
  summary: 'Send the new-IP verification code by SMS or email',
  body: Type.Object(
    {
      challengeId: ChallengeId,
      method: Type.Unsafe<'sms' | 'email'>({ type: 'string', enum: ['sms', 'email'] }),
    },
    { additionalProperties: false },
  ),
  value: ChallengeCodeSent,
});

export const freePlay = contract({
  method: 'POST',
  url: '/wps/session/login/freeplay',
  tags,
  summary: 'Start free (trial) play: a demo account and a session',
  body: EmptyBody,
  value: LoginAnswer,
});

export const firstLogin = contract({
  method: 'POST',
  url: '/wps/session/firstLogin',
  tags,
  summary: 'Mark the first login as handled',
  security: bearer,
  body: EmptyBody,
  value: Bool,
});

export const logout = contract({
  method: 'DELETE',
  url: '/wps/session/logout',
  tags,
  summary: 'Log out: the session token stops working',
  security: bearer,
  value: Bool,
});

export const remembered = contract({
  method: 'GET',
  url: '/wps/session/remembered',
  tags,
  summary: 'The username remembered on this device (remember-me)',
  value: NullableStr,
});

export const forgetRemembered = contract({
  method: 'DELETE',
  url: '/wps/session/remembered',
  tags,
  summary: 'Forget this device (remember-me unticked)',
  value: Bool,
});

export const memberInfo = contract({
  method: 'GET',
  url: '/wps/member/info',
  tags: ['member'],
  summary: 'The logged-in account',
  security: bearer,
  value: MemberInfo,
});

/** A hand-off code's lifetime in seconds: valid this long, once. */
export const HANDOFF_SECONDS = 60;

export const Handoff = Type.Object({ code: Str, expiresAt: Str }, { additionalProperties: false });
export type Handoff = Static<typeof Handoff>;

export const handoff = contract({
  method: 'POST',
  url: '/wps/session/handoff',
  tags,
  summary: `A one-time code (valid ${HANDOFF_SECONDS} s, single use) with which an app continues this session: {code, expiresAt}`,
  security: bearer,
  body: EmptyBody,
  value: Handoff,
});

export const handoffRedeem = contract({
  method: 'POST',
  url: '/wps/session/handoff/redeem',
  tags,
  summary:
    'Exchanges a hand-off code (once, within its minute, on its brand) for a new session of the same account: the login answer; 401 handoff_code_invalid otherwise',
  body: Type.Object(
    { code: Type.String({ pattern: '^[A-Za-z0-9_-]{32}$' }) },
    { additionalProperties: false },
  ),
  value: LoginAnswer,
});

export const captcha = contract({
  method: 'GET',
  url: '/wps/captcha',
  tags: ['verification'],
  summary: 'A new image captcha (data URL); the answer stays on the server, single use, 5 minutes',
  value: Str,
});

export const DemoCredits = Type.Object(
  {
    balance: Str,
    currency: Str,
    currencySymbol: Str,
    demo: Type.Unsafe<true>({ type: 'boolean', const: true }),
  },
  { additionalProperties: false },
);
export type DemoCredits = Static<typeof DemoCredits>;

export const demoWallet = contract({
  method: 'GET',
  url: '/wps/v2/wallets/demo',
  tags: ['wallet'],
  summary:
    "A trial account's demo credits: {balance, currency, currencySymbol, demo: true}; 404 not_found for a real account (it has none)",
  security: bearer,
  value: DemoCredits,
});

/** Development helpers (DEV_ROUTES=1 only), hidden from the OpenAPI document. */
export const devOutbox = contract({
  method: 'GET',
  url: '/__dev/outbox',
  tags: ['dev'],
  summary: 'The SMS/email outbox of the development adapters',
  hide: true,
  querystring: Type.Object({
    to: Type.Optional(Type.String({ maxLength: 200 })),
    limit: Type.Integer({ minimum: 1, maximum: 200, default: 50 }),
  }),
});

export const devCaptcha = contract({
  method: 'GET',
  url: '/__dev/captcha',
  tags: ['dev'],
  summary: "The answer of the caller's captcha",
  hide: true,
});
