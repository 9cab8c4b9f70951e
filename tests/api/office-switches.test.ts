import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffSession, staffSession } from '../support/office';
import { AURORA, createGamesApp, LOTUS } from './games-support';
import type { TestApp } from './helpers';

/**
 * Brand switches (issue 26, docs/back-office.md "Brand switches"): runtime overrides of the brand folder, stored,
 * audited, validated with the folder's schema and rules, applied on top of brand.json; removing one returns to
 * the folder. Propagation to a second instance: office-switches-instances.test.ts.
 */
let t: TestApp;
let owner: StaffSession;
let marketing: StaffSession;
const B = '/office/api/b/aurora/switches';

beforeAll(async () => {
  t = await createGamesApp();
  owner = await staffSession(t.app, { aurora: ['owner'] });
  marketing = await staffSession(t.app, { aurora: ['marketing'] });
});
afterAll(() => t?.close());

const player = (url: string, host = AURORA, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host, ...headers } });
const status = async (host = AURORA, headers: Record<string, string> = {}) =>
  (await player('/wps/system/status', host, headers)).json().value as number;
const set = (s: StaffSession, key: string, value: unknown, reason = 'ops test') =>
  s.call('POST', `${B}/set`, { key, value, reason });
const remove = (s: StaffSession, key: string, reason = 'ops test') =>
  s.call('POST', `${B}/remove`, { key, reason });
const auditRows = (target: string) =>
  t.db
    .selectFrom('ops_action')
    .select(['action', 'actor', 'reason', 'before', 'after', 'staff_id', 'brand_code'])
    .where('target', '=', target)
    .where('brand_code', '=', 'aurora')
    .orderBy('id')
    .execute();

describe('who may read and change switches', () => {
  it('reads with switches.read, changes with switches.write; 403 without, 404 on another brand', async () => {
    const auditor = await staffSession(t.app, { aurora: ['auditor'] });
    const finance = await staffSession(t.app, { aurora: ['finance'] });
    const lotusOwner = await staffSession(t.app, { lotus: ['owner'] });
    for (const s of [owner, marketing, auditor]) expect((await s.call('GET', B)).status).toBe(200);
    expect((await finance.call('GET', B)).status).toBe(403);
    expect((await lotusOwner.call('GET', B)).status).toBe(404);
    const value = { enabled: false };
    for (const s of [auditor, finance]) {
      const refused = await set(s, 'maintenance', value);
      expect(refused.status).toBe(403);
      expect(refused.json.code).toBe('forbidden');
      expect((await remove(s, 'maintenance')).status).toBe(403);
    }
    expect((await set(lotusOwner, 'maintenance', value)).status).toBe(404);
    expect((await remove(lotusOwner, 'maintenance')).status).toBe(404);
    expect(await t.db.selectFrom('brand_override').selectAll().execute()).toEqual([]);
    // Without a token at all: 401.
    const anonymous = await t.app.inject({ method: 'GET', url: B });
    expect(anonymous.statusCode).toBe(401);
  });

  it("another brand's record through this brand's path is not found", async () => {
    // lotus has promotion first-deposit-150 and vendor WM; aurora has neither.
    for (const [key, value] of [
      ['promotion:first-deposit-150', { enabled: false }],
      ['vendor:WM', { maintenance: true }],
    ] as const) {
      const refused = await set(owner, key, value);
      expect(refused.status, JSON.stringify(refused.json)).toBe(400);
      expect(refused.json.code).toBe('office_switch_invalid');
    }
    const lotusOwner = await staffSession(t.app, { lotus: ['owner'] });
    const onLotus = await lotusOwner.call('POST', '/office/api/b/lotus/switches/set', {
      key: 'vendor:WM',
      value: { maintenance: true },
      reason: 'lotus only',
    });
    expect(onLotus.status).toBe(200);
    // aurora's owner cannot remove (or see) lotus's override through aurora's path.
    expect((await remove(owner, 'vendor:WM')).status).toBe(404);
    const rows = (await owner.call('GET', B)).json.value.switches as { key: string }[];
    expect(rows.map((r) => r.key)).not.toContain('vendor:WM');
    expect(
      (
        await lotusOwner.call('POST', '/office/api/b/lotus/switches/remove', {
          key: 'vendor:WM',
          reason: 'done',
        })
      ).status,
    ).toBe(200);
  });
});

