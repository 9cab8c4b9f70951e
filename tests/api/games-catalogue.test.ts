import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalogue } from '@/server/modules/games/catalogue-loader';
import { AURORA, createGamesApp, expectError, expectOk, get, LOTUS, SIAM } from './games-support';
import type { TestApp } from './helpers';

interface MenuVendor {
  vassalage: string;
  displayName: string;
  logos: Record<string, string>;
  gameCount: number;
  isGame: string;
  maintenance: boolean;
  demo: boolean;
}
interface Menu {
  gameCategory: string;
  page: boolean;
  vendors: MenuVendor[];
}

let t: TestApp;
beforeAll(async () => {
  t = await createGamesApp();
});
afterAll(() => t?.close());

describe('the catalogue in the database', () => {
  it('is loaded once: a second load finds it there', async () => {
    const again = await ensureCatalogue(t.db);
    expect(again.loaded).toBe(false);
    const { count } = await t.db
      .selectFrom('game')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBeGreaterThanOrEqual(10_000);
    const names = await t.db
      .selectFrom('game_name')
      .select(['language', 'name', 'search'])
      .where('node_id', '=', 290_025)
      .orderBy('language')
      .execute();
    // A lottery is stored under its title in every language; the catalogue index reads its name in the reader's
    // language from locales/<lang>/lottery.json (src/server/modules/games/lottery-names.test.ts: "Xổ Số Cà Mau").
    expect(names.find((n) => n.language === 'vi')).toEqual({
      language: 'vi',
      name: 'Da Nang Lottery',
      search: 'da nang lottery',
    });
  });

  // Load time is a benchmark figure, not a test assertion (machines are noisy): this checks only the outcome.
  it('loads the whole catalogue into empty tables', { timeout: 120_000 }, async () => {
    const fresh = await createGamesApp();
    try {
      await fresh.db.deleteFrom('game_name').execute();
      await fresh.db.deleteFrom('game').execute();
      await fresh.db.deleteFrom('vendor').execute();
      const outcome = await ensureCatalogue(fresh.db);
      expect(outcome.loaded).toBe(true);
      expect(outcome.games).toBeGreaterThanOrEqual(10_000);
      expect(outcome.ms).toBeGreaterThan(0);
    } finally {
      await fresh.close();
    }
  });
});

describe('GET /lgw/games/game_menus', () => {
  it("lists the brand's categories in its order, with page or direct-launch and vendor cards", async () => {
    const menus = expectOk<Menu[]>(await get(t, '/lgw/games/game_menus?language=en'));
    expect(menus.map((m) => [m.gameCategory, m.page])).toEqual([
      ['RNG', true],
      ['BGS', true],
      ['LIVE', true],
      ['FISH', true],
      ['PVP', true],
      ['SPORTS', false],
      ['ESPORTS', false],
      ['LOTT', false],
      ['COCKFIGHT', false],
      ['CRASH', false],
      ['MINI', false],
    ]);
    const rng = menus[0]!;
    expect(rng.vendors.map((v) => v.vassalage)).toEqual(['PG', 'JDB', 'CQ9', 'FC', 'JL', 'PT', 'EG2']);
    expect(rng.vendors[0]).toEqual({
      vassalage: 'PG',
      displayName: 'PG Soft',
      logos: {
        DEFAULT: '/wps/games/vendor/PG/DEFAULT.svg',
        ACTIVE: '/wps/games/vendor/PG/ACTIVE.svg',
        WHITE: '/wps/games/vendor/PG/WHITE.svg',
        COLOR: '/wps/games/vendor/PG/COLOR.svg',
        PURPLE: '/wps/games/vendor/PG/PURPLE.svg',
      },
      gameCount: 900,
      isGame: 'GAME',
      maintenance: false,
      demo: true,
    });
    const pvp = menus.find((m) => m.gameCategory === 'PVP')!;
    expect(pvp.vendors.map((v) => [v.vassalage, v.isGame, v.gameCount])).toEqual([
      ['KM', 'VASSALAGE', 160],
      ['V8', 'VASSALAGE', 140],
    ]);
    expect(
      menus.find((m) => m.gameCategory === 'SPORTS')!.vendors.map((v) => [v.vassalage, v.gameCount]),
    ).toEqual([['SABA', 1]]);
  });

  it('localises vendor names and follows each brand', async () => {
    const lotus = expectOk<Menu[]>(await get(t, '/lgw/games/game_menus?language=cn', { host: LOTUS }));
    expect(lotus.map((m) => m.gameCategory)).toEqual([
      'LIVE',
      'RNG',
      'FISH',
      'PVP',
      'SPORTS',
      'ELOTT',
      'ARCADE',
      'CRASH',
      'MINI',
    ]);
    expect(lotus[1]!.vendors[0]).toMatchObject({ vassalage: 'PG', displayName: 'PG电子' });
    expect(lotus.find((m) => m.gameCategory === 'PVP')!.page).toBe(true);
    expect(lotus.find((m) => m.gameCategory === 'SPORTS')!.page).toBe(true);
    const siam = expectOk<Menu[]>(await get(t, '/lgw/games/game_menus', { host: SIAM }));
    expect(siam.find((m) => m.gameCategory === 'JACKPOT')!.vendors).toEqual([
      expect.objectContaining({ vassalage: 'PT', gameCount: expect.any(Number) }),
    ]);
    expect(siam.find((m) => m.gameCategory === 'JACKPOT')!.vendors[0]!.gameCount).toBeGreaterThan(100);
  });
});

