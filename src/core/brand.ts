import type { MissionsConfig, ReferralConfig } from './engagement';
import type { JackpotConfig } from './jackpot';
import type { KycConfig } from './kyc';
import type { Language } from './languages';
import type { PointsContent, VipContent } from './loyalty';
import type { BonusRules, PromotionDef } from './promotions';
import type { SocialProviderConfig } from './social';
import type { SupportConfig } from './support';
import type { ThemeMode, ThemePartial, ThemeValues } from './theme-tokens';
import type { WhitelabelNode } from './whitelabel';

/** Game categories a brand may list vendors for (spec §1). BGS is the spec's shortcut category into RNG. */
export const CATEGORIES = [
  'LIVE',
  'RNG',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'LOTT',
  'ELOTT',
  'COCKFIGHT',
  'ARCADE',
  'JACKPOT',
  'CRASH',
  'MINI',
  'BGS',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const RESOURCE_KEYS = [
  'FACEBOOK',
  'TIKTOK',
  'YOUTUBE',
  'TWITTER',
  'INSTAGRAM',
  'Android',
  'TELEGRAM',
] as const;
export type ResourceKey = (typeof RESOURCE_KEYS)[number];
export interface Resource {
  labelNameEn: string;
  url: string;
}

export type LocalizedText = Partial<Record<Language, string>>;

/** brands/<code>/brand.json (schemas/brand.schema.json). */
export interface BrandConfig {
  code: string;
  merchantCode: string;
  displayName: string;
  domains: string[];
  platform: 'WEB';
  currency: { code: string; symbol: string; minorUnits: 0 | 2 };
  /** IANA time zone of the business day (agent reports); UTC when absent. */
  timezone?: string;
  languages: { default: Language; supported: Language[] };
  lottery: { type: 'Lott' | 'ELott'; prizeModes: ('LOTT' | 'ZY' | 'ELOTT' | 'SEA')[] };
  vendorSorting: Partial<Record<Category, string[]>>;
  cockfight: string[];
  footerVendors: string[];
  resources: Partial<Record<ResourceKey, Resource>>;
  /** customerService: an external URL; absent, "Customer service" opens the brand's own chat (/chat). */
  links: { customerService?: string; messaging?: { label: string; url: string }; affiliate?: string };
  /** Download pages per platform (the side menu's QR codes) and, in store, the app itself (store page or APK). */
  appDownload: {
    ios?: string;
    android?: string;
    lite?: string;
    store?: { ios?: string; android?: string; lite?: string };
  };
  /** The licence badge: one image, or one per language when it has text in it. */
  licence: { image: LocalizedAsset; validatorUrl: string };
  analyticsId: string;
  cdn: { images: string[]; launchGame: string[] };
  maintenance: { enabled: boolean; message?: LocalizedText };
  regionRestriction: { blockedCountries: string[]; blockedCidrs: string[] };
  /** Vendors under maintenance on this brand (their games refuse launch; the lobby shows them under maintenance). */
  vendorMaintenance?: string[];
  assets: { logo: string; favicon: string; logoCompact?: string; logoLight?: string };
  accounts?: Partial<AccountPolicy>;
  /** The jackpot pool (src/core/jackpot.ts, docs/jackpot.md); absent: no pool and no counter. */
  jackpot?: JackpotConfig;
  /** Cashier settings (docs/money.md); a brand without them has no payment methods and a single wallet. */
  payments?: PaymentsConfig;
  /** Agent contracts (docs/contracts-api.md); absent: no contract kind is offered. */
  contracts?: BrandContracts;
  /** Social sign-in providers shown on the login, register and agent login screens (docs/social-sign-in.md). */
  socialSignIn?: SocialProviderConfig[];
  /** Feedback, complaints and live chat (src/core/support.ts). */
  support?: SupportConfig;
  /** KYC levels, what they unlock and the documents they need (src/core/kyc.ts, docs/kyc.md); absent: none. */
  kyc?: KycConfig;
  /**
   * The operator this brand belongs to: brands with the same group share take-a-break and self-exclusion (the
   * same mobile or email is excluded on each; docs/responsible-gaming.md). Absent: the brand is its own group.
   */
  operatorGroup?: string;
  /** The back office's brand settings (docs/back-office.md). */
  backOffice?: { fourEyesAbove?: number };
}

/** Above this amount (minor units) a staff member's money action waits for a second one (brand backOffice). */
export const DEFAULT_FOUR_EYES_ABOVE = 1_000_000;

/** brand.json "contracts": the kinds agents may sign, the review threshold (minor units) and the late-bet window. */
export interface BrandContracts {
  kinds: ('dividend' | 'dailySalary' | 'hourSalary' | 'realtimeSalary')[];
  reviewAbove?: number;
  lateDays?: number;
  /** Salary kinds on the same bets: `exclusive` (default, one salary kind per agent at a time) or `stack`. */
  salaryStacking?: 'exclusive' | 'stack';
}

/** A deposit method (brand.json payments.deposit.methods[]). Amounts in minor units of the brand currency. */
export interface PaymentMethodConfig {
  code: string;
  provider: 'manual' | 'sandbox';
  name: LocalizedText;
  min: number;
  max: number;
  fee?: { percentBp?: number; fixed?: number };
  /** Environment variable with the provider's HMAC secret (else derived from the server secret). */
  secretEnv?: string;
  /** The receiving account shown for a manual bank transfer (required for provider manual). */
  manual?: { bankName: string; accountName: string; accountNo: string };
}

export interface BankConfig {
  code: string;
  name: string;
  kind: 'bank' | 'ewallet';
}

/** brand.json "payments". */
export interface PaymentsConfig {
  isSingleWallet: boolean;
  /** Vendors with their own game wallet (only when isSingleWallet is false). */
  gameWallets?: string[];
  /** Minutes after payment before an unconfirmed withdrawal counts as received (spec §4). */
  receiptMinutes: number;
  depositTutorial?: LocalizedText;
  deposit: { methods: PaymentMethodConfig[] };
  withdrawal: {
    min: number;
    max: number;
    dailyCount: number;
    payoutMethod: string;
    maxPayeeAccounts?: number;
  };
  banks: BankConfig[];
}

export const DEFAULT_PAYMENTS: PaymentsConfig = {
  isSingleWallet: true,
  receiptMinutes: 30,
  deposit: { methods: [] },
  withdrawal: { min: 1, max: 1, dailyCount: 1, payoutMethod: '' },
  banks: [],
};

export function paymentsOf(config: BrandConfig): PaymentsConfig {
  return config.payments ?? DEFAULT_PAYMENTS;
}

/** Login, registration and session policy of a brand (brand.json "accounts"). */
export interface AccountPolicy {
  humanVerification: 'off' | 'captcha';
  passwordMaxAgeDays: number;
  newIpVerification: boolean;
  smsCodeMinutes: number;
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  freePlayBalance: number;
  /** Spec §5 birthday check: registration confirms an age of at least 21 (AGE_GATES.birthdayCheck). */
  birthdayCheck: boolean;
  /** May agents use social sign-in on the agent login (only providers with agents: true)? */
  socialAgentLogin: boolean;
  /**
   * "My account" fields beyond register-fields.json (src/core/profile-fields.ts PROFILE_EXTRA_FIELDS): e.g.
   * nickname, birthday, address, nationality, occupation, incomeSource, telegram, zalo, skype.
   */
  profileFields: string[];
  /** The real name (payeeName) cannot be changed by the player once it is set. */
  realNameLockedOnceSet: boolean;
  /**
   * The brand's Firebase project id: mobile registration may prove the number with a Firebase phone sign-in ID
   * token (spec §4 firebaseChannel sms + firebaseIdToken) instead of our SMS code. Absent: such tokens are refused.
   */
  firebaseProjectId?: string;
}

/** Spec §9 age gates: the register agreement's minimum age, and the age the birthday check confirms. */
export const AGE_GATES = { registration: 18, birthdayCheck: 21 } as const;

/** The age a brand's registration asks the player to confirm. */
export const minimumAge = (policy: Pick<AccountPolicy, 'birthdayCheck'>): 18 | 21 =>
  policy.birthdayCheck ? AGE_GATES.birthdayCheck : AGE_GATES.registration;

export const DEFAULT_ACCOUNT_POLICY: AccountPolicy = {
  humanVerification: 'off',
  passwordMaxAgeDays: 0,
  newIpVerification: false,
  smsCodeMinutes: 1,
  sessionIdleMinutes: 60,
  sessionMaxHours: 24,
  freePlayBalance: 0,
  birthdayCheck: false,
  socialAgentLogin: false,
  profileFields: ['nickname', 'birthday', 'address', 'nationality', 'occupation', 'incomeSource'],
  realNameLockedOnceSet: true,
};

export function accountPolicy(config: BrandConfig): AccountPolicy {
  return { ...DEFAULT_ACCOUNT_POLICY, ...config.accounts };
}

/** accountPolicy(config).sessionIdleMinutes without building the policy (read on every signed-in request). */
export function sessionIdleMinutes(config: BrandConfig): number {
  const accounts = config.accounts;
  return accounts && 'sessionIdleMinutes' in accounts
    ? (accounts.sessionIdleMinutes as number)
    : DEFAULT_ACCOUNT_POLICY.sessionIdleMinutes;
}

export const REGISTER_FIELD_NAMES = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'referralCode',
] as const;
export type RegisterFieldName = (typeof REGISTER_FIELD_NAMES)[number];

