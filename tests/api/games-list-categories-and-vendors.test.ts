import { describe, expect, it } from 'vitest';
import { normalizeSearch } from '@/core/search-text';
import { allPages, auroraRng, setupSuite, t } from './games-list-suite';
import { expectError, type GameJson, gameList, get, LOTUS, listUrl, SIAM } from './games-support';

setupSuite();

/** All pages of a list, walked with the given page size. */

describe('categories and vendors', () => {
  it('filters by vendor (case-insensitive code)', async () => {
    const page = await gameList(t, { gameType: 'RNG', vassalage: 'pg', pageSize: 200 });
    expect(page.total).toBe(900);
    expect(page.games.every((g) => g.vassalage === 'PG')).toBe(true);
  });

  it('refuses unknown vendors, vendors of other brands and unknown game types', async () => {
    expectError(await get(t, listUrl({ gameType: 'RNG', vassalage: 'NOPE' })), 400, 'invalid_request');
    expectError(await get(t, listUrl({ gameType: 'LIVE', vassalage: 'SA' })), 400, 'invalid_request');
    expectError(
      await get(t, listUrl({ gameType: 'RNG', vassalage: 'PT' }), { host: LOTUS }),
      400,
      'invalid_request',
    );
    expectError(await get(t, listUrl({ gameType: 'RNG', vassalage: 'P G' })), 400, 'invalid_request');
    expectError(await get(t, listUrl({ gameType: 'SLOTS' })), 400, 'invalid_request');
    expectError(await get(t, listUrl({ gameType: 'rng' })), 400, 'invalid_request');
    expectError(await get(t, '/wps/relay/GCSGAME_gameList?pageNo=1'), 400, 'invalid_request');
  });

  it('answers an empty page for a vendor outside the category or a category the brand does not offer', async () => {
    expect((await gameList(t, { gameType: 'RNG', vassalage: 'EVO' })).total).toBe(0);
    expect((await gameList(t, { gameType: 'ARCADE' })).total).toBe(0);
    expect((await gameList(t, { gameType: 'ARCADE' }, { host: LOTUS })).total).toBe(60);
  });

  it('BGS opens RNG with vassalage BGS', async () => {
    const viaRng = await gameList(t, { gameType: 'RNG', vassalage: 'BGS', pageSize: 10 });
    const viaBgs = await gameList(t, { gameType: 'BGS', pageSize: 10 });
    expect(viaRng.total).toBe(420);
    expect(viaBgs).toEqual(viaRng);
    expect(viaRng.games.every((g) => g.gameClassify.key === 'BGS')).toBe(true);
    // BGS is not one of aurora's RNG tabs: the plain RNG list does not include it.
    expect(auroraRng.some((g) => g.vendor === 'BGS')).toBe(false);
  });

  it('PVP lists the room vendors as cards; a vendor tab lists its games', async () => {
    const all = await gameList(t, { gameType: 'PVP' });
    expect(all.games.map((g) => [g.gameCode, g.isGame])).toEqual([
      ['KM_LOBBY', 'VASSALAGE'],
      ['V8_LOBBY', 'VASSALAGE'],
    ]);
    const km = await gameList(t, { gameType: 'PVP', vassalage: 'KM', pageSize: 200 });
    expect(km.total).toBe(160);
    expect(km.games.every((g) => g.isGame === 'GAME' && g.vassalage === 'KM')).toBe(true);
    const hot = await gameList(t, { gameType: 'PVP', filter: 'HOT', pageSize: 200 });
    expect(hot.games.every((g) => g.isGame === 'GAME')).toBe(true);
  });

  it('sports, e-sports and cockfight vendors are single lobby games', async () => {
    expect((await gameList(t, { gameType: 'SPORTS' }, { host: LOTUS })).games.map((g) => g.gameName)).toEqual(
      ['Thể Thao SABA', 'Thể Thao CMD368'],
    );
    expect(
      (await gameList(t, { gameType: 'COCKFIGHT' }, { host: SIAM })).games.map((g) => g.gameCode),
    ).toEqual(['SV388_0001']);
  });
});

/** The search rank the contract describes, computed independently from English names. */
function rankOf(game: GameJson, keyword: string): number {
  const name = normalizeSearch(game.gameName);
  const at = name.indexOf(keyword);
  if (at === 0) return 0;
  if (at > 0 && (name[at - 1] === ' ' || name.includes(` ${keyword}`))) return 1;
  if (at > 0) return 2;
  return 3;
}

