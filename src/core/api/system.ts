/**
 * The system API (spec §3 "Bootstrap", §7): the brand's status, feature tree, registration settings, domains,
 * bootstrap info and help centre. Each endpoint's contract is written here once (docs/api-contracts.md).
 */
import type { BrandConfig, Category, RegisterFields, Resource, ResourceKey, SiteContent } from '../brand';
import type { Language } from '../languages';
import type { SystemStatus as Status } from '../system-status';
import type { ThemeValues } from '../theme-tokens';
import type { WhitelabelNode } from '../whitelabel';
import { contract } from './contract';
import { Bool, Enum, Int, type Static, Str, Type } from './schema';

const tags = ['system'];

/** Where the schemas live: the brand files' (schemas/*.schema.json) and, under api/, the answers the SPA validates. */
const SCHEMAS = 'https://marquee.dev/schemas';
/**
 * A part of a brand-file schema, typed as core types it. The reference is relative to the answer's $id
 * (`${SCHEMAS}/api/…`, VALIDATED_ANSWERS below), so it resolves where the brand-file schemas are loaded beside it.
 */
const brandPart = <T>(path: string) => Type.Unsafe<T>({ $ref: `../${path}` });
const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([Type.Null(), schema]);

/** The value of GET /wps/system/status (spec §4 "System status"): 0 normal, 1 maintenance, 2 region restricted. */
export const SystemStatus = Type.Unsafe<Status>({ enum: [0, 1, 2] });
export type SystemStatus = Status;

const StrOrNull = (options: { description?: string } = {}) =>
  Type.Unsafe<string | null>({ ...options, type: ['string', 'null'] });
const UrlOrNull = nullable(brandPart<string>('brand.schema.json#/$defs/url'));

