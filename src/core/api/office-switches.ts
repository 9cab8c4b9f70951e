/**
 * The back office's brand switches (issue 26, docs/back-office.md "Brand switches"): runtime overrides of a brand
 * folder, applied on every server instance within seconds, without a restart. A switch is named by its key:
 *
 * - `maintenance` — the whole site under maintenance, with a message per language;
 * - `region` — the blocked countries and address ranges (CIDR);
 * - `vendor:<CODE>` — one vendor under maintenance (its games refuse launch, the lobby shows it);
 * - `promotion:<id>` — a promotion of content/promotions.json on or off, and its budget (minor units);
 * - `notice:<id>` / `popup:<id>` — an announcement created or edited here, enabled or disabled (HTML sanitised).
 *
 * Removing a switch's override returns it to the folder's value.
 */
import { LANGUAGES, type Language } from '../languages';
import { contract } from './contract';
import { BrandParams, office, Reason } from './office';
import { Bool, Enum, Int, Nullable, type Static, Str, Type } from './schema';

export const SWITCH_KEY =
  '^(maintenance|region|vendor:[A-Z0-9]{2,12}|promotion:[a-z0-9][a-z0-9-]{1,39}|notice:[a-z0-9][a-z0-9-]{0,39}|popup:[a-z0-9][a-z0-9-]{0,39})$';
export type SwitchKind = 'maintenance' | 'region' | 'vendor' | 'promotion' | 'notice' | 'popup';

/** A text per language (a brand's languages: the server checks them against the brand). */
const Localized = (max: number) =>
  Type.Unsafe<Partial<Record<Language, string>>>({
    type: 'object',
    minProperties: 1,
    propertyNames: { enum: [...LANGUAGES] },
    additionalProperties: { type: 'string', minLength: 1, maxLength: max },
  });

export const MaintenanceValue = Type.Object(
  { enabled: Bool, message: Type.Optional(Localized(2000)) },
  { additionalProperties: false },
);
export const RegionValue = Type.Object(
  {
    blockedCountries: Type.Array(Type.String({ pattern: '^[A-Z]{2}$' }), { maxItems: 250 }),
    blockedCidrs: Type.Array(Type.String({ maxLength: 49 }), { maxItems: 1000 }),
  },
  { additionalProperties: false },
);
export const VendorValue = Type.Object({ maintenance: Bool }, { additionalProperties: false });
export const PromotionValue = Type.Object(
  { enabled: Bool, budget: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000_000 })) },
  { additionalProperties: false },
);
const iso = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$';
export const NoticeValue = Type.Object(
  {
    enabled: Bool,
    /** The notice itself: required for one created here, absent to only enable/disable a folder notice. */
    notice: Type.Optional(
      Type.Object(
        { title: Localized(200), content: Localized(20000), publishedAt: Type.String({ pattern: iso }) },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export const PopupValue = Type.Object(
  {
    enabled: Bool,
    popup: Type.Optional(
      Type.Object(
        {
          title: Localized(200),
          content: Localized(20000),
          execution: Enum(['A', 'F', 'B'] as const),
          slot: Enum(['USER_POPUP', 'ANONYMOUS_POPUP'] as const),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type MaintenanceValue = Static<typeof MaintenanceValue>;
export type RegionValue = Static<typeof RegionValue>;
export type VendorValue = Static<typeof VendorValue>;
export type PromotionValue = Static<typeof PromotionValue>;
export type NoticeValue = Static<typeof NoticeValue>;
export type PopupValue = Static<typeof PopupValue>;

/** One switch of the brand: the folder's value, the override (null: none), and what is served now. */
export const SwitchRow = Type.Object({
  key: Str,
  kind: Enum(['maintenance', 'region', 'vendor', 'promotion', 'notice', 'popup'] as const),
  /** A display name (vendor name, promotion or announcement title in the console's language). */
  label: Str,
  folder: Type.Unknown(),
  override: Type.Unknown(),
  effective: Type.Unknown(),
  version: Nullable(Int),
  updatedBy: Nullable(Str),
  updatedAt: Nullable(Str),
});
export type SwitchRow = Static<typeof SwitchRow>;

export const officeSwitches = contract({
  method: 'GET',
  url: '/office/api/b/:brand/switches',
  ...office,
  summary: "The brand's switches: folder value, runtime override and what is served now",
  params: BrandParams,
  value: Type.Object({ switches: Type.Array(SwitchRow) }),
});

export const officeSwitchSet = contract({
  method: 'POST',
  url: '/office/api/b/:brand/switches/set',
  ...office,
  summary: 'Override one switch (applied on every instance within seconds; recorded with before and after)',
  params: BrandParams,
  body: Type.Object(
    { key: Type.String({ pattern: SWITCH_KEY }), value: Type.Unknown(), reason: Reason },
    { additionalProperties: false },
  ),
  value: Type.Object({ switch: SwitchRow }),
});

export const officeSwitchRemove = contract({
  method: 'POST',
  url: '/office/api/b/:brand/switches/remove',
  ...office,
  summary: "Remove a switch's override: the folder's value is served again",
  params: BrandParams,
  body: Type.Object(
    { key: Type.String({ pattern: SWITCH_KEY }), reason: Reason },
    { additionalProperties: false },
  ),
  value: Type.Object({ switch: Nullable(SwitchRow) }),
});

/** The kind of a switch key (the part before ':'). */
export function switchKind(key: string): SwitchKind {
  return (key.includes(':') ? key.slice(0, key.indexOf(':')) : key) as SwitchKind;
}

export const switchValueSchemas = {
  maintenance: MaintenanceValue,
  region: RegionValue,
  vendor: VendorValue,
  promotion: PromotionValue,
  notice: NoticeValue,
  popup: PopupValue,
} as const;