describe('vendors', () => {
  it('GCSGAME_newGameVendor lists each vendor of the brand once with its categories', async () => {
    const vendors = expectOk<{ vassalage: string; categories: string[]; logos: object }[]>(
      await get(t, '/wps/relay/GCSGAME_newGameVendor?flush=true&language=en'),
    );
    const codes = vendors.map((v) => v.vassalage);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual([
      'PG',
      'JDB',
      'CQ9',
      'FC',
      'JL',
      'PT',
      'EG2',
      'BGS',
      'EVO',
      'SEXY',
      'DG',
      'KM',
      'V8',
      'SABA',
      'TFG',
      'MQL',
      'SV388',
      'MQ',
    ]);
    expect(vendors.find((v) => v.vassalage === 'JDB')!.categories).toEqual(['RNG', 'FISH']);
    expect(vendors.find((v) => v.vassalage === 'MQ')!.categories).toEqual(['CRASH', 'MINI']);
  });

  it('GCSGAME_getVassGameType counts a vendor’s games per category of the brand', async () => {
    expect(expectOk(await get(t, '/wps/relay/GCSGAME_getVassGameType?vassalage=JDB'))).toEqual([
      { gameType: 'RNG', count: 680 },
      { gameType: 'FISH', count: 24 },
    ]);
    expect(
      expectOk(await get(t, '/wps/relay/GCSGAME_getVassGameType?vassalage=jdb', { host: LOTUS })),
    ).toEqual([{ gameType: 'ARCADE', count: 60 }]);
    expectError(await get(t, '/wps/relay/GCSGAME_getVassGameType?vassalage=SA'), 400, 'invalid_request');
    expectError(await get(t, '/wps/relay/GCSGAME_getVassGameType?vassalage=NOPE'), 400, 'invalid_request');
    expectError(await get(t, '/wps/relay/GCSGAME_getVassGameType'), 400, 'invalid_request');
    expectError(
      await get(t, '/wps/relay/GCSGAME_getVassGameType?vassalage=%3Cscript%3E'),
      400,
      'invalid_request',
    );
  });

  it('GCSGAME_vendorLanes has one lane per category', async () => {
    const lanes = expectOk<{ data: { lanes: { gameCategory: string; vendors: MenuVendor[] }[] } }>(
      await get(t, '/wps/relay/GCSGAME_vendorLanes?platform=html5-desktop', { host: SIAM }),
    );
    expect(lanes.data.lanes.map((l) => l.gameCategory)).toEqual([
      'RNG',
      'LIVE',
      'FISH',
      'SPORTS',
      'ESPORTS',
      'LOTT',
      'JACKPOT',
      'COCKFIGHT',
      'MINI',
    ]);
    expect(lanes.data.lanes[1]!.vendors.map((v) => v.vassalage)).toEqual(['SEXY', 'SA']);
  });
});

