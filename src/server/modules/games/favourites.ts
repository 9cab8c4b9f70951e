import type { Kysely } from 'kysely';
import type { Category } from '@/core/brand';
import { normalizeSearch } from '@/core/search-text';
import type { Database } from '@/server/db/database';
import type { BrandView, CatalogueIndex, IndexedGame } from './catalogue-index';
import { type ListQuery, type Page, page, requireVendor, searchCatalogue } from './game-lists';
import { favoriteIds, recentIds } from './games.repository';

export type OwnSource = 'FAV' | 'RECENT';

const ownIds = (db: Kysely<Database>, accountId: bigint, source: OwnSource) =>
  source === 'FAV' ? favoriteIds(db, accountId) : recentIds(db, accountId);

/** FAV and RECENT lists: the account's own rows (indexed reads), filtered and searched in memory. */
export async function personalList(
  db: Kysely<Database>,
  index: CatalogueIndex,
  view: BrandView,
  accountId: bigint,
  query: ListQuery,
  source: OwnSource,
): Promise<Page<IndexedGame>> {
  if (query.vendor !== undefined) requireVendor(view, query.vendor, 'vassalage');
  const ids = await ownIds(db, accountId, source);
  const keyword = query.keyword === undefined ? '' : normalizeSearch(query.keyword);
  if (query.keyword !== undefined && !keyword) return page([], query.pageNo, query.pageSize);
  let docs: Int32Array = Int32Array.from(
    ids
      .map((id) => index.byNodeId.get(id))
      .filter(
        (game): game is IndexedGame =>
          game !== undefined &&
          view.accepts(query.category, game, query.vendor) &&
          (!query.tag || game.tags.includes(query.tag)),
      )
      .map((game) => game.doc),
  );
  if (keyword) docs = searchCatalogue(index, docs, keyword, query.language);
  const result = page(docs, query.pageNo, query.pageSize);
  return { ...result, items: result.items.map((doc) => index.games[doc]!) };
}

/** The account's favourites or recent games visible in the brand, optionally of one category. */
export async function ownGames(
  db: Kysely<Database>,
  index: CatalogueIndex,
  view: BrandView,
  accountId: bigint,
  source: OwnSource,
  category?: Category,
): Promise<IndexedGame[]> {
  const ids = await ownIds(db, accountId, source);
  return ids
    .map((id) => index.byNodeId.get(id))
    .filter(
      (game): game is IndexedGame =>
        game !== undefined && (category ? view.accepts(category, game) : view.isVisible(game)),
    );
}
