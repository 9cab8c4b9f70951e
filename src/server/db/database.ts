import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, never, never>;
type DefaultedDate = ColumnType<Date, Date | undefined, Date>;
/** bigint ids are parsed as BigInt by node-postgres (see connect.ts). */
type Id = ColumnType<bigint, bigint | number | string, never>;
type Ref = ColumnType<bigint, bigint | number | string, bigint | number | string>;
type NullableRef = ColumnType<
  bigint | null,
  bigint | number | string | null,
  bigint | number | string | null
>;

/** Mirror of each brand folder, upserted at start so rows of other tables can reference brands. */
export interface BrandTable {
  code: string;
  merchant_code: string;
  display_name: string;
  currency: string;
  created_at: CreatedAt;
  updated_at: DefaultedDate;
}

export interface ServerSecretTable {
  id: Generated<number>;
  secret: Buffer;
}

export interface AccountTable {
  id: Generated<bigint>;
  brand_code: string;
  username: string;
  /** Lower-cased username: uniqueness and lookups are case-insensitive. */
  username_key: string;
  type: Generated<number>;
  status: Generated<'active' | 'disabled'>;
  password_hash: string;
  password_changed_at: DefaultedDate;
  must_change_password: Generated<boolean>;
  first_login_done: Generated<boolean>;
  payment_password_hash: string | null;
  nickname: string | null;
  mobile_num: string | null;
  country_dialing_code: string | null;
  email: string | null;
  payee_name: string | null;
  profile: ColumnType<Record<string, string>, string | undefined, string>;
  icon: string | null;
  vip_level: Generated<number>;
  affiliate_code: string | null;
  referral_code: string;
  upline_id: NullableRef;
  referrer_id: NullableRef;
  totp_secret: string | null;
  totp_enabled: Generated<boolean>;
  totp_last_step: ColumnType<bigint | null, bigint | number | null, bigint | number | null>;
  register_ip: string | null;
  register_domain: string | null;
  register_method: string | null;
  created_at: CreatedAt;
  last_login_at: Date | null;
}

export interface AccountClosureTable {
  ancestor_id: Ref;
  descendant_id: Ref;
  depth: number;
}

export interface SessionTable {
  id: Generated<bigint>;
  token_hash: Buffer;
  account_id: Ref;
  brand_code: string;
  kind: 'member' | 'agent';
  ip: string | null;
  user_agent: string | null;
  created_at: CreatedAt;
  last_seen_at: DefaultedDate;
  expires_at: Date;
  revoked_at: Date | null;
}

export interface DeviceTokenTable {
  token_hash: Buffer;
  account_id: Ref;
  brand_code: string;
  expires_at: Date;
}

export interface KnownIpTable {
  account_id: Ref;
  ip: string;
  first_seen_at: CreatedAt;
}

export interface AuthThrottleTable {
  brand_code: string;
  scope: string;
  key: string;
  failures: Generated<number>;
  window_start: DefaultedDate;
  blocked_until: Date | null;
}

export interface CaptchaTable {
  id: string;
  brand_code: string;
  answer: string;
  expires_at: Date;
  used_at: Date | null;
}

export interface VerificationCodeTable {
  id: Generated<bigint>;
  brand_code: string;
  purpose: string;
  channel: 'sms' | 'email';
  destination: string;
  code_hash: string;
  attempts: Generated<number>;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: Date | null;
}

export interface LoginChallengeTable {
  id: string;
  account_id: Ref;
  brand_code: string;
  kind: 'member' | 'agent';
  ip: string;
  remember_me: Generated<boolean>;
  attempts: Generated<number>;
  expires_at: Date;
  used_at: Date | null;
}

export interface OutboxTable {
  id: Generated<bigint>;
  brand_code: string;
  channel: 'sms' | 'email';
  destination: string;
  subject: string;
  body: string;
  created_at: CreatedAt;
}

export interface Database {
  brand: BrandTable;
  server_secret: ServerSecretTable;
  account: AccountTable;
  account_closure: AccountClosureTable;
  session: SessionTable;
  device_token: DeviceTokenTable;
  known_ip: KnownIpTable;
  auth_throttle: AuthThrottleTable;
  captcha: CaptchaTable;
  verification_code: VerificationCodeTable;
  login_challenge: LoginChallengeTable;
  outbox: OutboxTable;
}

export type { Id };
