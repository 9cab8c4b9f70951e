import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, DefaultedDate, Ref } from '@/server/db/columns';

/** A one-time code that lets an app continue a web session (migration 0025): 60 s, single use, hash only. */
export interface SessionHandoffTable {
  code_hash: Buffer;
  account_id: ColumnType<bigint, bigint, never>;
  brand_code: string;
  /** The kind of the web session it continues (member site or agent area). */
  kind: 'member' | 'agent';
  expires_at: Date;
  used_at: Date | null;
  created_at: ColumnType<Date, never, never>;
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

/** An instance listening for session changes, and the last change it has seen (session cache, docs/session-guard.md). */
export interface SessionCacheListenerTable {
  id: string;
  seen: bigint;
  heartbeat_at: DefaultedDate;
}

/** The session tables, as the database type composes them (src/server/db/database.ts). */
export interface SessionTables {
  session: SessionTable;
  device_token: DeviceTokenTable;
  known_ip: KnownIpTable;
  auth_throttle: AuthThrottleTable;
  login_challenge: LoginChallengeTable;
  session_handoff: SessionHandoffTable;
  session_cache_listener: SessionCacheListenerTable;
}