describe('search', () => {
  it('ranks prefix matches first, then word starts, then hot games, then by name', async () => {
    const { first, games } = await allPages({ gameType: 'RNG', keyword: 'dragon' }, 200);
    const expected = auroraRng.filter((g) => normalizeSearch(g.names.en).includes('dragon'));
    expect(first.total).toBe(expected.length);
    expect(normalizeSearch(games[0]!.gameName).startsWith('dragon')).toBe(true);
    const keys = games.map((g) => [rankOf(g, 'dragon'), 1 - g.isHot, normalizeSearch(g.gameName)] as const);
    const sorted = [...keys].sort(
      (a, b) => a[0] - b[0] || a[1] - b[1] || (a[2] < b[2] ? -1 : a[2] > b[2] ? 1 : 0),
    );
    expect(keys).toEqual(sorted);
    expect(new Set(keys.map((k) => k[0]))).toEqual(new Set([0, 1]));
  });

  it('is case-insensitive', async () => {
    const lower = await gameList(t, { gameType: 'RNG', keyword: 'dragon', pageSize: 30 });
    expect(await gameList(t, { gameType: 'RNG', keyword: 'DRAGON', pageSize: 30 })).toEqual(lower);
    expect(await gameList(t, { gameType: 'RNG', keyword: '  Dragon ', pageSize: 30 })).toEqual(lower);
  });

  it('matches vendor display names, after name matches', async () => {
    const page = await gameList(t, { gameType: 'RNG', keyword: 'playtech', pageSize: 200 });
    expect(page.total).toBe(900);
    expect(page.games.every((g) => g.vassalage === 'PT')).toBe(true);
    const card = await gameList(t, { gameType: 'PVP', keyword: 'kingmaker', pageSize: 200 });
    expect(card.games[0]).toMatchObject({ gameCode: 'KM_LOBBY', isGame: 'VASSALAGE' });
    expect(card.total).toBe(161);
  });

  it('is accent-insensitive in Vietnamese', async () => {
    const plain = await gameList(
      t,
      { gameType: 'RNG', keyword: 'rong vang', language: 'vi', pageSize: 50 },
      { host: LOTUS },
    );
    expect(plain.total).toBeGreaterThan(0);
    expect(normalizeSearch(plain.games[0]!.gameName).startsWith('rong vang')).toBe(true);
    for (const keyword of ['Rồng Vàng', 'RỒNG VÀNG', 'rồng vang']) {
      expect(
        await gameList(t, { gameType: 'RNG', keyword, language: 'vi', pageSize: 50 }, { host: LOTUS }),
      ).toEqual(plain);
    }
    const lottery = await gameList(
      t,
      { gameType: 'ELOTT', keyword: 'da nang', language: 'vi' },
      { host: LOTUS },
    );
    expect(lottery.games.map((g) => g.gameName)).toEqual(['Xổ Số Đà Nẵng']);
    expect(
      (await gameList(t, { gameType: 'ELOTT', keyword: 'Đà Nẵng', language: 'vi' }, { host: LOTUS })).games,
    ).toEqual(lottery.games);
  });

  it('matches English names whatever the language, and Chinese and Thai names in theirs', async () => {
    const vi = await gameList(
      t,
      { gameType: 'ELOTT', keyword: 'da nang lottery', language: 'vi' },
      { host: LOTUS },
    );
    expect(vi.games.map((g) => g.gameName)).toEqual(['Xổ Số Đà Nẵng']);
    const cn = await gameList(
      t,
      { gameType: 'RNG', keyword: '黄金', language: 'cn', pageSize: 50 },
      { host: LOTUS },
    );
    expect(cn.total).toBeGreaterThan(0);
    expect(cn.games.every((g) => g.gameName.includes('黄金'))).toBe(true);
    const th = await gameList(
      t,
      { gameType: 'RNG', keyword: 'มังกร', language: 'th', pageSize: 50 },
      { host: SIAM },
    );
    expect(th.total).toBeGreaterThan(0);
    expect(th.games.every((g) => g.gameName.includes('มังกร'))).toBe(true);
  });

  it('combines with vendor, tag and filter', async () => {
    const page = await gameList(t, {
      gameType: 'RNG',
      vassalage: 'PT',
      tag: 'jackpot',
      keyword: 'jackpot',
      pageSize: 200,
    });
    expect(page.total).toBeGreaterThan(0);
    expect(page.games.every((g) => g.vassalage === 'PT' && g.tags.includes('jackpot'))).toBe(true);
    const hot = await gameList(t, { gameType: 'RNG', filter: 'HOT', keyword: 'dragon', pageSize: 200 });
    expect(hot.games.every((g) => g.isHot === 1 || normalizeSearch(g.gameName).includes('dragon'))).toBe(
      true,
    );
  });

  it('treats SQL and HTML as text', async () => {
    const countBefore = await t.db
      .selectFrom('game')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirst();
    for (const keyword of [
      "' OR '1'='1",
      "'; DROP TABLE game; --",
      '<script>alert(1)</script>',
      '"><img src=x onerror=alert(1)>',
      '%',
      '_',
      '\\',
      '$' + '{7*7}',
      '{{7*7}}',
    ]) {
      const response = await get(t, listUrl({ gameType: 'RNG', keyword }));
      expect(response.statusCode, keyword).toBe(200);
      expect(response.body).not.toContain('<script');
      expect(response.body).not.toContain('onerror');
    }
    expect((await gameList(t, { gameType: 'RNG', keyword: '%' })).total).toBe(0);
    const countAfter = await t.db
      .selectFrom('game')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirst();
    expect(countAfter).toEqual(countBefore);
  });

  it('ignores a blank keyword and refuses one over 50 characters', async () => {
    expect((await gameList(t, { gameType: 'RNG', keyword: '   ' })).total).toBe(auroraRng.length);
    expect((await gameList(t, { gameType: 'RNG', keyword: 'a'.repeat(50) })).total).toBe(0);
    expectError(await get(t, listUrl({ gameType: 'RNG', keyword: 'a'.repeat(51) })), 400, 'invalid_request');
  });
});
