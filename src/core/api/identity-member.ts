/**
 * The member API (spec §3, §7, §8): registration, passwords (change, forgotten by email or SMS), SMS codes, the
 * invitation code check, the profile icon, the saved language and the authenticator (TOTP). Each endpoint's
 * contract is written here once (docs/api-contracts.md); the shapes it shares are identity.ts's.
 */

import type { TOptional, TString } from 'typebox';
import { REGISTER_FIELD_NAMES, type RegisterFieldName } from '../brand';
import { contract } from './contract';
import { CodeSent, EmptyBody, LoginAnswer, MemberInfo, NullableStr } from './identity';
import { Bool, Enum, type Static, Str, Text, Type } from './schema';

const tags = ['member'];
const bearer = [{ bearer: [] }];

/** A registration field of spec §3: a bounded string (the SMS code longer), never required by the schema. */
export const registerFields = <N extends RegisterFieldName>(names: readonly N[]) =>
  Object.fromEntries(
    names.map((name) => [name, Type.Optional(Text(name === 'verificationCode' ? 255 : 128))]),
  ) as Record<N, TOptional<TString>>;

/** Registration body: every field of spec §3 (strings, bounded), plus the web extras. Unknown keys are refused. */
export const RegisterBody = Type.Object(
  {
    ...registerFields(REGISTER_FIELD_NAMES),
    mobileNo: Type.Optional(Text(20)),
    countryDialingCode: Type.Optional(Text(5)),
    login: Type.Optional(Bool),
    agreeTerms: Type.Optional(Bool),
    /** The birthday check's confirmation (brands with accounts.birthdayCheck). */
    ageConfirmed: Type.Optional(Bool),
    /** yyyy-MM-dd, optional; checked against the brand's minimum age. */
    birthday: Type.Optional(Text(10)),
    domain: Type.Optional(Text(253)),
    registerUrl: Type.Optional(Text(2000)),
    registerMethod: Type.Optional(Enum(['WEB'] as const)),
    firebaseChannel: Type.Optional(Text(20)),
    firebaseIdToken: Type.Optional(Text(4096)),
  },
  { additionalProperties: false },
);
export type RegisterBody = Static<typeof RegisterBody>;

/** A registration's answer: logged in (`login: true`), or the new account without a session. */
export const RegisterAnswer = Type.Union([
  LoginAnswer,
  Type.Object({ token: Type.Null(), account: MemberInfo }),
]);
export type RegisterAnswer = Static<typeof RegisterAnswer>;

export const register = contract({
  method: 'PUT',
  url: '/wps/member/register',
  tags,
  summary: 'Register by username',
  body: RegisterBody,
  value: RegisterAnswer,
});

export const registerMobile = contract({
  ...register,
  url: '/wps/member/register/mobile',
  summary: 'Register by mobile number',
});

export const changePassword = contract({
  method: 'POST',
  url: '/wps/member/password',
  tags,
  summary: 'Change the password (other sessions are revoked)',
  security: bearer,
  body: Type.Object(
    { oldPassword: Text(128), newPassword: Text(128), confirmNewPassword: Text(128) },
    { additionalProperties: false },
  ),
  value: Bool,
});

export const forgotByEmail = contract({
  method: 'POST',
  url: '/wps/member/password/email',
  tags,
  summary: 'Forgot password by email (form post): a reset code is mailed',
  consumes: ['application/x-www-form-urlencoded'],
  body: Type.Object({ username: Text(64), email: Text(120) }, { additionalProperties: false }),
  value: Bool,
});

export const resetByEmailCode = contract({
  method: 'POST',
  url: '/wps/member/password/reset',
  tags,
  summary: 'Set a new password with the emailed code, then log in',
  body: Type.Object(
    { username: Text(64), code: Text(12), newPassword: Text(128) },
    { additionalProperties: false },
  ),
  value: LoginAnswer,
});

export const resetByPhone = contract({
  method: 'POST',
  url: '/wps/member/password/verification',
  tags,
  summary: 'Set a new password with an SMS code, then log in',
  body: Type.Object(
    {
      newPassword: Text(128),
      mobileNum: Text(20),
      countryDialingCode: Type.Optional(Text(5)),
      verificationCode: Text(255),
    },
    { additionalProperties: false },
  ),
  value: LoginAnswer,
});

const SmsBody = Type.Object(
  {
    mobileNum: Type.Optional(Text(20)),
    mobileNo: Type.Optional(Text(20)),
    countryDialingCode: Type.Optional(Text(5)),
    purpose: Type.Optional(Enum(['login', 'reset'] as const)),
    username: Type.Optional(Text(64)),
  },
  { additionalProperties: false },
);
export type SmsCodeBody = Static<typeof SmsBody>;

export const smsCode = contract({
  method: 'POST',
  url: '/wps/verification/sms/noLogin',
  tags: ['verification'],
  summary: 'SMS code for login or password reset',
  body: SmsBody,
  value: CodeSent,
});

export const registerSmsCode = contract({
  ...smsCode,
  url: '/wps/verification/sms/register',
  summary: 'SMS code for registration',
});

export const checkAffiliate = contract({
  method: 'GET',
  url: '/wps/agent/affiliate',
  tags: ['agent'],
  summary: 'Check an invitation (affiliate) code',
  querystring: Type.Object({ code: Type.Optional(Text(40)), domain: Type.Optional(Text(253)) }),
  value: Bool,
});

export const ProfileIcons = Type.Object(
  { icon: NullableStr, icons: Type.Array(Str) },
  { additionalProperties: false },
);
export type ProfileIcons = Static<typeof ProfileIcons>;

// Spec §7 lists the profile icon among GET calls: reading it (and the icons to choose from) as well as setting it.
export const profileIcon = contract({
  method: 'GET',
  url: '/wps/member/info/icon',
  tags,
  summary: 'The profile icon and the icons to choose from: {icon: "a3" | null, icons: ["a1" … "a12"]}',
  security: bearer,
  value: ProfileIcons,
});

export const setProfileIcon = contract({
  method: 'POST',
  url: '/wps/member/info/icon',
  tags,
  summary: 'Choose a profile icon (a1…a12)',
  security: bearer,
  body: Type.Object({ icon: Text(8) }, { additionalProperties: false }),
  value: Bool,
});

// Spec §7 "Language update: language": the choice is saved on the account and follows the member.
export const saveLanguage = contract({
  method: 'PUT',
  url: '/wps/member/language',
  tags,
  summary: 'Save the interface language on the account (one of the brand languages)',
  security: bearer,
  body: Type.Object({ language: Text(16) }, { additionalProperties: false }),
  value: Str,
});

/** The authenticator's secret and its otpauth:// URL (the QR code), shown once at enrolment. */
export const TotpEnrolment = Type.Object({ secret: Str, otpauthUrl: Str });
export type TotpEnrolment = Static<typeof TotpEnrolment>;

export const startTotp = contract({
  method: 'POST',
  url: '/wps/member/totp',
  tags,
  summary: 'Start authenticator (TOTP) enrolment',
  security: bearer,
  body: EmptyBody,
  value: TotpEnrolment,
});

const CodeBody = Type.Object({ code: Text(12) }, { additionalProperties: false });

export const enableTotp = contract({
  method: 'POST',
  url: '/wps/member/totp/enable',
  tags,
  summary: 'Confirm enrolment with a current code',
  security: bearer,
  body: CodeBody,
  value: Bool,
});

export const disableTotp = contract({
  method: 'POST',
  url: '/wps/member/totp/disable',
  tags,
  summary: 'Turn the authenticator off with a current code',
  security: bearer,
  body: CodeBody,
  value: Bool,
});
