import type {
  BrandConfig,
  Category,
  RegisterFields,
  Resource,
  ResourceKey,
  SiteContent,
} from '../../core/brand';
import type { Language } from '../../core/languages';
import type { ThemeMode, ThemeValues } from '../../core/theme-tokens';
import type { WhitelabelNode } from '../../core/whitelabel';

/** The value of GET /wps/system/bootstrap (schemas/api/bootstrap.schema.json). */
export interface Bootstrap {
  brand: {
    code: string;
    merchantCode: string;
    displayName: string;
    platform: 'WEB';
    currency: string;
    currencySymbol: string;
    currencyMinorUnits: number;
    /** IANA zone of the brand's calendar days (agent reports); absent from older servers. */
    timeZone?: string;
    languages: { default: Language; supported: Language[] };
    lottery: BrandConfig['lottery'];
    vendorSorting: Partial<Record<Category, string[]>>;
    cockfight: string[];
    footerVendors: string[];
    appDownload: BrandConfig['appDownload'];
    messaging: { label: string; url: string } | null;
    affiliateUrl: string | null;
    logoUrl: string;
    /** The short logo for phones (< 480 px), or null: the full logo everywhere. */
    logoCompactUrl: string | null;
    /** The logo drawn for the light theme, or null: logoUrl serves both modes. */
    logoLightUrl: string | null;
    /** imageUrls: the badge per offered language (it may have words in it); imageUrl: the default language's. */
    licence: { imageUrl: string; imageUrls: Partial<Record<string, string>>; validatorUrl: string };
  };
  preview: boolean;
  customerService: string;
  domainRoute: { mainDomain: string; domains: string[] };
  mainDomain: string;
  resources: Partial<Record<ResourceKey, Resource>>;
  whitelabel: WhitelabelNode[];
  registerFields: RegisterFields;
  analyticsId: string;
  imageCDNs: string[];
  launchGameCDNs: string[];
  location: { ip: string; country: string | null };
  maintenance: { enabled: boolean; message: string };
  regionRestriction: { restricted: boolean };
  theme: { defaultMode: ThemeMode; dark: ThemeValues; light: ThemeValues };
  site: SiteContent;
  /** Key for calls the spec marks "encrypt" (AES payload). */
  encryptKey: string;
  accounts: {
    humanVerification: 'off' | 'captcha';
    smsCodeMinutes: number;
    passwordPolicy: boolean;
    /** The age registration asks to confirm: 21 with the brand's birthday check, else 18. */
    minimumAge: 18 | 21;
  };
}