describe('brand isolation', () => {
  it('a vendor the brand does not list does not exist for it', async () => {
    const aurora = expectOk<Menu[]>(await get(t, '/lgw/games/game_menus'));
    const codes = aurora.flatMap((m) => m.vendors.map((v) => v.vassalage));
    for (const absent of ['SA', 'WM', 'AG', 'CMD', 'UG', 'VNL', 'WS168', 'PP', 'HB', 'KA', 'RT'])
      expect(codes).not.toContain(absent);
    expect(
      expectOk<Menu[]>(await get(t, '/lgw/games/game_menus', { host: SIAM })).flatMap((m) =>
        m.vendors.map((v) => v.vassalage),
      ),
    ).toContain('SA');
  });

  it('art is served for any catalogue game, so a previewed brand renders without its header', async () => {
    // Lists, launches and favourites are isolated (tests in games-list and games-personal); images are not.
    expect((await get(t, '/wps/games/vendor/SA/DEFAULT.svg')).statusCode).toBe(200);
    expect((await get(t, '/wps/games/art/SA_0001.svg')).statusCode).toBe(200);
  });
});

describe('generated art', () => {
  it('serves a card for every visible game code, immutable and locked down', async () => {
    for (const url of [
      '/wps/games/art/PG_0001.svg',
      '/wps/games/art/large/PG_0001.svg',
      '/wps/games/art/MQ_CRASH.svg',
    ]) {
      const response = await get(t, url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'none'; style-src 'unsafe-inline'",
      );
      expect(response.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>/);
      expect(response.body).not.toMatch(/<script|on\w+=|javascript:|href=/i);
    }
    const first = await get(t, '/wps/games/art/PG_0001.svg');
    expect((await get(t, '/wps/games/art/PG_0001.svg')).body).toBe(first.body);
    expect((await get(t, '/wps/games/art/PG_0002.svg')).body).not.toBe(first.body);
  });

  it('serves vendor logos in the five states', async () => {
    const bodies = new Set<string>();
    for (const state of ['DEFAULT', 'ACTIVE', 'WHITE', 'COLOR', 'PURPLE']) {
      const response = await get(t, `/wps/games/vendor/SV388/${state}.svg`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toContain('immutable');
      expect(response.body).toContain('>SV388</text>');
      bodies.add(response.body);
    }
    expect(bodies.size).toBe(5);
  });

  it.each([
    '/wps/games/art/NOPE_0001.svg',
    '/wps/games/art/pg_0001.svg',
    '/wps/games/art/PG_0001.png',
    '/wps/games/art/PG_0001',
    '/wps/games/art/%3Cscript%3E.svg',
    '/wps/games/art/..%2F..%2Fpackage.json',
    '/wps/games/art/large/NOPE.svg',
    '/wps/games/vendor/PG/BLUE.svg',
    '/wps/games/vendor/PG/active.svg',
    '/wps/games/vendor/NOPE/DEFAULT.svg',
    '/wps/games/vendor/%3Cb%3E/DEFAULT.svg',
  ])('answers %s with a 404 envelope', async (url) => {
    expectError(await get(t, url, { host: AURORA }), 404, 'not_found');
  });
});

describe('the OpenAPI document', () => {
  it('describes every games call with its schemas', async () => {
    const doc = JSON.parse((await get(t, '/docs/json')).body) as {
      paths: Record<string, Record<string, { parameters?: { name: string }[]; responses: object }>>;
    };
    for (const path of [
      '/lgw/games/game_menus',
      '/wps/relay/GCSGAME_gameList',
      '/wps/relay/GCSGAME_hotGamesV2',
      '/wps/relay/GCSGAME_getVassGameType',
      '/wps/relay/GCSGAME_newGameVendor',
      '/wps/relay/GCSGAME_vendorLanes',
      '/wps/relay/GCSGAME_getRankList',
      '/wps/relay/MCSFE_getFavoriteGames',
      '/wps/relay/MCSFE_getFavoriteGamesList',
      '/wps/relay/MCSFE_addFavoriteGameV2',
      '/wps/relay/MCSFE_removeFavoriteGameV2',
      '/wps/relay/GCS_recentGame',
      '/wps/game/launchGame',
      '/wps/relay/GCS_gameLaunchFB',
      '/wps/relay/GLS2_roomList',
      '/wps/relay/MCSFE_getListAnnouncements',
      '/wps/games/art/{file}',
      '/wps/games/vendor/{code}/{file}',
    ])
      expect(doc.paths[path], path).toBeDefined();
    const list = doc.paths['/wps/relay/GCSGAME_gameList']!.get!;
    expect(list.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['gameType', 'vassalage', 'filter', 'tag', 'keyword', 'pageNo', 'pageSize']),
    );
    expect(JSON.stringify(list.responses)).toContain('lagerIcon');
  });
});
