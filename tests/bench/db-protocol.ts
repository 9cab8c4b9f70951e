import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { connect, ensureDatabase } from '@/server/db/connect';
import type { Database } from '@/server/db/database';
import { startEmbeddedPostgres } from '@/server/db/embedded';
import { catchUpTeamDays } from '@/server/modules/agent/agent-aggregate';
import { systemAccount } from '@/server/modules/ledger/ledger.service';
import { vendorLedgerCode } from '@/server/modules/vendor/wallet.service';
import { mean, PGBENCH, pgbenchConnection, pgbenchRunner } from './lib/pgbench';
import { seedProtocolPlayers } from './lib/protocol-seed';

/**
 * The database side of a protocol round alone (docs/scale.md "What a protocol round costs"): `pgbench` runs
 * vendor_call bet + win per transaction (the statements the server sends, with its parameters) over the protocol
 * bench's 1,000 players, alternating with `tpcb-like` on the same cluster, with the team catch-up draining the
 * queues once a second as the server does. Variants are switched in place between runs, so each is measured in the
 * same conditions: `queued` (migration 0046: a bet appends to account_day_queue) and `upsert` (the bet's
 * transaction upserts account_day, as before 0046). Ablations for the breakdown in docs/scale.md (measurement only,
 * never a setting of the product), joined by `+`: `noagent` (the day and game queue triggers disabled), `noloyalty`,
 * `nopocket` (bonus turnover), `nobest` (multiplier boards), `nofk` (vendor_bet's and vendor_tx's foreign keys
 * dropped), e.g. `VARIANTS=queued,queued+noagent`. Each run also prints PostgreSQL's CPU per round (all of the
 * cluster's processes, including the backends that exited: /proc, the postmaster's reaped children) and, for
 * tpcb-like, per transaction: CPU time, unlike rounds/s, is not shared out by the machine's other work.
 * Usage: [VARIANTS=upsert,queued] npx tsx tests/bench/db-protocol.ts [rounds=3] [seconds=5]
 */
const PLAYERS = 1_000;
const CLIENTS = 32;
const ROUNDS = Number(process.argv[2] ?? 3);
const SECONDS = Number(process.argv[3] ?? 5);
const VARIANTS = (process.env.VARIANTS ?? 'upsert,queued').split(',');

/** CPU ms of a process (utime + stime), with `reaped` its waited-for children's too (a postmaster's exited backends). */
function cpuOf(pid: number, reaped = false): number {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const ticks = Number(f[11]) + Number(f[12]) + (reaped ? Number(f[13]) + Number(f[14]) : 0);
    return ticks * 10; // USER_HZ = 100
  } catch {
    return 0;
  }
}

