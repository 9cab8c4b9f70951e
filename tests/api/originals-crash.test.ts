/**
 * Crash (issue 6): shared rounds per brand, bets only while a round takes them, manual and automatic cash-outs,
 * cash-outs refused after the bust, losses settled through the wallet protocol, round history; the scheduler's
 * leader election and the live stream fanned out through LISTEN/NOTIFY to two server instances on one database.
 */
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chainNext, crashMsOf } from '@/core/fairness';
import { CRASH_TIMING } from '@/core/originals-config';
import { buildApp } from '@/server/app';
import { connect } from '@/server/db/connect';
import type { Database } from '@/server/db/database';
import type { TestApp } from './helpers';
import {
  bet,
  createGamesApp,
  type GameClient,
  gameCall,
  launchDemo,
  launchReal,
  requestId,
} from './originals-support';
import { balance, call, expectError, expectOk } from './wallet-support';

let t: TestApp;
const extra: { app: FastifyInstance; db: Kysely<Database> }[] = [];

beforeAll(async () => {
  vi.stubEnv('CRASH_BETTING_MS', '1500');
  vi.stubEnv('CRASH_PAUSE_MS', '200');
  vi.stubEnv('CRASH_TICK_MS', '50');
  vi.stubEnv('CRASH_CHAIN_LENGTH', '5000');
  t = await createGamesApp();
}, 60_000);
afterAll(async () => {
  vi.unstubAllEnvs();
  for (const { app, db } of extra) {
    await app.close().catch(() => undefined);
    await db.destroy().catch(() => undefined);
  }
  await t?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Round {
  roundId: string;
  phase: 'betting' | 'running' | 'crashed';
  crashPoint: number | null;
  hash: string | null;
  multiplier: number | null;
}

async function state(client?: GameClient) {
  const response = client
    ? await gameCall(t, client, 'GET', '/wps/originals/crash/state')
    : await call(t, 'GET', '/wps/originals/crash/state');
  return expectOk<{
    round: Round;
    bets: { player: string; mine: boolean; status: string; cashout: number | null }[];
  }>(response);
}

/** Steps the scheduler by hand (no leader in this app) until `done` holds for the brand's round. */
async function driveUntil(done: (round: Round) => boolean, brand = 'aurora', limitMs = 30_000) {
  const end = Date.now() + limitMs;
  for (;;) {
    const delay = await t.app.originals.crash.step(brand);
    const { round } = await state();
    if (done(round)) return round;
    if (Date.now() > end) throw new Error(`round stuck in ${round.phase}`);
    await sleep(Math.min(delay, 25));
  }
}

describe('a round, driven step by step', () => {
  it('takes bets while betting, cashes out manually and automatically, busts and settles', async () => {
    const auto = await launchReal(t, 'crash', { funds: 10_000n });
    const manual = await launchReal(t, 'crash', { funds: 10_000n });
    const holder = await launchReal(t, 'crash', { funds: 10_000n });
    const late = await launchReal(t, 'crash', { funds: 10_000n });
    const demo = await launchDemo(t, 'crash');
    await t.app.originals.crash.step('aurora');
    const { round } = await state();
    expect(round.phase).toBe('betting');
    // Mechanics test: this round busts at 1.50× (its fair point is covered by the fairness suite).
    await t.db
      .updateTable('crash_round')
      .set({ crash_point: 150, crash_ms: crashMsOf(150, CRASH_TIMING.growthPer10ms) })
      .where('id', '=', BigInt(round.roundId))
      .execute();
    expectOk(await bet(t, auto, 'crash', '10.00', { autoCashout: 1.1 }));
    expectOk(await bet(t, manual, 'crash', '10.00'));
    expectOk(await bet(t, holder, 'crash', '10.00', { autoCashout: 3 }));
    expectOk(await bet(t, demo, 'crash', '10.00', { autoCashout: 1.05 }));
    expect(await balance(t, auto.player!)).toBe('90.00');
    expectError(await bet(t, auto, 'crash', '1.00'), 409, 'crash_bet_exists');
    expectError(
      await gameCall(t, manual, 'POST', '/wps/originals/crash/cashout', { roundId: round.roundId }),
      409,
      'crash_not_running',
    );
    // Players' bets in the round; a demo bet is shown to its own player only.
    expect((await state()).bets.map((b) => b.player)).toHaveLength(3);
    expect((await state(demo)).bets.filter((b) => b.mine)).toHaveLength(1);

    await driveUntil((r) => r.phase === 'running');
    expectError(await bet(t, manual, 'crash', '1.00'), 409, 'crash_round_started');
    expectError(await bet(t, late, 'crash', '1.00'), 409, 'crash_round_started');
    expect(await balance(t, late.player!)).toBe('100.00');

    await driveUntil((r) => (r.multiplier ?? 0) >= 1.15);
    const cashed = expectOk<{ multiplier: number; payout: string; balance: string }>(
      await gameCall(t, manual, 'POST', '/wps/originals/crash/cashout', { roundId: round.roundId }),
    );
    expect(cashed.multiplier).toBeGreaterThanOrEqual(1.15);
    expect(cashed.multiplier).toBeLessThan(1.5);
    expect(cashed.payout).toBe((Math.floor(1000 * cashed.multiplier) / 100).toFixed(2));
    // A second cash-out answers the first.
    expect(
      expectOk<{ multiplier: number }>(
        await gameCall(t, manual, 'POST', '/wps/originals/crash/cashout', { roundId: round.roundId }),
      ).multiplier,
    ).toBe(cashed.multiplier);

    const crashed = await driveUntil((r) => r.phase === 'crashed');
    expect(crashed.crashPoint).toBe(1.5);
    expect(crashed.hash).toMatch(/^[0-9a-f]{64}$/);
    expectError(
      await gameCall(t, holder, 'POST', '/wps/originals/crash/cashout', { roundId: round.roundId }),
      409,
      'crash_busted',
    );
    await t.app.originals.sweep({ now: true });
    expect(await balance(t, auto.player!)).toBe('101.00');
    expect(await balance(t, manual.player!)).toBe((90 + Number(cashed.payout)).toFixed(2));
    expect(await balance(t, holder.player!)).toBe('90.00');
    expect(
      expectOk<{ balance: string }>(await gameCall(t, demo, 'GET', '/wps/originals/balance')).balance,
    ).toBe('1000.50');
    const record = async (c: GameClient) =>
      expectOk<{ content: { status: string; round: string }[] }>(
        await call(t, 'GET', '/wps/member/bets', { token: c.player!.token }),
      ).content[0]!;
    expect(await record(auto)).toMatchObject({ status: 'won', round: `crash-aurora-${round.roundId}` });
    expect(await record(holder)).toMatchObject({ status: 'lost' });
    const history = expectOk<{
      content: { outcome: { crashPoint: number; cashout: number | null; hash: string } }[];
    }>(await gameCall(t, auto, 'GET', '/wps/originals/history?game=crash'));
    expect(history.content[0]!.outcome).toMatchObject({ crashPoint: 1.5, cashout: 1.1, hash: crashed.hash });
  }, 60_000);

  it('rounds follow one another on the committed chain', async () => {
    for (let i = 0; i < 2; i++) {
      const betting = await driveUntil((r) => r.phase === 'betting');
      // Short rounds (the hashes are what this test checks).
      await t.db
        .updateTable('crash_round')
        .set({ crash_point: 110, crash_ms: crashMsOf(110, CRASH_TIMING.growthPer10ms) })
        .where('id', '=', BigInt(betting.roundId))
        .execute();
      await driveUntil((r) => r.phase === 'crashed');
    }
    const { rounds } = expectOk<{ rounds: { roundId: string; hash: string; chainIndex: number }[] }>(
      await call(t, 'GET', '/wps/originals/crash/rounds?limit=10'),
    );
    expect(rounds.length).toBeGreaterThanOrEqual(3);
    for (let i = 0; i + 1 < rounds.length; i++) expect(chainNext(rounds[i]!.hash)).toBe(rounds[i + 1]!.hash);
    const fairness = expectOk<{
      terminalHash: string;
      salt: string;
      roundsPlayed: number;
      committedAt: string;
      saltFixedAt: string;
    }>(await call(t, 'GET', '/wps/fairness/crash'));
    expect(chainNext(rounds.at(-1)!.hash)).toBe(fairness.terminalHash);
    expect(fairness.roundsPlayed).toBe(rounds.length);
    expect(new Date(fairness.saltFixedAt) > new Date(fairness.committedAt)).toBe(true);
  }, 60_000);

  it('stream tickets need a session and are checked', async () => {
    expectError(await call(t, 'POST', '/wps/member/streamTicket'), 401, 'unauthorized');
    expectError(
      await call(t, 'GET', '/wps/originals/stream?ticket=1.9999999999999.forged'),
      401,
      'unauthorized',
    );
  });

  it('a brand without MQ under CRASH has no rounds; state needs a round', async () => {
    expectError(
      await call(t, 'GET', '/wps/originals/crash/state', { brand: 'siam' }),
      503,
      'crash_unavailable',
    );
  });
});

interface StreamEvent {
  event: string;
  data: Record<string, unknown>;
  at: number;
}

/** A server-sent events client: collects every event of the stream until closed. */
function listen(port: number, host: string, query = '') {
  const events: StreamEvent[] = [];
  const req = request({ host: '127.0.0.1', port, path: `/wps/originals/stream${query}`, headers: { host } });
  req.on('response', (res) => {
    let buffer = '';
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      buffer += chunk;
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data) events.push({ event, data: JSON.parse(data), at: Date.now() });
        end = buffer.indexOf('\n\n');
      }
    });
  });
  req.on('error', () => undefined);
  req.end();
  return { events, close: () => req.destroy() };
}

