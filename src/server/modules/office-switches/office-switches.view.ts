import type { SwitchKind, SwitchRow } from '@/core/api/office-switches';
import { type Brand, localized } from '@/core/brand';
import type { Language } from '@/core/languages';
import { brandVendors, type StoredOverride } from '@/server/domains/system';

/**
 * The console's view of a brand's switches: for each, the folder's value, the stored override and what the
 * registry serves now (folder + overrides). Pure: the caller hands over the three.
 */
export function switchRows(
  folder: Brand,
  served: Brand,
  stored: readonly StoredOverride[],
  language: Language,
): SwitchRow[] {
  const fallback = folder.config.languages.default;
  const text = (t: Parameters<typeof localized>[0]) => localized(t, language, fallback);
  const byKey = new Map(stored.map((o) => [o.key, o]));
  const row = (key: string, kind: SwitchKind, label: string, f: unknown, effective: unknown): SwitchRow => {
    const o = byKey.get(key);
    return {
      key,
      kind,
      label,
      folder: f,
      override: o ? o.value : null,
      effective,
      version: o ? o.version : null,
      updatedBy: o ? o.updatedBy : null,
      updatedAt: o ? o.updatedAt.toISOString() : null,
    };
  };
  const rows: SwitchRow[] = [
    row('maintenance', 'maintenance', '', folder.config.maintenance, served.config.maintenance),
    row('region', 'region', '', folder.config.regionRestriction, served.config.regionRestriction),
  ];
  const down = (b: Brand, code: string) => b.config.vendorMaintenance?.includes(code) ?? false;
  for (const code of brandVendors(folder.config).sort())
    rows.push(
      row(
        `vendor:${code}`,
        'vendor',
        code,
        { maintenance: down(folder, code) },
        { maintenance: down(served, code) },
      ),
    );
  for (const p of folder.promotions) {
    const now = served.promotions.find((x) => x.id === p.id);
    rows.push(
      row(
        `promotion:${p.id}`,
        'promotion',
        text(p.title),
        { enabled: true, budget: p.budget ?? null },
        { enabled: now !== undefined, budget: now?.budget ?? null },
      ),
    );
  }
  for (const kind of ['notice', 'popup'] as const) {
    const list = (b: Brand) => (kind === 'notice' ? b.announcements.notices : b.announcements.popups);
    const ids = new Set(list(folder).map((x) => x.id));
    for (const o of stored) if (o.key.startsWith(`${kind}:`)) ids.add(o.key.slice(kind.length + 1));
    for (const id of ids) {
      const inFolder = list(folder).find((x) => x.id === id);
      const now = list(served).find((x) => x.id === id);
      const item = (x: typeof inFolder) => {
        if (!x) return undefined;
        const { id: _id, ...rest } = x;
        return rest;
      };
      const over = byKey.get(`${kind}:${id}`)?.value as Record<string, { title?: unknown }> | undefined;
      const title = (now ?? inFolder)?.title ?? (over?.[kind]?.title as Parameters<typeof localized>[0]);
      rows.push(
        row(
          `${kind}:${id}`,
          kind,
          text(title) || id,
          inFolder ? { enabled: true, [kind]: item(inFolder) } : null,
          { enabled: now !== undefined, [kind]: item(now) ?? over?.[kind] ?? null },
        ),
      );
    }
  }
  return rows;
}
