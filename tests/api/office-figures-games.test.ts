/**
 * The dashboard's top games (issue 26, docs/back-office.md "Figures"): bets on two games through the seamless-wallet
 * protocol, folded by the game catch-up into game_day (migration 0045). The top games are ordered by GGR or stakes,
 * named from the catalogue, equal to vendor_bet's sums (the consistency check), explained by their day rows, read
 * by index (never vendor_bet), and the bet path writes no game_day row. Roles, brands, and a cross-brand probe.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catchUpTeamDays } from '@/server/modules/agent/agent-aggregate';
import { gameDaysSql, topGamesSql } from '@/server/modules/agent/agent-figures';
import type { IndexedGame } from '@/server/modules/games/catalogue-index';
import { type StaffSession, staffSession } from '../support/office';
import { createGamesApp } from './games-support';
import type { TestApp } from './helpers';
import { type VendorPlayer, vendorClient, vendorPlayer } from './vendor-support';

let t: TestApp;
let owner: StaffSession;
let today: string;
let gameA: IndexedGame;
let gameB: IndexedGame;
let lotusGame: IndexedGame;
let p1: VendorPlayer;

const todayIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );

/** One round on `game`: a bet of `amount` (minor units), then its win of `payout` (0: lost). */
async function play(player: VendorPlayer, game: IndexedGame, amount: number, payout: number) {
  const client = vendorClient(t, game.vendor.code, `${player.brand}.localhost`);
  const round = `r-${randomUUID()}`;
  const base = { user: `${player.id}`, currency: player.currency, round, game_code: game.gameCode };
  const bet = {
    ...base,
    request_uuid: randomUUID(),
    token: player.vendorToken,
    transaction_uuid: randomUUID(),
    round_closed: false,
    amount,
  };
  expect((await client.post('bet', bet)).status).toBe('RS_OK');
  const win = {
    ...base,
    request_uuid: randomUUID(),
    transaction_uuid: randomUUID(),
    reference_transaction_uuid: bet.transaction_uuid,
    round_closed: true,
    amount: payout,
  };
  expect((await client.post('win', win)).status).toBe('RS_OK');
}

beforeAll(async () => {
  t = await createGamesApp({ rateLimits: false });
  today = todayIn('Asia/Manila');
  const pg = (await t.app.games.catalogue()).games.filter(
    (g) => g.vendor.code === 'PG' && g.isGame === 'GAME',
  );
  [gameA, gameB] = [pg[0]!, pg[1]!];
  // Lotus plays PG from a game wallet of its own: its bets here are on JDB (from the main wallet).
  lotusGame = (await t.app.games.catalogue()).games.find(
    (g) => g.vendor.code === 'JDB' && g.isGame === 'GAME',
  )!;
  p1 = await vendorPlayer(t, 'PG', { funds: 1_000_000n });
  const p2 = await vendorPlayer(t, 'PG', { funds: 1_000_000n });
  const lotus = await vendorPlayer(t, 'JDB', { brand: 'lotus', funds: 100_000_000n });
  // Game A: stakes ₱600.00, wins ₱550.00 (GGR ₱50.00); game B: stakes ₱200.00, all lost (GGR ₱200.00).
  await play(p1, gameA, 40_000, 30_000);
  await play(p2, gameA, 20_000, 25_000);
  await play(p1, gameB, 15_000, 0);
  await play(p2, gameB, 5_000, 0);
  // Lotus's bets on a game aurora never played.
  await play(lotus, lotusGame, 10_000, 0);
  await catchUpTeamDays(t.db, { wait: true });
  owner = await staffSession(t.app, { aurora: ['owner'] });
}, 120_000);
afterAll(() => t?.close());

const dashboard = async (s: StaffSession, query = 'period=today') => {
  const r = await s.call('GET', `/office/api/b/aurora/figures?${query}`);
  expect(r.status, JSON.stringify(r.json)).toBe(200);
  return r.json.value;
};
const daysUrl = (game: string, brand = 'aurora', vendor = 'PG') =>
  `/office/api/b/${brand}/figures/games/days?from=${today}&to=${today}&vendor=${vendor}&game=${encodeURIComponent(game)}`;

