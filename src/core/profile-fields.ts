/**
 * The fields of "My account" (spec §2 securityCenter, §3 member info): which exist for a brand, where each is
 * stored and the rule it is checked by. Pure and isomorphic: the member centre shows the rule before the player
 * types, and the server checks the same rule.
 */
import type { AccountPolicy, RegisterFieldConfig, RegisterFields } from './brand';

/** Register-fields entries the profile edits (register-fields.json decides enabled, required and the rule). */
export const PROFILE_REGISTER_FIELDS = [
  'payeeName',
  'idNumber',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
] as const;

const any = (min: number, max: number): RegisterFieldConfig => ({
  enabled: true,
  required: false,
  acceptedPattern: '*',
  patternId: 'any',
  minLength: min,
  maxLength: max,
});
const handle: RegisterFieldConfig = { ...any(3, 64), patternId: 'noSpaces' };

/** Fields a brand may add in brand.json accounts.profileFields, with their rules. */
export const PROFILE_EXTRA_FIELDS = {
  nickname: any(2, 20),
  birthday: { ...any(10, 10), patternId: 'date' },
  address: any(5, 200),
  nationality: any(2, 60),
  occupation: any(2, 60),
  incomeSource: any(2, 60),
  telegram: handle,
  zalo: handle,
  skype: handle,
} satisfies Record<string, RegisterFieldConfig>;

export type ProfileFieldName = (typeof PROFILE_REGISTER_FIELDS)[number] | keyof typeof PROFILE_EXTRA_FIELDS;

export const PROFILE_FIELD_NAMES = [
  ...PROFILE_REGISTER_FIELDS,
  ...(Object.keys(PROFILE_EXTRA_FIELDS) as (keyof typeof PROFILE_EXTRA_FIELDS)[]),
] as readonly ProfileFieldName[];

export interface ProfileFieldDef {
  name: ProfileFieldName;
  rule: RegisterFieldConfig;
}

const isExtra = (name: string): name is keyof typeof PROFILE_EXTRA_FIELDS =>
  Object.hasOwn(PROFILE_EXTRA_FIELDS, name);

/** The brand's profile fields in display order: the enabled register fields, then the configured extras. */
export function profileFieldsOf(
  registerFields: RegisterFields,
  policy: Pick<AccountPolicy, 'profileFields'>,
): ProfileFieldDef[] {
  const out: ProfileFieldDef[] = [];
  const extras = new Set(policy.profileFields.filter(isExtra));
  if (extras.has('nickname')) out.push({ name: 'nickname', rule: PROFILE_EXTRA_FIELDS.nickname });
  for (const name of PROFILE_REGISTER_FIELDS) {
    const rule = registerFields.fields[name];
    if (rule?.enabled) out.push({ name, rule });
  }
  for (const name of Object.keys(PROFILE_EXTRA_FIELDS) as (keyof typeof PROFILE_EXTRA_FIELDS)[]) {
    if (name !== 'nickname' && extras.has(name)) out.push({ name, rule: PROFILE_EXTRA_FIELDS[name] });
  }
  return out;
}
