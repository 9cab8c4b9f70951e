/**
 * The loaders of every catalogue that is not part of the first paint, one lazy chunk each (found at build time: a
 * language or namespace added under locales/ needs no code change). This map grows with every language, so it is
 * a chunk of its own, fetched with the first namespace a page needs beyond the first paint — never part of the
 * home page's first load (src/web/lib/i18n.ts).
 */
export const loaders = import.meta.glob<{ default: Record<string, unknown> }>([
  '../../../locales/*/*.json',
  '!../../../locales/*/common.json',
  '!../../../locales/*/lobby.json',
]);