describe('maintenance of the whole site', () => {
  it('closes the site with a message, is audited, and removing it returns to the folder', async () => {
    expect(await status()).toBe(0);
    const on = await set(
      marketing,
      'maintenance',
      {
        enabled: true,
        message: { en: 'Back at 10:00', ko: '10시에 돌아옵니다' },
      },
      'database upgrade',
    );
    expect(on.status, JSON.stringify(on.json)).toBe(200);
    expect(on.json.value.switch).toMatchObject({
      key: 'maintenance',
      folder: { enabled: false },
      override: { enabled: true },
      effective: { enabled: true, message: { en: 'Back at 10:00' } },
      version: 1,
      updatedBy: `staff:${marketing.staff.username}`,
    });
    expect(await status()).toBe(1);
    const api = await player('/wps/promotions');
    expect(api.statusCode).toBe(503);
    expect(api.json().code).toBe('maintenance');
    // Other brands are not touched.
    expect(await status(LOTUS)).toBe(0);
    const bootstrap = await player('/wps/system/bootstrap');
    expect(bootstrap.json().value.maintenance).toEqual({ enabled: true, message: 'Back at 10:00' });

    const again = await set(marketing, 'maintenance', { enabled: true, message: { en: 'Back at 11:00' } });
    expect(again.json.value.switch.version).toBe(2);

    const off = await remove(owner, 'maintenance', 'upgrade done');
    expect(off.status).toBe(200);
    expect(off.json.value.switch).toMatchObject({
      override: null,
      effective: { enabled: false },
      version: null,
    });
    expect(await status()).toBe(0);
    expect((await player('/wps/promotions')).statusCode).toBe(200);
    // Removing what is not there: 404, nothing recorded.
    expect((await remove(owner, 'maintenance')).status).toBe(404);

    const audit = await auditRows('maintenance');
    expect(audit.map((r) => r.action)).toEqual(['switch.set', 'switch.set', 'switch.remove']);
    expect(audit[0]).toMatchObject({
      actor: `staff:${marketing.staff.username}`,
      reason: 'database upgrade',
      before: null,
      after: { enabled: true, message: { en: 'Back at 10:00', ko: '10시에 돌아옵니다' } },
      staff_id: expect.anything(),
    });
    expect(audit[1]!.before).toMatchObject({ message: { en: 'Back at 10:00' } });
    expect(audit[2]).toMatchObject({ reason: 'upgrade done', after: null, before: { enabled: true } });
  });

  it('refuses bad input with a translated error and changes nothing', async () => {
    const cases: [string, unknown][] = [
      ['maintenance', { enabled: 'yes' }],
      ['maintenance', { enabled: true, extra: 1 }],
      ['maintenance', { enabled: true, message: { vi: 'Bảo trì' } }], // aurora does not offer vi
      ['maintenance', { enabled: true, message: { en: '' } }],
      ['region', { blockedCountries: ['usa'], blockedCidrs: [] }],
      ['region', { blockedCountries: [], blockedCidrs: ['10.0.0.0/99'] }],
      ['region', { blockedCountries: [], blockedCidrs: ['not-an-ip/8'] }],
      ['region', { blockedCountries: ['US', 'US'], blockedCidrs: [] }],
      ['vendor:PG', { maintenance: 1 }],
      ['promotion:welcome-100', { enabled: true, budget: -5 }],
      ['promotion:lucky-envelope', { enabled: true, budget: 10 }], // below count × min envelopes
      ['popup:brand-new', { enabled: true }], // a new popup needs its text
      [
        'popup:late',
        {
          enabled: true,
          popup: { title: { en: 'x' }, content: { en: 'y' }, execution: 'B', slot: 'USER_POPUP' },
        },
      ],
    ];
    for (const [key, value] of cases) {
      const refused = await t.app.inject({
        method: 'POST',
        url: `${B}/set`,
        headers: { authorization: `Bearer ${owner.token}`, 'x-language': 'ko' },
        payload: { key, value, reason: 'bad input' },
      });
      expect(refused.statusCode, `${key} ${JSON.stringify(value)}: ${refused.body}`).toBe(400);
      expect(refused.json().code).toBe('office_switch_invalid');
      expect(refused.json().message).toContain('이 스위치를 저장할 수 없습니다');
    }
    const unknownKey = await set(owner, 'colour', { enabled: true });
    expect(unknownKey.status).toBe(400);
    const noReason = await owner.call('POST', `${B}/set`, { key: 'maintenance', value: { enabled: true } });
    expect(noReason.status).toBe(400);
    expect(
      await t.db.selectFrom('brand_override').selectAll().where('brand_code', '=', 'aurora').execute(),
    ).toEqual([]);
    expect(await auditRows('region')).toEqual([]);
    expect(await status()).toBe(0);
  });
});

