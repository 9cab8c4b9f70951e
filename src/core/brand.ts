import type { Language } from './languages';
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
  languages: { default: Language; supported: Language[] };
  lottery: { type: 'Lott' | 'ELott'; prizeModes: ('LOTT' | 'ZY' | 'ELOTT' | 'SEA')[] };
  vendorSorting: Partial<Record<Category, string[]>>;
  cockfight: string[];
  footerVendors: string[];
  resources: Partial<Record<ResourceKey, Resource>>;
  links: { customerService: string; messaging?: { label: string; url: string }; affiliate?: string };
  appDownload: { ios?: string; android?: string; lite?: string };
  licence: { image: string; validatorUrl: string };
  analyticsId: string;
  cdn: { images: string[]; launchGame: string[] };
  maintenance: { enabled: boolean; message?: LocalizedText };
  regionRestriction: { blockedCountries: string[]; blockedCidrs: string[] };
  assets: { logo: string; favicon: string };
  accounts?: Partial<AccountPolicy>;
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
}

export const DEFAULT_ACCOUNT_POLICY: AccountPolicy = {
  humanVerification: 'off',
  passwordMaxAgeDays: 0,
  newIpVerification: false,
  smsCodeMinutes: 1,
  sessionIdleMinutes: 60,
  sessionMaxHours: 24,
  freePlayBalance: 0,
};

export function accountPolicy(config: BrandConfig): AccountPolicy {
  return { ...DEFAULT_ACCOUNT_POLICY, ...config.accounts };
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

/** A brand folder, loaded, validated and resolved. */
export interface Brand {
  config: BrandConfig;
  whitelabel: WhitelabelNode[];
  registerFields: RegisterFields;
  theme: { defaultMode: ThemeMode; dark: ThemeValues; light: ThemeValues };
  site: SiteContent;
  /** Absolute path of the brand folder. */
  dir: string;
}

/** Picks the text for a language, falling back to the brand default, then any language present. */
export function localized(text: LocalizedText | undefined, language: Language, fallback: Language): string {
  if (!text) return '';
  return text[language] ?? text[fallback] ?? Object.values(text)[0] ?? '';
}
