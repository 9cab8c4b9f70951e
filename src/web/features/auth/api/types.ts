import type { MemberInfo } from '../../../lib/session';

export type { MemberInfo };

/** The answer of every call that logs in. */
export interface LoginAnswer {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  mustChangePassword: boolean;
  account: MemberInfo;
}

/** The 428 verification_required value of a login from a new IP. */
export interface DeviceChallenge {
  challengeId: string;
  methods: ('sms' | 'email' | 'totp')[];
  maskedMobile: string | null;
  maskedEmail: string | null;
}