describe('region blocks', () => {
  it('blocks the countries and ranges given instead of the folder, until removed', async () => {
    // The folder blocks US, SG and 203.0.113.0/24.
    expect(await status(AURORA, { 'cf-ipcountry': 'US' })).toBe(2);
    expect(await status(AURORA, { 'cf-ipcountry': 'FR' })).toBe(0);
    const res = await set(owner, 'region', { blockedCountries: ['FR'], blockedCidrs: ['127.0.0.0/8'] });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(await status(AURORA, { 'cf-ipcountry': 'FR' })).toBe(2);
    expect(await status(AURORA, { 'cf-ipcountry': 'US' })).toBe(2); // from 127.0.0.1 (inject's address)
    expect((await player('/wps/promotions')).json().code).toBe('region_restricted');
    await set(owner, 'region', { blockedCountries: ['FR'], blockedCidrs: [] });
    expect(await status(AURORA, { 'cf-ipcountry': 'US' })).toBe(0);
    await remove(owner, 'region');
    expect(await status(AURORA, { 'cf-ipcountry': 'US' })).toBe(2);
    expect(await status(AURORA, { 'cf-ipcountry': 'FR' })).toBe(0);
  });
});

describe('one vendor under maintenance', () => {
  it('its games refuse launch and the lobby shows it, on this brand only', async () => {
    const game = await t.db
      .selectFrom('game')
      .select('node_id')
      .where('vendor_code', '=', 'PG')
      .where('is_game', '=', 'GAME')
      .where('demo', '=', true)
      .orderBy('node_id')
      .executeTakeFirstOrThrow();
    const launch = (host = AURORA) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/game/launchGame',
        headers: { host },
        payload: { nodeId: game.node_id, demo: true },
      });
    const lanesPg = async (host = AURORA) => {
      const lanes = (await player('/wps/relay/GCSGAME_vendorLanes', host)).json().value.data.lanes as {
        vendors: { vassalage: string; maintenance: boolean }[];
      }[];
      return lanes.flatMap((l) => l.vendors).find((v) => v.vassalage === 'PG')!.maintenance;
    };
    const cards = async (host = AURORA) =>
      (
        (await player('/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PG&pageSize=5', host)).json().value
          .games as { maintenance: boolean }[]
      ).map((g) => g.maintenance);
    expect(await lanesPg()).toBe(false);
    expect(await cards()).toContain(false);
    expect((await launch()).json().code).not.toBe('game_maintenance');
    expect((await set(marketing, 'vendor:PG', { maintenance: true })).status).toBe(200);
    expect(await lanesPg()).toBe(true);
    expect(await lanesPg(LOTUS)).toBe(false);
    const down = await cards();
    expect(down.length).toBeGreaterThan(0);
    expect(down.every(Boolean)).toBe(true);
    expect(await cards(LOTUS)).toContain(false);
    const refused = await launch();
    expect(refused.statusCode).toBe(503);
    expect(refused.json().code).toBe('game_maintenance');
    expect((await launch(LOTUS)).json().code).not.toBe('game_maintenance');
    await remove(marketing, 'vendor:PG');
    expect(await lanesPg()).toBe(false);
    expect(await cards()).toContain(false);
    expect((await launch()).json().code).not.toBe('game_maintenance');
  });
});

