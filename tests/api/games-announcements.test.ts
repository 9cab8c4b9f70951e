import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AURORA, createGamesApp, expectError, expectOk, get, LOTUS, SIAM } from './games-support';
import type { TestApp } from './helpers';

interface Announcements {
  banners: {
    id: string;
    groupName: string;
    url: string;
    imageUrl: string;
    linkageType: string;
    sequence: number;
    title: string;
  }[];
  player: { id: string; title: string; content: string; createdAt: string }[];
  popup: { id: string; title: string; content: string; execution: 'A' | 'B' | 'F'; slot: string }[];
  promotion: { id: string; title: string; announcementImages: { sequence: number; url: string }[] }[];
}

const URL = '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W';

let t: TestApp;
beforeAll(async () => {
  t = await createGamesApp();
});
afterAll(() => t?.close());

const load = async (host: string, query = '') =>
  expectOk<Announcements>(await get(t, `${URL}${query}`, { host }));

describe('MCSFE_getListAnnouncements', () => {
  it.each([
    ['aurora', AURORA],
    ['lotus', LOTUS],
    ['siam', SIAM],
  ])('returns the content of %s with the contract shape', async (code, host) => {
    const value = await load(host);
    expect(Object.keys(value)).toEqual(['banners', 'player', 'popup', 'promotion']);
    expect(new Set(value.banners.map((b) => b.groupName))).toEqual(
      new Set(['w_home', 'w_leftmenu', 'w_login', 'w_forget']),
    );
    for (const banner of value.banners) {
      expect(banner.imageUrl).toMatch(new RegExp(`^/brands/${code}/assets/[a-z0-9-]+\\.svg$`));
      const image = await get(t, banner.imageUrl, { host });
      expect(image.statusCode, banner.imageUrl).toBe(200);
      expect(image.body).toMatch(/^<svg /);
      expect(['NONE', 'ROUTE', 'URL']).toContain(banner.linkageType);
      if (banner.linkageType === 'ROUTE') expect(banner.url).toMatch(/^\/[a-z]/);
    }
    const homes = value.banners.filter((b) => b.groupName === 'w_home').map((b) => b.sequence);
    expect(homes).toEqual([...homes].sort((a, b) => a - b));
    expect(value.player.length).toBeGreaterThanOrEqual(5);
    const dates = value.player.map((n) => n.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const notice of value.player) expect(Number.isNaN(Date.parse(notice.createdAt))).toBe(false);
    expect(
      value.popup
        .filter((p) => p.slot === 'USER_POPUP')
        .map((p) => p.execution)
        .sort(),
    ).toEqual(['A', 'F']);
    expect(value.popup.filter((p) => p.slot === 'ANONYMOUS_POPUP').map((p) => p.execution)).toEqual(['B']);
    for (const popup of value.popup) {
      expect(popup.content).toMatch(/^<p>/);
      expect(popup.content).not.toMatch(/<script|on\w+=|javascript:/i);
    }
    expect(value.promotion.length).toBeGreaterThan(0);
    expect(value.promotion[0]!.announcementImages[0]!.url).toMatch(new RegExp(`^/brands/${code}/assets/`));
  });

  it('speaks the request language and falls back to the brand default', async () => {
    const vi = await load(LOTUS, '&language=vi');
    const en = await load(LOTUS, '&language=en');
    const cn = await load(LOTUS, '&language=cn');
    expect(vi.popup.find((p) => p.id === 'member-rebate')!.title).toBe('Hoàn trả mỗi ngày');
    expect(en.popup.find((p) => p.id === 'member-rebate')!.title).toBe('Daily rebate');
    expect(cn.popup.find((p) => p.id === 'member-rebate')!.title).toBe('每日返水');
    const th = await load(LOTUS, '&language=th');
    expect(th.player[0]!.title).toBe(vi.player[0]!.title);
    const siam = await load(SIAM);
    // Offer banners come from content/promotions.json (the promotion's title and summary).
    expect(siam.banners.find((b) => b.id === 'promo-welcome-100')!.title).toMatch(/โบนัสต้อนรับ/);
  });

  it('shows the banner picture of the reader language: words in a picture follow a language switch', async () => {
    const image = async (language: string) => {
      const value = await load(LOTUS, `&language=${language}`);
      const url = value.banners.find((b) => b.id === 'home-lottery')!.imageUrl;
      return (await get(t, url, { host: LOTUS })).body;
    };
    expect(await image('vi')).toContain('Xổ số mỗi ngày');
    expect(await image('en')).toContain('Daily draws');
    expect(await image('en')).not.toContain('Xổ số');
    expect(await image('km')).toContain('ឆ្នោតរៀងរាល់ថ្ងៃ');
    // A language the brand does not offer gets the default language's picture.
    expect(await image('th')).toContain('Xổ số mỗi ngày');
  });

  it('differs per brand', async () => {
    const aurora = await load(AURORA);
    const siam = await load(SIAM);
    expect(aurora.popup.map((p) => p.content)).not.toEqual(siam.popup.map((p) => p.content));
    expect(aurora.banners.every((b) => b.imageUrl.startsWith('/brands/aurora/'))).toBe(true);
  });

  it('returns only the asked types and popups of one execution', async () => {
    const banners = expectOk<Announcements>(await get(t, '/wps/relay/MCSFE_getListAnnouncements?types=B'));
    expect(banners.banners.length).toBeGreaterThan(0);
    expect([banners.player, banners.popup, banners.promotion]).toEqual([[], [], []]);
    const anonymous = expectOk<Announcements>(
      await get(t, '/wps/relay/MCSFE_getListAnnouncements?types=PU&execution=B'),
    );
    expect(anonymous.popup.map((p) => [p.execution, p.slot])).toEqual([['B', 'ANONYMOUS_POPUP']]);
    const all = expectOk<Announcements>(await get(t, '/wps/relay/MCSFE_getListAnnouncements'));
    expect(all.popup.length).toBe(3);
  });

  it.each(['types=X', 'types=B,,PL', 'types=B;DROP', 'execution=C', `types=${'B,'.repeat(30)}B`])(
    'refuses %s',
    async (query) => {
      expectError(await get(t, `/wps/relay/MCSFE_getListAnnouncements?${query}`), 400, 'invalid_request');
    },
  );
});