export interface RegisterFieldConfig {
  enabled: boolean;
  required: boolean;
  /** '*' for any, else an extra regular expression the whole value must match. */
  acceptedPattern: string;
  patternId: string;
  minLength: number | '*';
  maxLength: number | '*';
}

/** brands/<code>/register-fields.json. */
export interface RegisterFields {
  fields: Record<RegisterFieldName, RegisterFieldConfig>;
  mobile: { digits: number; countries: { countryCode: string; countryDialingCode: string }[] };
}

/** brands/<code>/theme.json. */
export interface BrandThemeFile {
  defaultMode: ThemeMode;
  dark?: ThemePartial;
  light?: ThemePartial;
}

/** brands/<code>/content/site.json. */
export interface SiteContent {
  footer: { licence: LocalizedText; responsibleGaming: LocalizedText };
}

export const BANNER_GROUPS = ['w_home', 'w_leftmenu', 'w_login', 'w_forget'] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];
export type PopupExecution = 'A' | 'B' | 'F';
export type PopupSlot = 'USER_POPUP' | 'ANONYMOUS_POPUP';

/** brands/<code>/content/announcements.json (schemas/content-announcements.schema.json). */
export interface AnnouncementsContent {
  banners: {
    id: string;
    groupName: BannerGroup;
    /** A file of the brand's assets/ folder, or one per language (an image with text in it: brand:check). */
    image: LocalizedAsset;
    alt?: LocalizedText;
    linkageType: 'NONE' | 'ROUTE' | 'URL';
    url: string;
    sequence: number;
  }[];
  /** Plain-text player notices. */
  notices: { id: string; title: LocalizedText; content: LocalizedText; publishedAt: string }[];
  /** Notices for agents (agent center), simple HTML like popups; optional. */
  agents?: { id: string; title: LocalizedText; content: LocalizedText; publishedAt: string }[];
  /** Popups: content is simple HTML (checked at load, sanitised again by the SPA). */
  popups: {
    id: string;
    title: LocalizedText;
    content: LocalizedText;
    execution: PopupExecution;
    slot: PopupSlot;
  }[];
}