async function secondInstance(): Promise<FastifyInstance> {
  const db = connect(t.config.databaseUrl!, 4);
  const app = await buildApp({ config: t.config, brands: t.brands, db });
  await app.ready();
  extra.push({ app, db });
  return app;
}

const portOf = (app: FastifyInstance) => (app.server.address() as AddressInfo).port;

describe('two instances on one database', () => {
  it('elect one scheduler leader, stream the same ticks, and fail over when the leader goes', async () => {
    const one = await secondInstance();
    const two = await secondInstance();
    await one.listen({ port: 0, host: '127.0.0.1' });
    // Alone on the database, the first instance takes the lead; the second then finds it taken.
    await waitFor(() => one.originals.crash.isLeader, 5_000);
    await two.listen({ port: 0, host: '127.0.0.1' });
    const player = await launchReal(t, 'crash', { funds: 10_000n });
    const a = listen(portOf(one), 'aurora.localhost', `?session=${player.session}`);
    const b = listen(portOf(two), 'aurora.localhost');
    // The site header's way in: a stream ticket for the logged-in account.
    const { ticket } = expectOk<{ ticket: string }>(
      await call(t, 'POST', '/wps/member/streamTicket', { token: player.player!.token }),
    );
    const c = listen(portOf(two), 'aurora.localhost', `?ticket=${ticket}`);
    // The site's own stream asks for some kinds only (?events=): it gets its balance, never the crash ticks.
    const d = listen(portOf(two), 'aurora.localhost', `?ticket=${ticket}&events=balance,winner`);
    const ticks = (s: ReturnType<typeof listen>) =>
      s.events
        .filter((e) => e.event === 'crash' && e.data.type === 'tick')
        .map((e) => `${e.data.roundId}:${e.data.ms}`);
    const common = () => ticks(a).filter((k) => ticks(b).includes(k));
    await waitFor(() => common().length > 5, 15_000);
    expect([one.originals.crash.isLeader, two.originals.crash.isLeader].filter(Boolean)).toHaveLength(1);
    expect(one.originals.crash.isLeader).toBe(true);
    expect(
      ticks(a)
        .slice(2, -2)
        .every((k) => ticks(b).includes(k)),
    ).toBe(true);

    // A bet placed through one instance moves the balance the other instance streams to the player. The round in
    // flight has its fair crash point: up to 1,000× it flies ~29 s at the brand's growth before the next betting.
    await driveFor(one, two, (e) => e.data.type === 'betting', [a], 40_000);
    const placed = await two.inject({
      method: 'POST',
      url: '/wps/originals/crash/bet',
      headers: {
        host: 'aurora.localhost',
        'x-game-session': player.session,
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ amount: '1.00', requestId: requestId() }),
    });
    expect(placed.statusCode, placed.body).toBe(200);
    await waitFor(() => a.events.some((e) => e.event === 'balance' && e.data.balance === '99.00'), 3_000);
    await waitFor(() => c.events.some((e) => e.event === 'balance' && e.data.balance === '99.00'), 3_000);
    expect(b.events.some((e) => e.event === 'balance')).toBe(false);
    await waitFor(() => d.events.some((e) => e.event === 'balance' && e.data.balance === '99.00'), 3_000);
    // Crash events went on meanwhile: the stream without ?events= had them, the one that asked for fewer did not.
    await waitFor(() => c.events.some((e) => e.event === 'crash'), 15_000);
    expect(d.events.some((e) => e.event === 'crash')).toBe(false);
    c.close();
    d.close();

    // The leader goes away: the other instance takes over and rounds go on.
    const [leader, follower] = one.originals.crash.isLeader ? [one, two] : [two, one];
    const followerStream = leader === one ? b : a;
    await leader.close();
    await waitFor(() => follower.originals.crash.isLeader, 5_000);
    const seen = followerStream.events.length;
    await waitFor(
      () => followerStream.events.slice(seen).some((e) => e.event === 'crash' && e.data.type === 'tick'),
      10_000,
    );
    a.close();
    b.close();
  }, 120_000);
});

async function waitFor(check: () => boolean, ms: number) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await sleep(25);
  }
}

async function driveFor(
  _one: FastifyInstance,
  _two: FastifyInstance,
  match: (e: StreamEvent) => boolean,
  streams: ReturnType<typeof listen>[],
  ms = 15_000,
) {
  const seen = streams.map((s) => s.events.length);
  await waitFor(
    () => streams.some((s, i) => s.events.slice(seen[i]).some((e) => e.event === 'crash' && match(e))),
    ms,
  );
}
