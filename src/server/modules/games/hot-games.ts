import type { BrandView, CatalogueIndex, IndexedGame } from './catalogue-index';
import type { PlayState } from './play-state';

const HOT_LIST_SIZE = 12;
/** Categories whose games make the hot list (not lobby cards of sports, lottery or cockfight vendors). */
const HOT_TYPES = new Set(['RNG', 'LIVE', 'FISH', 'PVP', 'ARCADE', 'CRASH', 'MINI']);

/** Twelve hot games: most played in the brand first, then the catalogue's hot games by popularity. */
export function hotGames(index: CatalogueIndex, view: BrandView, plays: PlayState): IndexedGame[] {
  const eligible = (game: IndexedGame) =>
    game.isGame === 'GAME' && HOT_TYPES.has(game.gameType) && view.isVisible(game);
  const out: IndexedGame[] = [];
  const taken = new Set<number>();
  for (const [nodeId] of [...plays.counts].sort((a, b) => b[1] - a[1])) {
    const game = index.byNodeId.get(nodeId);
    if (game && eligible(game) && !taken.has(game.doc)) {
      out.push(game);
      taken.add(game.doc);
    }
    if (out.length === HOT_LIST_SIZE) return out;
  }
  for (const game of index.games) {
    if (!game.isHot) break;
    if (eligible(game) && !taken.has(game.doc)) out.push(game);
    if (out.length === HOT_LIST_SIZE) break;
  }
  return out;
}
