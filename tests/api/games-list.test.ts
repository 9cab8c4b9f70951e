import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '@/core/account-types';
import { NEW_GAME_DAYS } from '@/server/modules/games/catalogue';
import { recordPlay } from '@/server/modules/games/games.repository';
import { allPages, auroraRng, catalogue, setupSuite, t } from './games-list-suite';
import {
  createAccount,
  expectError,
  expectOk,
  type GameJson,
  type GamePage,
  gameList,
  get,
  LOTUS,
  listUrl,
  SIAM,
} from './games-support';

setupSuite();

/** All pages of a list, walked with the given page size. */

describe('paging', () => {
  it('walks every game of a category exactly once', async () => {
    const { first, games } = await allPages({ gameType: 'RNG' }, 200);
    expect(first.total).toBe(auroraRng.length);
    expect(first.totalPages).toBe(Math.ceil(auroraRng.length / 200));
    expect(games).toHaveLength(auroraRng.length);
    expect(new Set(games.map((g) => g.nodeId)).size).toBe(auroraRng.length);
    expect(new Set(games.map((g) => g.nodeId))).toEqual(new Set(auroraRng.map((g) => g.nodeId)));
  });

  it('answers a page beyond the end with an empty page', async () => {
    const page = await gameList(t, { gameType: 'LIVE', pageNo: 50, pageSize: 60 });
    expect(page).toEqual({ games: [], pageNum: 50, totalPages: Math.ceil(540 / 60), total: 540 });
    expect((await gameList(t, { gameType: 'LIVE', pageNo: 1_000_000, pageSize: 200 })).games).toEqual([]);
  });

  it('pages with the requested size, 60 by default', async () => {
    expect((await gameList(t, { gameType: 'RNG', pageSize: 7 })).games).toHaveLength(7);
    const url = '/wps/relay/GCSGAME_gameList?gameType=RNG';
    const page = expectOk<GamePage>(await get(t, url));
    expect(page.games).toHaveLength(60);
    expect(page.pageNum).toBe(1);
  });

  it.each([
    ['pageSize', '0'],
    ['pageSize', '-5'],
    ['pageSize', '201'],
    ['pageSize', '1000000000'],
    ['pageSize', 'abc'],
    ['pageSize', '1.5'],
    ['pageNo', '0'],
    ['pageNo', '-1'],
    ['pageNo', 'x'],
    ['pageNo', '2.5'],
    ['pageNo', '1000001'],
    ['pageNo', '99999999999999999999999'],
  ])('refuses %s=%s with 400', async (key, value) => {
    expectError(await get(t, listUrl({ gameType: 'RNG', [key]: value })), 400, 'invalid_request');
  });

  it('refuses repeated paging parameters', async () => {
    expectError(
      await get(t, '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageNo=2'),
      400,
      'invalid_request',
    );
  });
});

describe('the game card', () => {
  it('carries every field of the contract', async () => {
    const { games } = await gameList(t, { gameType: 'RNG', pageSize: 1 });
    const game = games[0]!;
    const source = catalogue.games.find((g) => g.nodeId === game.nodeId)!;
    expect(game).toEqual({
      nodeId: source.nodeId,
      gameName: source.names.en,
      nodeName: source.names.en,
      displayName: expect.any(String),
      gameCode: source.gameCode,
      vassalage: source.vendor,
      gameType: 'RNG',
      iconUrl: `/wps/games/art/${source.gameCode}.svg`,
      showIcon: `/wps/games/art/${source.gameCode}.svg`,
      lagerIcon: `/wps/games/art/large/${source.gameCode}.svg`,
      cardId: source.nodeId % 4,
      isHot: 1,
      isGame: 'GAME',
      gameClassify: { key: 'RNG', vendors: [source.vendor] },
      tags: source.tags,
      releaseDate: source.releaseDate,
      isNew: expect.any(Boolean),
      demo: source.demo,
      maintenance: false,
      accountTypeName: source.vendor,
    });
  });

  it('is named in the request language, falling back to the brand default', async () => {
    const vi = await gameList(t, { gameType: 'ELOTT', pageSize: 50, language: 'vi' }, { host: LOTUS });
    expect(vi.games.map((g) => g.gameName)).toContain('Xổ Số Đà Nẵng');
    const en = await gameList(t, { gameType: 'ELOTT', pageSize: 50, language: 'en' }, { host: LOTUS });
    expect(en.games.map((g) => g.gameName)).toContain('Da Nang Lottery');
    const unsupported = await gameList(
      t,
      { gameType: 'ELOTT', pageSize: 50, language: 'th' },
      { host: LOTUS },
    );
    expect(unsupported.games.map((g) => g.gameName)).toContain('Xổ Số Đà Nẵng');
    const cn = await gameList(
      t,
      { gameType: 'RNG', pageSize: 5, language: 'cn', vassalage: 'PG' },
      { host: LOTUS },
    );
    expect(cn.games.every((g) => g.displayName === 'PG电子')).toBe(true);
  });
});