describe('a promotion on or off and its budget', () => {
  it('hides a promotion switched off and serves the budget set', async () => {
    const listed = async () =>
      ((await player('/wps/promotions')).json().value.promotions as { id: string }[]).map((p) => p.id);
    expect(await listed()).toContain('daily-checkin');
    expect((await set(marketing, 'promotion:daily-checkin', { enabled: false })).status).toBe(200);
    expect(await listed()).not.toContain('daily-checkin');
    const budget = await set(marketing, 'promotion:daily-checkin', { enabled: true, budget: 5_000 });
    expect(budget.json.value.switch).toMatchObject({
      effective: { enabled: true, budget: 5_000 },
      folder: { budget: 100000000 },
    });
    expect(await listed()).toContain('daily-checkin');
    expect(t.app.registry.get('aurora')!.promotions.find((p) => p.id === 'daily-checkin')!.budget).toBe(
      5_000,
    );
    await remove(marketing, 'promotion:daily-checkin');
    expect(t.app.registry.get('aurora')!.promotions.find((p) => p.id === 'daily-checkin')!.budget).toBe(
      100000000,
    );
  });
});

describe('announcements and popups', () => {
  const URL = '/wps/relay/MCSFE_getListAnnouncements?types=PL,PU&platform=W';
  const load = async () =>
    (await player(URL)).json().value as {
      player: { id: string; content: string }[];
      popup: { id: string; title: string; content: string }[];
    };

  it('creates, edits, disables and removes a popup; the HTML is sanitised', async () => {
    const created = await set(marketing, 'popup:flash-sale', {
      enabled: true,
      popup: {
        title: { en: 'Flash sale' },
        content: { en: '<p>Today only<script>alert(1)</script><img src="x" onerror="alert(2)"></p>' },
        execution: 'B',
        slot: 'ANONYMOUS_POPUP',
      },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    const stored = created.json.value.switch.override.popup.content.en as string;
    expect(stored).toContain('Today only');
    expect(stored).not.toMatch(/script|onerror/);
    const popup = (await load()).popup.find((p) => p.id === 'flash-sale');
    expect(popup).toMatchObject({ title: 'Flash sale' });
    expect(popup!.content).not.toMatch(/script|onerror/);

    await set(marketing, 'popup:flash-sale', {
      enabled: true,
      popup: {
        title: { en: 'Flash sale, day two' },
        content: { en: '<p>Again</p>' },
        execution: 'B',
        slot: 'ANONYMOUS_POPUP',
      },
    });
    expect((await load()).popup.find((p) => p.id === 'flash-sale')).toMatchObject({
      title: 'Flash sale, day two',
    });
    await set(marketing, 'popup:flash-sale', {
      enabled: false,
      popup: {
        title: { en: 'Flash sale, day two' },
        content: { en: '<p>Again</p>' },
        execution: 'B',
        slot: 'ANONYMOUS_POPUP',
      },
    });
    expect((await load()).popup.map((p) => p.id)).not.toContain('flash-sale');
    await remove(marketing, 'popup:flash-sale');
    const rows = (await marketing.call('GET', B)).json.value.switches as { key: string }[];
    expect(rows.map((r) => r.key)).not.toContain('popup:flash-sale');
  });

  it("disables a folder notice and edits it; removing returns the folder's", async () => {
    expect((await load()).player.map((n) => n.id)).toContain('security-reminder');
    await set(marketing, 'notice:security-reminder', { enabled: false });
    expect((await load()).player.map((n) => n.id)).not.toContain('security-reminder');
    await set(marketing, 'notice:security-reminder', {
      enabled: true,
      notice: {
        title: { en: 'Stay safe' },
        content: { en: '<b>Never</b> share your password' },
        publishedAt: '2026-11-01T00:00:00Z',
      },
    });
    const edited = (await load()).player.find((n) => n.id === 'security-reminder')!;
    expect(edited.content).toBe('<b>Never</b> share your password');
    await remove(marketing, 'notice:security-reminder');
    expect((await load()).player.find((n) => n.id === 'security-reminder')!.content).not.toContain(
      'Never</b> share',
    );
  });
});
