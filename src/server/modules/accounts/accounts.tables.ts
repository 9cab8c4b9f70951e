/**
 * Player and agent accounts and the agent tree (closure table).
 */
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, DefaultedDate, NullableRef, Ref } from '@/server/db/columns';

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
  /** The member's chosen interface language (migration 0021_language); null = never chosen. */
  language: ColumnType<string | null, string | null | undefined, string | null>;
  /** The marketing link the account registered through (migration 0029_agent_work). */
  register_link_id: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
}

export interface AccountClosureTable {
  ancestor_id: Ref;
  descendant_id: Ref;
  depth: number;
}

/** The accounts tables, as the database type composes them (src/server/db/database.ts). */
export interface AccountsTables {
  account: AccountTable;
  account_closure: AccountClosureTable;
}
