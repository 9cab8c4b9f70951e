/** GET /wps/member/info value. */
export interface MemberInfo {
  id: string;
  account: string;
  userName: string;
  nickname: string;
  type: number;
  isAgent: boolean;
  isTrial: boolean;
  vipLevel: number;
  mobileNum: string | null;
  countryDialingCode: string | null;
  email: string | null;
  payeeName: string | null;
  affiliateCode: string | null;
  referralCode: string;
  icon: string | null;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  mustChangePassword: boolean;
  totpEnabled: boolean;
  createdAt: string;
}

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
