/**
 * The profile API of "My account" (spec §2 securityCenter, §3 member info): the fields the brand enables with
 * their rules, editing them, and binding a mobile number or an email address with a code sent to it. Each
 * endpoint's contract is written here once (docs/api-contracts.md).
 */
import { PROFILE_FIELD_NAMES } from '../profile-fields';
import { contract } from './contract';
import { CodeSent, NullableStr } from './identity';
import { Bool, Enum, Int, Loose, type Static, Str, Text, Type } from './schema';

const tags = ['member'];
const bearer = [{ bearer: [] }];

const LengthBound = Type.Union([Int, Type.Literal('*')]);

export const ProfileField = Type.Object(
  {
    name: Str,
    value: NullableStr,
    required: Bool,
    /** The player cannot change it (a real name once set, where the brand locks it; identity fields once verified). */
    locked: Bool,
    /** Why: `realNameSet` (the brand locks a real name once set) or `identityVerified` (KYC checked it). */
    lockReason: Type.Union([Enum(['realNameSet', 'identityVerified'] as const), Type.Null()]),
    patternId: Str,
    minLength: LengthBound,
    maxLength: LengthBound,
  },
  { additionalProperties: false },
);
export type ProfileField = Static<typeof ProfileField>;

export const Profile = Type.Object(
  {
    fields: Type.Array(ProfileField),
    mobileNum: NullableStr,
    countryDialingCode: NullableStr,
    email: NullableStr,
    /** The age a birthday must show (18, or 21 where the brand has the birthday check). */
    minimumAge: Int,
    /** The dialing codes and the digits a mobile number of this brand has. */
    mobile: Type.Object({ digits: Int, countryDialingCodes: Type.Array(Str) }),
  },
  { additionalProperties: false },
);
export type Profile = Static<typeof Profile>;

export const profile = contract({
  method: 'GET',
  url: '/wps/member/profile',
  tags,
  summary: 'The profile fields the brand enables, their values and rules',
  security: bearer,
  value: Loose(Profile),
});

export const ProfileBody = Type.Object(
  Object.fromEntries(PROFILE_FIELD_NAMES.map((name) => [name, Type.Optional(Text(255))])),
  { additionalProperties: false },
);
export type ProfileBody = Partial<Record<(typeof PROFILE_FIELD_NAMES)[number], string>>;

export const saveProfile = contract({
  method: 'PUT',
  url: '/wps/member/profile',
  tags,
  summary: 'Save profile fields (only the fields sent; an empty string clears an optional field)',
  security: bearer,
  body: ProfileBody,
  value: Loose(Profile),
});

export const MobileCodeBody = Type.Object(
  {
    /** 'new': the number to bind; 'old': the number bound now (proof of owning it). */
    target: Enum(['new', 'old'] as const),
    mobileNum: Type.Optional(Text(20)),
    countryDialingCode: Type.Optional(Text(5)),
  },
  { additionalProperties: false },
);
export type MobileCodeBody = Static<typeof MobileCodeBody>;

export const mobileCode = contract({
  method: 'POST',
  url: '/wps/member/profile/mobile/code',
  tags,
  summary: 'SMS code to the new mobile number, or to the bound one',
  security: bearer,
  body: MobileCodeBody,
  value: Loose(CodeSent),
});

export const BindMobileBody = Type.Object(
  {
    mobileNum: Text(20),
    countryDialingCode: Type.Optional(Text(5)),
    code: Text(12),
    /** Changing a bound number: the code sent to it, or the login password. */
    oldCode: Type.Optional(Text(12)),
    password: Type.Optional(Text(128)),
  },
  { additionalProperties: false },
);
export type BindMobileBody = Static<typeof BindMobileBody>;

export const bindMobile = contract({
  method: 'POST',
  url: '/wps/member/profile/mobile',
  tags,
  summary: 'Bind or change the mobile number',
  security: bearer,
  body: BindMobileBody,
  value: Loose(Profile),
});

export const emailCode = contract({
  method: 'POST',
  url: '/wps/member/profile/email/code',
  tags,
  summary: 'Emailed code to the address to bind',
  security: bearer,
  body: Type.Object({ email: Text(120) }, { additionalProperties: false }),
  value: Loose(CodeSent),
});

export const bindEmail = contract({
  method: 'POST',
  url: '/wps/member/profile/email',
  tags,
  summary: 'Bind or change the email address',
  security: bearer,
  body: Type.Object({ email: Text(120), code: Text(12) }, { additionalProperties: false }),
  value: Loose(Profile),
});