/**
 * brands/<code>/content/help.json (schemas/content-help.schema.json): the help centre, one section per topic.
 * `term` is the section's stable id (/helpmc#<term>); `body` is markdown-lite (src/core/help-text.ts).
 */
export interface HelpContent {
  sections: { term: string; title: LocalizedText; body: LocalizedText }[];
}

/** A brand folder, loaded, validated and resolved. */
export interface Brand {
  config: BrandConfig;
  whitelabel: WhitelabelNode[];
  registerFields: RegisterFields;
  theme: { defaultMode: ThemeMode; dark: ThemeValues; light: ThemeValues };
  site: SiteContent;
  /** content/announcements.json: banners, notices, popups, promotion announcements. */
  announcements: AnnouncementsContent;
  /** content/help.json: the help centre sections. */
  help: HelpContent;
  /** content/promotions.json (optional file; none = no promotions): docs/promotions.md. */
  promotions: PromotionDef[];
  /** content/promotions.json `bonusRules` (or the defaults): how bonus money is spent, locked and forfeited. */
  bonusRules: BonusRules;
  /** content/vip.json (optional; none = no VIP): docs/vip-points.md. */
  vip?: VipContent;
  /** content/points.json (optional; none = no points mall): docs/vip-points.md. */
  points?: PointsContent;
  /** content/referral.json (optional; none = referral disabled): docs/referral-missions.md. */
  referral?: ReferralConfig;
  /** content/missions.json (optional): missions and leaderboards, docs/referral-missions.md. */
  engagement?: MissionsConfig;
  /** Absolute path of the brand folder. */
  dir: string;
}

/** A file of the brand's assets/ folder, or one per language ({"ar": "banner-ar.svg", "en": "banner-en.svg"}). */
export type LocalizedAsset = string | Partial<Record<Language, string>>;

/** The file of a localized asset for a language: its own, else the brand default's, else any. */
export function assetIn(asset: LocalizedAsset, language: Language, fallback: Language): string {
  return typeof asset === 'string'
    ? asset
    : (asset[language] ?? asset[fallback] ?? Object.values(asset)[0] ?? '');
}

/** Every file a localized asset names, with the language it is for ('' for a single file). */
export const assetFiles = (asset: LocalizedAsset): [string, string][] =>
  typeof asset === 'string' ? [['', asset]] : Object.entries(asset).map(([l, f]) => [l, f ?? '']);

/** Picks the text for a language, falling back to the brand default, then any language present. */
export function localized(text: LocalizedText | undefined, language: Language, fallback: Language): string {
  if (!text) return '';
  return text[language] ?? text[fallback] ?? Object.values(text)[0] ?? '';
}