describe('filters', () => {
  it('ALL lists hot games first', async () => {
    const { games } = await gameList(t, { gameType: 'RNG', pageSize: 200, pageNo: 2 });
    const first = (await gameList(t, { gameType: 'RNG', pageSize: 200 })).games;
    const flags = [...first, ...games].map((g) => g.isHot);
    expect(flags).toEqual([...flags].sort((a, b) => b - a));
    expect(flags[0]).toBe(1);
  });

  it('NEW lists the games released in the last 30 days, newest first', async () => {
    const since = new Date(Date.now() - (NEW_GAME_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
    const expected = auroraRng.filter((g) => g.releaseDate >= since);
    expect(expected.length).toBeGreaterThan(0);
    const page = await gameList(t, { gameType: 'RNG', filter: 'NEW', pageSize: 200 });
    expect(page.total).toBe(expected.length);
    expect(page.games.every((g) => g.isNew)).toBe(true);
    const dates = page.games.map((g) => g.releaseDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('HOT lists hot games, the ones really played in the brand first', async () => {
    const before = await gameList(t, { gameType: 'RNG', filter: 'HOT', pageSize: 200 });
    expect(before.games.every((g) => g.isHot === 1)).toBe(true);
    const [quiet, quieter] = auroraRng.filter((g) => !g.isHot && g.vendor === 'PG');
    for (let i = 0; i < 3; i++) await recordPlay(t.db, 'aurora', quiet!.nodeId);
    await recordPlay(t.db, 'aurora', quieter!.nodeId);
    t.app.games.invalidate();
    const after = await gameList(t, { gameType: 'RNG', filter: 'HOT', pageSize: 5 });
    expect(after.games.slice(0, 2).map((g) => g.nodeId)).toEqual([quiet!.nodeId, quieter!.nodeId]);
    expect(after.total).toBe(before.total + 2);
    const hot = expectOk<{ list: GameJson[] }>(await get(t, '/wps/relay/GCSGAME_hotGamesV2?isPlatform=2'));
    expect(hot.list).toHaveLength(12);
    expect(hot.list.slice(0, 2).map((g) => g.nodeId)).toEqual([quiet!.nodeId, quieter!.nodeId]);
    // Plays are per brand.
    const siamHot = expectOk<{ list: GameJson[] }>(
      await get(t, '/wps/relay/GCSGAME_hotGamesV2', { host: SIAM }),
    );
    expect(siamHot.list.map((g) => g.nodeId)).not.toContain(quiet!.nodeId);
  });

  it('hot games are real games of the brand (no vendor cards, no lobbies)', async () => {
    const hot = expectOk<{ list: GameJson[] }>(
      await get(t, '/wps/relay/GCSGAME_hotGamesV2', { host: LOTUS }),
    );
    expect(hot.list).toHaveLength(12);
    const lotusVendors = [
      'EVO',
      'WM',
      'AG',
      'PG',
      'JL',
      'CQ9',
      'FC',
      'KM',
      'SABA',
      'CMD',
      'VNL',
      'JDB',
      'MQ',
    ];
    for (const game of hot.list) {
      expect(game.isGame).toBe('GAME');
      expect(lotusVendors).toContain(game.vassalage);
      expect(['SPORTS', 'ELOTT', 'LOTT', 'COCKFIGHT', 'ESPORTS']).not.toContain(game.gameType);
    }
  });

  it('FAV and RECENT need a session; FAV also a real account', async () => {
    expectError(await get(t, listUrl({ gameType: 'RNG', filter: 'FAV' })), 401, 'unauthorized');
    expectError(await get(t, listUrl({ gameType: 'RNG', filter: 'RECENT' })), 401, 'unauthorized');
    expectError(
      await get(t, listUrl({ gameType: 'RNG', filter: 'FAV' }), { token: 'x'.repeat(43) }),
      401,
      'unauthorized',
    );
    const trial = await createAccount(t, 'aurora', ACCOUNT_TYPE.trial);
    expectError(
      await get(t, listUrl({ gameType: 'RNG', filter: 'FAV' }), { token: trial.token }),
      403,
      'in_need_true_account',
    );
    expect(await gameList(t, { gameType: 'RNG', filter: 'RECENT' }, { token: trial.token })).toEqual({
      games: [],
      pageNum: 1,
      totalPages: 0,
      total: 0,
    });
  });

  it.each(['TOP', 'all', '', 'ALL;DROP'])('refuses filter=%j', async (filter) => {
    expectError(await get(t, listUrl({ gameType: 'RNG', filter })), 400, 'invalid_request');
  });
});

describe('tags', () => {
  it.each(['jackpot', 'table', 'arcade', 'bingo'] as const)(
    'tag=%s keeps only games with the tag',
    async (tag) => {
      const expected = auroraRng.filter((g) => g.tags.includes(tag));
      const page = await gameList(t, { gameType: 'RNG', tag, pageSize: 200 });
      expect(page.total).toBe(expected.length);
      expect(page.games.every((g) => g.tags.includes(tag))).toBe(true);
    },
  );

  it('refuses an unknown tag', async () => {
    expectError(await get(t, listUrl({ gameType: 'RNG', tag: 'slots' })), 400, 'invalid_request');
  });

  it('the JACKPOT category lists the jackpot games of its vendors', async () => {
    const expected = catalogue.games.filter((g) => g.vendor === 'PT' && g.tags.includes('jackpot'));
    const page = await gameList(t, { gameType: 'JACKPOT', pageSize: 200 }, { host: SIAM });
    expect(page.total).toBe(expected.length);
    expect(page.games.every((g) => g.vassalage === 'PT' && g.tags.includes('jackpot'))).toBe(true);
  });
});

/** The search rank the contract describes, computed independently from English names. */