/** The value of GET /wps/system/bootstrap (spec §3): the brand's bootstrap info; index.html carries the same. */
export const Bootstrap = Type.Object(
  {
    brand: Type.Object(
      {
        code: brandPart<string>('brand.schema.json#/properties/code'),
        merchantCode: brandPart<string>('brand.schema.json#/properties/merchantCode'),
        displayName: brandPart<string>('brand.schema.json#/properties/displayName'),
        platform: Type.Unsafe<'WEB'>({ const: 'WEB' }),
        currency: Str,
        currencySymbol: Str,
        currencyMinorUnits: Int,
        /** IANA zone of the brand's calendar days (agent reports); absent from older servers. */
        timeZone: Type.Optional(
          Type.String({ description: "IANA time zone of the brand's calendar days (agent reports)" }),
        ),
        languages: brandPart<{ default: Language; supported: Language[] }>(
          'brand.schema.json#/properties/languages',
        ),
        lottery: brandPart<BrandConfig['lottery']>('brand.schema.json#/properties/lottery'),
        vendorSorting: brandPart<Partial<Record<Category, string[]>>>(
          'brand.schema.json#/properties/vendorSorting',
        ),
        cockfight: brandPart<string[]>('brand.schema.json#/properties/cockfight'),
        footerVendors: brandPart<string[]>('brand.schema.json#/properties/footerVendors'),
        appDownload: brandPart<BrandConfig['appDownload']>('brand.schema.json#/properties/appDownload'),
        messaging: nullable(
          brandPart<{ label: string; url: string }>(
            'brand.schema.json#/properties/links/properties/messaging',
          ),
        ),
        affiliateUrl: UrlOrNull,
        logoUrl: Str,
        /** The short logo for phones (< 480 px), or null: the full logo everywhere. */
        logoCompactUrl: StrOrNull(),
        /** The logo drawn for the light theme, or null: logoUrl serves both modes. */
        logoLightUrl: StrOrNull({
          description:
            'The logo drawn for the light theme (brand.json assets.logoLight), or null: the logo serves both.',
        }),
        licence: Type.Object(
          {
            imageUrl: Str,
            /** The badge per offered language (it may have words in it); imageUrl is the default language's. */
            imageUrls: Type.Unsafe<Partial<Record<string, string>>>({
              description: "The licence image per offered language (imageUrl is the default language's).",
              type: 'object',
              additionalProperties: Str,
            }),
            validatorUrl: brandPart<string>('brand.schema.json#/$defs/url'),
          },
          { additionalProperties: false },
        ),
      },
      { additionalProperties: false },
    ),
    preview: Bool,
    customerService: Str,
    domainRoute: Type.Object({ mainDomain: Str, domains: Type.Array(Str) }, { additionalProperties: false }),
    mainDomain: Str,
    resources: brandPart<Partial<Record<ResourceKey, Resource>>>('brand.schema.json#/properties/resources'),
    whitelabel: Type.Array(brandPart<WhitelabelNode>('whitelabel.schema.json#/$defs/node')),
    registerFields: brandPart<RegisterFields>('register-fields.schema.json'),
    analyticsId: Str,
    imageCDNs: Type.Array(Str),
    launchGameCDNs: Type.Array(Str),
    location: Type.Object({ ip: Str, country: StrOrNull() }, { additionalProperties: false }),
    maintenance: Type.Object({ enabled: Bool, message: Str }, { additionalProperties: false }),
    regionRestriction: Type.Object({ restricted: Bool }, { additionalProperties: false }),
    theme: Type.Object(
      {
        defaultMode: Type.Unsafe<'dark' | 'light'>({ enum: ['dark', 'light'] }),
        dark: brandPart<ThemeValues>('theme-base.schema.json'),
        light: brandPart<ThemeValues>('theme-base.schema.json'),
      },
      { additionalProperties: false },
    ),
    site: brandPart<SiteContent>('content-site.schema.json'),
    /** Key for calls the spec marks "encrypt" (AES payload). */
    encryptKey: Type.String({ pattern: '^[0-9a-f]{32}$' }),
    accounts: Type.Object(
      {
        humanVerification: Type.Unsafe<'off' | 'captcha'>({ enum: ['off', 'captcha'] }),
        smsCodeMinutes: Int,
        passwordPolicy: Bool,
        /** The age registration asks to confirm: 21 with the brand's birthday check, else 18. */
        minimumAge: Type.Unsafe<18 | 21>({
          description:
            "The age registration asks the player to confirm: 21 with the brand's birthday check, else 18.",
          enum: [18, 21],
        }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type Bootstrap = Static<typeof Bootstrap>;

export const HelpSection = Type.Object({
  term: Type.String({ description: 'Stable id of the section: /helpmc#<term>' }),
  title: Str,
  /** Markdown-lite (src/core/help-text.ts): the client renders it as elements, never as HTML. */
  body: Type.String({
    description: 'Markdown-lite: paragraphs, "- " and "1. " lists, **bold**, [links](…)',
  }),
});
export type HelpSection = Static<typeof HelpSection>;

export const HelpCenter = Type.Object({ language: Str, sections: Type.Array(HelpSection) });
export type HelpCenter = Static<typeof HelpCenter>;

/** Help centre (spec §7 getHelpV2: GET /wps/system/helpCenter?lang&device=WEB). */
export const helpCenter = contract({
  method: 'GET',
  url: '/wps/system/helpCenter',
  tags,
  summary:
    "The brand's help centre (content/help.json) in a language: sections with a stable term, a title and a markdown-lite body",
  querystring: Type.Object({
    lang: Type.Optional(
      Type.String({
        pattern: '^[A-Za-z]{2}$',
        description: 'en, ty, vi, cn or th; a language the brand does not support gives its default',
      }),
    ),
    device: Type.Optional(Enum(['WEB'] as const, { default: 'WEB' })),
    language: Type.Optional(Type.String({ maxLength: 10 })),
  }),
  value: HelpCenter,
});

/** An object the OpenAPI document leaves open (its shape is the brand files' schemas, not repeated here). */
const open = <T>(description?: string) =>
  Type.Unsafe<T>({ type: 'object', additionalProperties: true, ...(description ? { description } : {}) });

export const DomainRoute = Type.Object({
  mainDomain: Type.Optional(Str),
  domains: Type.Optional(Type.Array(Str)),
});

export const status = contract({
  method: 'GET',
  url: '/wps/system/status',
  tags,
  summary: 'System status: 0 normal, 1 maintenance, 2 region restricted',
  value: SystemStatus,
});

export const whitelabel = contract({
  method: 'GET',
  url: '/wps/system/whitelabel',
  tags,
  summary: 'The feature tree (modId, enabled, childrenNodes)',
  value: Type.Array(open<WhitelabelNode>()),
});

export const registerSettings = contract({
  method: 'GET',
  url: '/wps/system/setting/register',
  tags,
  summary: 'Per-field registration configuration and the phone rule',
  value: open<RegisterFields>(),
});

export const domainRoute = contract({
  method: 'GET',
  url: '/wps/system/domainRoute',
  tags,
  summary: 'The brand domains; the first is canonical',
  value: DomainRoute,
});

/**
 * The bootstrap's route answers the `Bootstrap` shape (tests/api/system.test.ts validates every brand's answer
 * against it) and declares it open: the shape reuses the brand files' schemas by reference, which only the
 * validators that load those schemas (the SPA's, built by scripts/build-validators.ts, and the tests') resolve.
 */
export const bootstrap = contract({
  method: 'GET',
  url: '/wps/system/bootstrap',
  tags,
  summary: 'Bootstrap info (spec §3); shape: Bootstrap in src/core/api/system.ts',
  value: open<Bootstrap>(),
});

/**
 * The answers the SPA validates before use (src/web/lib/boot.ts), by the $id their precompiled validators are
 * built under (scripts/build-validators.ts; tests/api/schemas.ts loads them the same way).
 */
export const VALIDATED_ANSWERS = {
  validateStatus: { $id: `${SCHEMAS}/api/status.schema.json`, schema: SystemStatus },
  validateBootstrap: { $id: `${SCHEMAS}/api/bootstrap.schema.json`, schema: Bootstrap },
} as const;

/** The operations probes and metrics (docs/operations.md): bare answers, not in the OpenAPI document. */
const probe = { tags: ['ops'], hide: true } as const;

/** GET /healthz (alias /livez): the process answers (no database) — { status: 'ok' }. */
export const liveness = contract({ ...probe, method: 'GET', url: '/healthz', summary: 'Liveness probe' });

/** GET /readyz (alias /health): the database, the job queue and its worker answer — 200, else 503. */
export const readiness = contract({ ...probe, method: 'GET', url: '/readyz', summary: 'Readiness probe' });

/** GET /metrics: Prometheus text (behind METRICS_TOKEN when set; not served in production without it). */
export const metrics = contract({ ...probe, method: 'GET', url: '/metrics', summary: 'Prometheus metrics' });