describe('top games', () => {
  it('orders the games by GGR or by stakes, named from the catalogue', async () => {
    const byGgr = (await dashboard(owner)).brands[0].topGames;
    expect(byGgr).toEqual([
      {
        vendor: 'PG',
        game: gameB.gameCode,
        name: gameB.names.en,
        stakes: '200.00',
        wins: '0.00',
        ggr: '200.00',
        bets: 2,
      },
      {
        vendor: 'PG',
        game: gameA.gameCode,
        name: gameA.names.en,
        stakes: '600.00',
        wins: '550.00',
        ggr: '50.00',
        bets: 2,
      },
    ]);
    const byStakes = (await dashboard(owner, 'period=7d&games=stakes')).brands[0].topGames;
    expect(byStakes.map((g: { game: string }) => g.game)).toEqual([gameA.gameCode, gameB.gameCode]);
  });

  it('equals the sums of vendor_bet per game (the consistency check)', async () => {
    const top = (await dashboard(owner, 'period=30d')).brands[0].topGames;
    const { rows } = await sql<{ game: string; stakes: string; wins: string; bets: number }>`
      select coalesce(game_code, '') as game, to_char(sum(amount) / 100.0, 'FM999999990.00') as stakes,
        to_char(sum(payout) / 100.0, 'FM999999990.00') as wins, count(*)::int as bets
      from vendor_bet where brand_code = 'aurora' and status in ('open', 'settled')
      group by 1 order by sum(amount - payout) desc, 1`.execute(t.db);
    expect(rows.length).toBeGreaterThan(1);
    expect(top.map((g: Record<string, unknown>) => [g.game, g.stakes, g.wins, g.bets])).toEqual(
      rows.map((r) => [r.game, r.stakes, r.wins, r.bets]),
    );
    // And the games add up to the day aggregates' stakes and wins.
    const f = (await dashboard(owner, 'period=30d')).brands[0].figures;
    const total = (key: 'stakes' | 'wins') =>
      top.reduce((a: number, g: Record<string, string>) => a + Math.round(Number(g[key]) * 100), 0);
    expect(total('stakes')).toBe(Math.round(Number(f.stakes) * 100));
    expect(total('wins')).toBe(Math.round(Number(f.wins) * 100));
  });

  it('explains a game: its day rows add up to its figures', async () => {
    const r = await owner.call('GET', daysUrl(gameA.gameCode));
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json.value).toEqual({
      vendor: 'PG',
      game: gameA.gameCode,
      name: gameA.names.en,
      from: today,
      to: today,
      list: [{ day: today, stakes: '600.00', validBet: '600.00', wins: '550.00', ggr: '50.00', bets: 2 }],
      total: { stakes: '600.00', validBet: '600.00', wins: '550.00', ggr: '50.00', bets: 2 },
    });
    // The game names itself in the console's language (the request's).
    const cn = await t.app.inject({
      method: 'GET',
      url: daysUrl(gameA.gameCode),
      headers: { authorization: `Bearer ${owner.token}`, 'x-language': 'cn' },
    });
    expect(cn.json().value.name).toBe(gameA.names.cn);
  });

  it('answers 404 for a game the brand has no bets on, and for another brand game', async () => {
    for (const url of [
      daysUrl('NO_SUCH_GAME'),
      daysUrl(lotusGame.gameCode, 'aurora', 'JDB'),
      daysUrl(gameA.gameCode, 'aurora', 'JILI'),
    ]) {
      const r = await owner.call('GET', url);
      expect(r.status, url).toBe(404);
      expect(r.json.code).toBe('game_not_found');
    }
    const lotusOwner = await staffSession(t.app, { lotus: ['owner'] });
    expect((await lotusOwner.call('GET', daysUrl(lotusGame.gameCode, 'lotus', 'JDB'))).status).toBe(200);
    expect((await lotusOwner.call('GET', daysUrl(gameA.gameCode, 'lotus'))).status).toBe(404);
    const lotusTop = (await lotusOwner.call('GET', '/office/api/b/lotus/figures?period=today')).json.value;
    expect(lotusTop.brands[0].topGames.map((g: { game: string }) => g.game)).toEqual([lotusGame.gameCode]);
  });

  it('refuses bad input with a clear error, not a 500', async () => {
    const r = await owner.call(
      'GET',
      '/office/api/b/aurora/figures/games/days?from=2026-01-01&to=2026-01-02',
    );
    expect(r.status).toBe(400);
    expect((await owner.call('GET', '/office/api/b/aurora/figures?games=players')).status).toBe(400);
  });
});

describe('roles and brands', () => {
  it('lets the roles with figures.read see top games and explain them; support gets 403', async () => {
    for (const role of ['finance', 'risk', 'marketing', 'auditor'] as const) {
      const s = await staffSession(t.app, { aurora: [role] });
      expect((await dashboard(s)).brands[0].topGames).toHaveLength(2);
      expect((await s.call('GET', daysUrl(gameB.gameCode))).status, role).toBe(200);
    }
    const support = await staffSession(t.app, { aurora: ['support'] });
    expect((await support.call('GET', daysUrl(gameB.gameCode))).status).toBe(403);
    expect((await support.call('GET', '/office/api/b/aurora/figures?period=today')).status).toBe(403);
  });

  it('answers 404 to a staff member of another brand', async () => {
    const lotus = await staffSession(t.app, { lotus: ['owner'] });
    expect((await lotus.call('GET', daysUrl(gameB.gameCode))).status).toBe(404);
    expect((await lotus.call('GET', '/office/api/b/aurora/figures?period=today')).status).toBe(404);
  });

  it("lists each group brand's own top games", async () => {
    const brands = ['aurora', 'lotus'].map((code) => t.app.registry.get(code)!);
    const saved = brands.map((b) => b.config.operatorGroup);
    for (const b of brands) (b.config as { operatorGroup?: string }).operatorGroup = 'games-group';
    try {
      const s = await staffSession(t.app, { aurora: ['finance'], lotus: ['auditor'] });
      const value = (await s.call('GET', '/office/api/b/aurora/figures?period=today&scope=group')).json.value;
      expect(
        value.brands.map((b: { code: string; topGames: { game: string }[] }) => [
          b.code,
          b.topGames.map((g) => g.game),
        ]),
      ).toEqual([
        ['aurora', [gameB.gameCode, gameA.gameCode]],
        ['lotus', [lotusGame.gameCode]],
      ]);
    } finally {
      brands.forEach((b, i) => {
        (b.config as { operatorGroup?: string }).operatorGroup = saved[i];
      });
    }
  });
});

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanNode[] };