/** CPU ms of a PostgreSQL cluster so far: the postmaster, its live children and those that exited. */
function clusterCpu(clusterDir: string): number {
  const postmaster = Number(readFileSync(join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  let total = cpuOf(postmaster, true);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
      if (parent === postmaster) total += cpuOf(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

const QUEUED = `insert into account_day_queue (account_id, day, brand_code, stake, valid_bet, payout, bet_count)`;
const UPSERT_HEAD = `insert into account_day as d (account_id, day, brand_code, stake, valid_bet, payout, bet_count)`;
const UPSERT_TAIL = `
        on conflict (account_id, day) do update set stake = d.stake + excluded.stake,
          valid_bet = d.valid_bet + excluded.valid_bet, payout = d.payout + excluded.payout,
          bet_count = d.bet_count + excluded.bet_count;`;

async function prepare(db: Kysely<Database>) {
  const game = await seedProtocolPlayers(db, PLAYERS);
  const { rows: players } = await sql<{
    id: bigint;
    wallet: bigint;
  }>`select a.id, l.id as wallet from account a
    join ledger_account l on l.owner_id = a.id and l.kind = 'player_cash' where a.brand_code = 'aurora'
    order by a.id`.execute(db);
  await sql`create table bench_p (i int primary key, a bigint, w bigint, v bigint, tok text)`.execute(db);
  let i = 0;
  for (const p of players) {
    const token = randomBytes(32).toString('base64url');
    const vendor = await systemAccount(db, 'aurora', 'PHP', 'vendor', vendorLedgerCode('PG', p.id));
    await sql`insert into bench_p values (${++i}, ${p.id}, ${p.wallet}, ${vendor}, ${token})`.execute(db);
    await db
      .insertInto('wallet_session')
      .values({
        token_hash: createHash('sha256').update(token).digest(),
        vendor_code: 'PG',
        brand_code: 'aurora',
        account_id: p.id,
        game_code: game.game_code,
        currency: 'PHP',
        expires_at: new Date(Date.now() + 86_400_000),
      })
      .execute();
  }
  await sql`vacuum analyze`.execute(db);
  return game;
}

function roundScript(game: { game_code: string; node_id: number; game_type: string }): string {
  const call = (action: string, uuid: string, amount: number, closed: boolean, memo: string) =>
    `select o_status from vendor_call('PG', '${action}', ${uuid}, 'u' || :n::text,
  '["${action}",' || :n::text || ']', :tok::text, :a::text, 'PHP', 100000000000, :a::bigint, 'aurora', 'PHP',
  :w::bigint, :v::bigint, ${amount}, 'r' || :n::text, ${closed},
  '${game.game_code}', ${game.node_id}, '${game.game_type}', '${memo}'::jsonb);`.replace(/\n/g, ' ');
  return [
    `\\set p random(1, ${PLAYERS})`,
    '\\set n random(1, 9000000000000000000)',
    'select a, w, v, tok from bench_p where i = :p \\gset',
    call('bet', `'u' || :n::text`, 100, false, '{"vendor":"PG"}'),
    call('win', `'u' || :n::text || '-win'`, 150, true, '{"vendor":"PG","bet":"x"}'),
    '',
  ].join('\n');
}

const TRIGGERS: Record<string, string[]> = {
  noagent: ['vendor_bet_day', 'vendor_bet_game'],
  noloyalty: ['vendor_bet_loyalty'],
  nopocket: ['bonus_pocket_bet'],
  nobest: ['vendor_bet_best'],
};
const FOREIGN_KEYS = [
  ['vendor_bet', 'vendor_bet_brand_code_fkey', 'brand_code', 'brand (code)'],
  ['vendor_bet', 'vendor_bet_account_id_fkey', 'account_id', 'account (id)'],
  ['vendor_bet', 'vendor_bet_bet_transfer_id_fkey', 'bet_transfer_id', 'ledger_transfer (id)'],
  ['vendor_tx', 'vendor_tx_account_id_fkey', 'account_id', 'account (id)'],
  ['vendor_tx', 'vendor_tx_transfer_id_fkey', 'transfer_id', 'ledger_transfer (id)'],
] as const;

async function variant(db: Kysely<Database>, which: string) {
  const flags = new Set(which.split('+'));
  const { rows } = await sql<{ def: string }>`
    select pg_get_functiondef('vendor_bet_day()'::regprocedure) as def`.execute(db);
  let def = rows[0]!.def;
  if (flags.has('upsert') && def.includes(QUEUED))
    def = def.replace(QUEUED, UPSERT_HEAD).replace('n_count - o_count);', `n_count - o_count)${UPSERT_TAIL}`);
  if (!flags.has('upsert') && def.includes(UPSERT_HEAD))
    def = def.replace(UPSERT_HEAD, QUEUED).replace(`n_count - o_count)${UPSERT_TAIL}`, 'n_count - o_count);');
  await sql.raw(def).execute(db);
  for (const [flag, bases] of Object.entries(TRIGGERS))
    for (const base of bases)
      for (const event of ['insert', 'update'])
        await sql
          .raw(`alter table vendor_bet ${flags.has(flag) ? 'disable' : 'enable'} trigger ${base}_${event}`)
          .execute(db);
  for (const [table, name, column, target] of FOREIGN_KEYS) {
    await sql.raw(`alter table ${table} drop constraint if exists ${name}`).execute(db);
    if (!flags.has('nofk'))
      await sql
        .raw(`alter table ${table} add constraint ${name} foreign key (${column}) references ${target}`)
        .execute(db);
  }
  // Fold what the other variant queued, so each run starts from an empty queue.
  await catchUpTeamDays(db, { wait: true });
}

const dir = mkdtempSync(join(tmpdir(), 'marquee-db-protocol-'));
const embedded = await startEmbeddedPostgres(dir);
const url = new URL(embedded.url);
url.pathname = '/protocol_db';
await ensureDatabase(url.toString());
const db = connect(url.toString(), 4);
try {
  const game = await prepare(db);
  const scriptFile = join(dir, 'round.sql');
  writeFileSync(scriptFile, roundScript(game));
  const admin = new URL(embedded.url);
  admin.pathname = '/pgbench';
  await ensureDatabase(admin.toString());
  const tpcb = pgbenchRunner(admin.toString(), { clients: CLIENTS, seconds: SECONDS });
  const env = { ...process.env, PGPASSWORD: decodeURIComponent(url.password) };
  const args = pgbenchConnection(url);
  const rounds = () => {
    const run = spawnSync(
      PGBENCH,
      [
        '-n',
        '-f',
        scriptFile,
        '-M',
        'prepared',
        '-c',
        String(CLIENTS),
        '-j',
        '2',
        '-T',
        String(SECONDS),
        ...args,
        'protocol_db',
      ],
      { env, encoding: 'utf8' },
    );
    const match = /tps = ([\d.]+) \(without initial connection time\)/.exec(run.stdout);
    const count = /number of transactions actually processed: (\d+)/.exec(run.stdout);
    if (run.status !== 0 || !match || !count)
      throw new Error(`pgbench failed:\n${run.stdout}\n${run.stderr}`);
    return { tps: Number(match[1]), count: Number(count[1]) };
  };
  // Every call answers RS_OK (one round checked by hand first).
  const { rows: ok } = await sql<{ n: string }>`select count(*)::text as n from vendor_tx`.execute(db);
  const drain = setInterval(() => void catchUpTeamDays(db).catch(() => undefined), 1000);
  const clusterDir = join(dir, 'pg');
  const results: Record<string, { rounds: number[]; tpcb: number[]; cpu: number[]; tpcbCpu: number[] }> = {};
  const load = loadavg()[0]!;
  for (let r = 0; r < ROUNDS; r++) {
    for (const which of VARIANTS) {
      await variant(db, which);
      results[which] ??= { rounds: [], tpcb: [], cpu: [], tpcbCpu: [] };
      const result = results[which];
      let before = clusterCpu(clusterDir);
      const run = rounds();
      result.rounds.push(run.tps);
      result.cpu.push(((clusterCpu(clusterDir) - before) * 1000) / run.count);
      before = clusterCpu(clusterDir);
      const tps = tpcb();
      result.tpcb.push(tps);
      result.tpcbCpu.push(((clusterCpu(clusterDir) - before) * 1000) / (tps * SECONDS));
    }
  }
  clearInterval(drain);
  const { rows: status } = await sql<{ status: string; n: string }>`select status, count(*)::text as n
    from vendor_bet group by status`.execute(db);
  console.log(`vendor_tx before: ${ok[0]!.n}; bets by status: ${JSON.stringify(status)}`);
  for (const [which, r] of Object.entries(results)) {
    const ratio = mean(r.rounds) / mean(r.tpcb);
    console.log(
      `${which}: rounds/s ${r.rounds.map((x) => x.toFixed(0)).join(', ')} | tpcb ${r.tpcb.map((x) => x.toFixed(0)).join(', ')} | ratio ${ratio.toFixed(3)} (per run ${r.rounds.map((x, i) => (x / r.tpcb[i]!).toFixed(2)).join(', ')}) | PostgreSQL CPU µs per round ${mean(r.cpu).toFixed(0)} (${r.cpu.map((x) => x.toFixed(0)).join(', ')}), per tpcb-like transaction ${mean(r.tpcbCpu).toFixed(0)}`,
    );
  }
  console.log(`load average ${load.toFixed(2)} → ${loadavg()[0]!.toFixed(2)}`);
} finally {
  await db.destroy();
  await embedded.stop();
  rmSync(dir, { recursive: true, force: true });
}
