import { isAgentType, isTrialType } from '@/core/account-types';
import { accountPolicy, type BrandConfig } from '@/core/brand';
import { offeredLanguage } from './language';

export interface MemberSource {
  id: bigint;
  username: string;
  type: number;
  nickname: string | null;
  vipLevel: number;
  mobileNum: string | null;
  countryDialingCode: string | null;
  email: string | null;
  payeeName: string | null;
  affiliateCode: string | null;
  referralCode: string;
  icon: string | null;
  firstLoginDone: boolean;
  passwordChangedAt: Date;
  mustChangePassword: boolean;
  totpEnabled: boolean;
  createdAt: Date;
  /** The member's chosen language (any stored code; memberInfo shows it only when the brand offers it). */
  language?: string | null;
  /** The account has an upline to transfer to. */
  hasUpline: boolean;
}

/** Has the brand's password policy (maxAgeDays) expired this password? */
export function passwordExpired(brand: BrandConfig, changedAt: Date, now = Date.now()): boolean {
  const days = accountPolicy(brand).passwordMaxAgeDays;
  return days > 0 && now - changedAt.getTime() > days * 86_400_000;
}

/** GET /wps/member/info value (spec §3 "Member info"); never carries a secret. */
export function memberInfo(brand: BrandConfig, a: MemberSource) {
  return {
    id: a.id.toString(),
    account: a.username,
    userName: a.username,
    nickname: a.nickname ?? a.username,
    type: a.type,
    isAgent: isAgentType(a.type),
    isTrial: isTrialType(a.type),
    vipLevel: a.vipLevel,
    mobileNum: a.mobileNum,
    countryDialingCode: a.countryDialingCode,
    email: a.email,
    payeeName: a.payeeName,
    affiliateCode: a.affiliateCode,
    referralCode: a.referralCode,
    icon: a.icon,
    firstTimeLogin: !a.firstLoginDone,
    passwordExpired: passwordExpired(brand, a.passwordChangedAt),
    mustChangePassword: a.mustChangePassword,
    totpEnabled: a.totpEnabled,
    createdAt: a.createdAt.toISOString(),
    /** The language saved on the account (spec §7), when the brand offers it: the web app switches to it. */
    language: offeredLanguage(brand, a.language),
    /** Whether the member has an upline: "Transfer to upline" is offered only then (spec §6). */
    hasUpline: a.hasUpline,
  };
}

export type MemberInfo = ReturnType<typeof memberInfo>;

/** Maps an account table row to the member-info source shape. */
export function fromAccountRow(row: {
  id: bigint;
  username: string;
  type: number;
  nickname: string | null;
  vip_level: number;
  mobile_num: string | null;
  country_dialing_code: string | null;
  email: string | null;
  payee_name: string | null;
  affiliate_code: string | null;
  referral_code: string;
  icon: string | null;
  first_login_done: boolean;
  password_changed_at: Date;
  must_change_password: boolean;
  totp_enabled: boolean;
  created_at: Date;
  language?: string | null;
  upline_id: bigint | null;
}): MemberSource {
  return {
    id: row.id,
    username: row.username,
    type: row.type,
    nickname: row.nickname,
    vipLevel: row.vip_level,
    mobileNum: row.mobile_num,
    countryDialingCode: row.country_dialing_code,
    email: row.email,
    payeeName: row.payee_name,
    affiliateCode: row.affiliate_code,
    referralCode: row.referral_code,
    icon: row.icon,
    firstLoginDone: row.first_login_done,
    passwordChangedAt: row.password_changed_at,
    mustChangePassword: row.must_change_password,
    totpEnabled: row.totp_enabled,
    createdAt: row.created_at,
    language: row.language ?? null,
    hasUpline: row.upline_id !== null,
  };
}
