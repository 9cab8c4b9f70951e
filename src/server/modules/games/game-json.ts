import type { Game } from '@/core/api/games';
import type { Language } from '@/core/languages';
import { NEW_GAME_DAYS } from './catalogue';
import { dayNumber, type IndexedGame } from './catalogue-index';
import type { ListQuery, Page } from './game-lists';
import { Lru } from './lru';

/** ~30 KB per 60-game page: at most ~40 MB of cached bodies. */
const BODY_CACHE_SIZE = 1200;
/** Pages seen once (a body is kept from the second time on); as many keys as the list cache holds. */
const SEEN_PAGES_SIZE = 5000;

/** Game card of the API: the contract's (src/core/api/games.ts). */
export type GameJson = Game;

export const artUrl = (gameCode: string) => `/wps/games/art/${gameCode}.svg`;
export const largeArtUrl = (gameCode: string) => `/wps/games/art/large/${gameCode}.svg`;

export function toGame(game: IndexedGame, language: Language, today = dayNumber(Date.now())): GameJson {
  const name = game.names[language];
  return {
    nodeId: game.nodeId,
    gameName: name,
    nodeName: name,
    displayName: game.vendor.names[language],
    gameCode: game.gameCode,
    vassalage: game.vendor.code,
    gameType: game.gameType,
    iconUrl: artUrl(game.gameCode),
    showIcon: artUrl(game.gameCode),
    lagerIcon: largeArtUrl(game.gameCode),
    cardId: game.nodeId % 4,
    isHot: game.isHot ? 1 : 0,
    isGame: game.isGame,
    gameClassify: { key: game.classifyKey, vendors: [game.vendor.code] },
    tags: game.tags,
    releaseDate: game.releaseDate,
    isNew: game.releaseDay > today - NEW_GAME_DAYS,
    demo: game.demo,
    maintenance: game.maintenance || game.vendor.maintenance,
    accountTypeName: game.vendor.code,
  };
}

/**
 * The JSON of each game per language (built once per day: isNew moves with the date) and the whole response
 * bodies of list pages asked for more than once.
 */
export class GameJsonCache {
  private fragments = new Map<Language, (string | undefined)[]>();
  /** Whole response bodies of recent ALL/NEW/HOT pages (the same searches repeat across players). */
  private readonly bodies = new Lru<Buffer>(BODY_CACHE_SIZE);
  private readonly seenPages = new Lru<boolean>(SEEN_PAGES_SIZE);
  private fragmentDay = -1;

  /**
   * The game's JSON in a language, built once per day (isNew moves with the date) and kept. `down`: its vendor is
   * under maintenance on the asking brand only (a brand switch): built for this answer, not kept.
   */
  gameJson(game: IndexedGame, language: Language, down = false): string {
    if (down) return JSON.stringify({ ...toGame(game, language, dayNumber(Date.now())), maintenance: true });
    const today = dayNumber(Date.now());
    if (today !== this.fragmentDay) {
      this.clear();
      this.fragmentDay = today;
    }
    let list = this.fragments.get(language);
    if (!list) {
      list = [];
      this.fragments.set(language, list);
    }
    let json = list[game.doc];
    if (json === undefined) {
      json = JSON.stringify(toGame(game, language, today));
      list[game.doc] = json;
    }
    return json;
  }

  /** The envelope of a page of games, built from each game's cached JSON. */
  pageJson(result: Page<IndexedGame>, language: Language, downVendors: readonly string[] = []): string {
    const games = result.items
      .map((game) => this.gameJson(game, language, downVendors.includes(game.vendor.code)))
      .join(',');
    return `{"success":true,"code":"OK","message":"","value":{"games":[${games}],"pageNum":${result.pageNum},"totalPages":${result.totalPages},"total":${result.total}}}`;
  }

  /**
   * The response body of a list page (`result.key` names the list). Bodies of pages asked for more than once are
   * kept (popular searches repeat across players); a page seen once is not, so one-off searches do not churn it.
   */
  listBody(
    result: Page<IndexedGame> & { key: string },
    query: Pick<ListQuery, 'language' | 'pageNo' | 'pageSize'>,
    downVendors: readonly string[] = [],
  ): Buffer | string {
    const key = `${result.key}|${query.language}|${query.pageNo}|${query.pageSize}|${this.fragmentDay}|${downVendors.join(',')}`;
    const cached = this.bodies.get(key);
    if (cached) return cached;
    const body = this.pageJson(result, query.language, downVendors);
    if (this.seenPages.get(key)) this.bodies.set(key, Buffer.from(body));
    else this.seenPages.set(key, true);
    return body;
  }

  clear(): void {
    this.fragments.clear();
    this.bodies.clear();
    this.seenPages.clear();
  }
}
