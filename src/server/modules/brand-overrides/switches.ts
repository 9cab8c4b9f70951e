import { BlockList, isIP } from 'node:net';
import { Ajv, type ValidateFunction } from 'ajv';
import {
  type MaintenanceValue,
  type NoticeValue,
  type PopupValue,
  type PromotionValue,
  type RegionValue,
  type SwitchKind,
  switchKind,
  switchValueSchemas,
  type VendorValue,
} from '@/core/api/office-switches';
import type { AnnouncementsContent, Brand, BrandConfig, LocalizedText } from '@/core/brand';
import { safeHtmlPolicy, sanitizeHtml } from '@/core/safe-html';
import { announcementProblems } from '@/server/brands/content-rules';
import { promotionProblems } from '@/server/brands/promotion-rules';
import { describeAjvError, schemaValidator } from '@/server/brands/schemas';

/**
 * Brand switches (docs/back-office.md "Brand switches"): how a switch's override is laid over the brand folder, and
 * the checks an override passes before it is stored — its own shape, then the merged brand against the same schema
 * (ajv) and rules the folder is checked with at start (scripts/brand-check). Pure: no database, no clock.
 */

export interface SwitchOverride {
  key: string;
  value: unknown;
}

export interface SwitchProblem {
  pointer: string;
  reason: string;
}

const ajv = new Ajv({ allErrors: true, strict: false });
const shapeValidators = new Map<SwitchKind, ValidateFunction>();

function shapeOf(kind: SwitchKind): ValidateFunction {
  let validate = shapeValidators.get(kind);
  if (!validate) {
    validate = ajv.compile(switchValueSchemas[kind]);
    shapeValidators.set(kind, validate);
  }
  return validate;
}

const idOf = (key: string) => key.slice(key.indexOf(':') + 1);

/** The vendors a brand lists (any category): the vendors whose maintenance it may switch. */
export function brandVendors(config: BrandConfig): string[] {
  return [...new Set(Object.values(config.vendorSorting).flat())];
}

/** The folder brand with the overrides laid over it (the folder itself when there are none). */
export function applyOverrides(folder: Brand, overrides: readonly SwitchOverride[]): Brand {
  if (overrides.length === 0) return folder;
  const byKey = new Map(overrides.map((o) => [o.key, o.value]));
  const config: BrandConfig = { ...folder.config };
  const maintenance = byKey.get('maintenance') as MaintenanceValue | undefined;
  if (maintenance) config.maintenance = maintenance;
  const region = byKey.get('region') as RegionValue | undefined;
  if (region) config.regionRestriction = region;
  const vendors = new Set(folder.config.vendorMaintenance ?? []);
  let vendorSwitch = false;
  for (const { key, value } of overrides) {
    if (switchKind(key) !== 'vendor') continue;
    vendorSwitch = true;
    if ((value as VendorValue).maintenance) vendors.add(idOf(key));
    else vendors.delete(idOf(key));
  }
  if (vendorSwitch) config.vendorMaintenance = [...vendors].sort();
  const promotions = folder.promotions.flatMap((p) => {
    const o = byKey.get(`promotion:${p.id}`) as PromotionValue | undefined;
    if (!o) return [p];
    if (!o.enabled) return [];
    return [o.budget === undefined ? p : { ...p, budget: o.budget }];
  });
  return { ...folder, config, promotions, announcements: announcementsOf(folder, byKey) };
}

function announcementsOf(folder: Brand, byKey: Map<string, unknown>): AnnouncementsContent {
  const content = folder.announcements;
  const merge = <T extends { id: string }, V extends { enabled: boolean }>(
    list: T[],
    kind: 'notice' | 'popup',
    itemOf: (value: V) => Omit<T, 'id'> | undefined,
  ): T[] => {
    const out: T[] = [];
    for (const item of list) {
      const o = byKey.get(`${kind}:${item.id}`) as V | undefined;
      if (!o) out.push(item);
      else if (o.enabled) out.push({ ...item, ...itemOf(o), id: item.id });
    }
    const known = new Set(list.map((item) => item.id));
    for (const [key, value] of byKey) {
      if (switchKind(key) !== kind || known.has(idOf(key))) continue;
      const item = itemOf(value as V);
      if ((value as V).enabled && item) out.push({ ...item, id: idOf(key) } as T);
    }
    return out;
  };
  return {
    ...content,
    notices: merge(content.notices, 'notice', (v: NoticeValue) => v.notice),
    popups: merge(content.popups, 'popup', (v: PopupValue) => v.popup),
  };
}