describe('cost', () => {
  it('reads game_day by index, never vendor_bet', async () => {
    const s = { brand: 'aurora', range: { from: today, to: today, timezone: 'Asia/Manila' } };
    const queries = [
      topGamesSql(s, 'ggr', 10),
      topGamesSql(s, 'stakes', 10),
      gameDaysSql('aurora', s.range, 'PG', gameA.gameCode),
      gameDaysSql('aurora', null, 'PG', gameA.gameCode),
    ];
    const found = await t.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const seen: string[] = [];
      const walk = (node: PlanNode & { 'Index Cond'?: string }) => {
        if (node['Relation Name']) seen.push(`${node['Node Type']} ${node['Relation Name']}`);
        if (/Index/.test(node['Node Type']) && !node['Index Cond']) seen.push(`whole ${node['Index Name']}`);
        for (const child of node.Plans ?? []) walk(child);
      };
      for (const query of queries) {
        const plan = await sql<{
          'QUERY PLAN': [{ Plan: PlanNode }];
        }>`explain (format json) ${query}`.execute(trx);
        walk(plan.rows[0]!['QUERY PLAN'][0].Plan);
      }
      return seen;
    });
    expect(found.length).toBeGreaterThan(0);
    for (const line of found) expect(line).toMatch(/^Index (Only )?Scan game_day$/);
  });

  it('adds no write to the bet path: a bet and its settlement queue one change each, game_day untouched', async () => {
    class Rollback {
      constructor(readonly value: unknown) {}
    }
    const stats = await t.db
      .transaction()
      .execute(async (trx) => {
        await sql`set local track_functions = 'pl'`.execute(trx);
        // The transaction's counters as deltas: PostgreSQL (15+) flushes a backend's statistics at most once a
        // second, so pg_stat_xact_* may still hold the counts of this pooled connection's previous transactions.
        const counters = async () => {
          const { rows } = await sql<{ relname: string; ins: number; upd: number }>`
            select relname, n_tup_ins::int as ins, n_tup_upd::int as upd from pg_stat_xact_user_tables
            where relname in ('account_game_change', 'game_day')`.execute(trx);
          const { rows: calls } = await sql<{
            calls: number;
          }>`select calls::int from pg_stat_xact_user_functions
            where funcname = 'vendor_bet_game'`.execute(trx);
          return {
            tables: new Map(rows.map((r) => [r.relname, [r.ins, r.upd] as const])),
            calls: calls[0]?.calls ?? 0,
          };
        };
        const before = await counters();
        const uuid = randomUUID();
        await sql`insert into vendor_bet (vendor_code, bet_uuid, brand_code, account_id, currency, game_code, amount,
            payout, status) values ('PG', ${uuid}, 'aurora', ${p1.id}, 'PHP', ${gameA.gameCode}, 100, 0, 'open')`.execute(
          trx,
        );
        await sql`update vendor_bet set status = 'settled', payout = 300, round_closed = true
          where bet_uuid = ${uuid}`.execute(trx);
        const after = await counters();
        const rows = ['account_game_change', 'game_day'].map((relname) => {
          const [ins, upd] = after.tables.get(relname) ?? [0, 0];
          const [ins0, upd0] = before.tables.get(relname) ?? [0, 0];
          return { relname, ins: ins - ins0, upd: upd - upd0 };
        });
        const calls = [{ calls: after.calls - before.calls }];
        const { rows: queued } = await sql<{ game: string; n: number }>`select game_code as game,
            count(*)::int as n from account_game_change group by 1`.execute(trx);
        // Rolled back: the other tests' figures stay as they were.
        throw new Rollback({
          tables: Object.fromEntries(rows.map((r) => [r.relname, [r.ins, r.upd]])),
          calls,
          queued,
        });
      })
      .catch((e: unknown) => (e instanceof Rollback ? e.value : e));
    expect(stats).toMatchObject({
      tables: { account_game_change: [2, 0], game_day: [0, 0] },
      calls: [{ calls: 2 }],
      queued: [{ game: gameA.gameCode, n: 2 }],
    });
  });
});