/** Announcement HTML through the shared sanitiser (what is stored is what is served). */
export function sanitizedValue(config: BrandConfig, key: string, value: unknown): unknown {
  const kind = switchKind(key);
  if (kind !== 'notice' && kind !== 'popup') return value;
  const field = kind === 'notice' ? 'notice' : 'popup';
  const v = value as Record<string, { content?: LocalizedText } | undefined>;
  const item = v[field];
  if (!item?.content) return value;
  const policy = safeHtmlPolicy(config.code, config.cdn.images);
  const content = Object.fromEntries(
    Object.entries(item.content).map(([lang, html]) => [lang, sanitizeHtml(html ?? '', policy).html.trim()]),
  );
  return { ...v, [field]: { ...item, content } };
}

/**
 * Why an override of `key` may not be stored (none: it may). `others` are the brand's other overrides now: the
 * merged brand is checked as a whole, as the folder is at start.
 */
export function switchProblems(
  folder: Brand,
  others: readonly SwitchOverride[],
  key: string,
  value: unknown,
): SwitchProblem[] {
  const kind = switchKind(key);
  const shape = shapeOf(kind);
  if (!shape(value)) return (shape.errors ?? []).map((e) => describeAjvError(e, value));
  const id = idOf(key);
  const config = folder.config;
  const supported = new Set<string>(config.languages.supported);
  const languages = (text: LocalizedText | undefined, pointer: string): SwitchProblem[] =>
    Object.keys(text ?? {})
      .filter((lang) => !supported.has(lang))
      .map((lang) => ({
        pointer: `${pointer}/${lang}`,
        reason: `the brand does not offer the language ${lang}`,
      }));
  const problems: SwitchProblem[] = [];
  if (kind === 'maintenance') problems.push(...languages((value as MaintenanceValue).message, '/message'));
  if (kind === 'vendor' && !brandVendors(config).includes(id))
    problems.push({ pointer: '/', reason: `the brand lists no vendor ${id}` });
  if (kind === 'promotion' && !folder.promotions.some((p) => p.id === id))
    problems.push({ pointer: '/', reason: `content/promotions.json has no promotion ${id}` });
  if (kind === 'region') {
    (value as RegionValue).blockedCidrs.forEach((cidr, i) => {
      if (!validCidr(cidr))
        problems.push({ pointer: `/blockedCidrs/${i}`, reason: `${cidr} is not a CIDR range` });
    });
  }
  if (kind === 'notice' || kind === 'popup') {
    const item = (value as Record<string, { title: LocalizedText; content: LocalizedText } | undefined>)[
      kind
    ];
    const inFolder = (kind === 'notice' ? folder.announcements.notices : folder.announcements.popups).some(
      (x) => x.id === id,
    );
    if (!item && !inFolder)
      problems.push({ pointer: `/${kind}`, reason: `a new ${kind} needs its title and content` });
    if (item)
      problems.push(
        ...languages(item.title, `/${kind}/title`),
        ...languages(item.content, `/${kind}/content`),
      );
  }
  if (problems.length > 0) return problems;
  const merged = applyOverrides(folder, [...others.filter((o) => o.key !== key), { key, value }]);
  return mergedProblems(folder, merged, kind);
}

function mergedProblems(folder: Brand, merged: Brand, kind: SwitchKind): SwitchProblem[] {
  const problems: SwitchProblem[] = [];
  const check = (file: Parameters<typeof schemaValidator>[0], data: unknown) => {
    const validate = schemaValidator(file);
    if (!validate(data)) problems.push(...(validate.errors ?? []).map((e) => describeAjvError(e, data)));
  };
  if (kind === 'maintenance' || kind === 'region' || kind === 'vendor')
    check('brand.schema.json', merged.config);
  if (kind === 'promotion') {
    const content = { promotions: merged.promotions, bonusRules: merged.bonusRules };
    check('content-promotions.schema.json', content);
    if (problems.length === 0) problems.push(...promotionProblems(folder.dir, content, merged.config));
  }
  if (kind === 'notice' || kind === 'popup') {
    check('content-announcements.schema.json', merged.announcements);
    if (problems.length === 0)
      problems.push(...announcementProblems(folder.dir, merged.announcements, merged.config));
  }
  return problems;
}

function validCidr(cidr: string): boolean {
  const [address = '', bits = '', extra] = cidr.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined || !/^\d{1,3}$/.test(bits)) return false;
  const n = Number(bits);
  if (n > (family === 4 ? 32 : 128)) return false;
  try {
    new BlockList().addSubnet(address, n, family === 6 ? 'ipv6' : 'ipv4');
    return true;
  } catch {
    return false;
  }
}
