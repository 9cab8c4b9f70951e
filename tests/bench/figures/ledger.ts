import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { connect, ensureDatabase } from '@/server/db/connect';
import type { Database } from '@/server/db/database';
import { startEmbeddedPostgres } from '@/server/db/embedded';
import { migrateToLatest } from '@/server/db/migrate';
import { transfer } from '@/server/modules/ledger/ledger.service';
import type { Figure, FigureModule } from '../lib/figure';
import { mean, PGBENCH, pgbenchRunner } from '../lib/pgbench';

const NAME = 'ledger transfers';
const PLAYERS = 10_000;
const CLIENTS = 16;
/** Ledger and pgbench alternate in ROUNDS of SECONDS each, so a change of machine load hits both alike. */
const ROUNDS = 3;
const SECONDS = 5;
const HOT_SECONDS = 5;
const TARGET_RATIO = 0.5;

/** The bench database: a brand, 10,000 players with a funded main wallet each, and the house. */
async function prepare(db: Kysely<Database>): Promise<{ house: bigint; players: bigint[] }> {
  await migrateToLatest(db as Kysely<unknown>);
  await sql`insert into brand (code, merchant_code, display_name, currency) values ('bench', 'BENCH', 'Bench', 'PHP')`.execute(
    db,
  );
  await sql`
    insert into account (brand_code, username, username_key, password_hash, referral_code)
    select 'bench', 'p' || i, 'p' || i, 'x', 'R' || i from generate_series(1, ${PLAYERS}) i`.execute(db);
  await sql`insert into ledger_account (brand_code, currency, kind, code, allow_negative)
    values ('bench', 'PHP', 'house', 'house', true)`.execute(db);
  await sql`insert into ledger_account (brand_code, currency, kind, owner_id, allow_negative)
    select 'bench', 'PHP', 'player_cash', id, false from account where brand_code = 'bench'`.execute(db);
  const { rows: houseRows } = await sql<{
    id: bigint;
  }>`select id from ledger_account where kind = 'house'`.execute(db);
  const house = houseRows[0]!.id;
  // Fund every player through the ledger itself (one statement, 10,000 postings).
  await sql`select ledger_post('bench', 'fund:' || id, '\\x00'::bytea, ${house}, id, 100000000, 'adjustment', null, null)
    from ledger_account where kind = 'player_cash'`.execute(db);
  await sql`vacuum analyze`.execute(db);
  const { rows } = await sql<{
    id: bigint;
  }>`select id from ledger_account where kind = 'player_cash' order by id`.execute(db);
  return { house, players: rows.map((r) => r.id) };
}

/** Runs CLIENTS loops of transfers for `seconds`; answers transfers per second (every one must post). */
async function drive(
  db: Kysely<Database>,
  seconds: number,
  next: (i: number) => { from: bigint; to: bigint },
) {
  // Warm up: every pooled connection prepares its statement.
  await Promise.all(
    Array.from({ length: CLIENTS }, (_, i) =>
      transfer(db, { brand: 'bench', key: `warm:${randomUUID()}`, ...next(i), amount: 1n, kind: 'bench' }),
    ),
  );
  let done = 0;
  let refused = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      let i = client;
      while (performance.now() < end) {
        const result = await transfer(db, {
          brand: 'bench',
          key: `b:${client}:${i}:${randomUUID()}`,
          ...next(i),
          amount: BigInt(1 + (i % 500)),
          kind: 'bench',
        });
        if (result.status === 'posted') done++;
        else refused++;
        i += CLIENTS;
      }
    }),
  );
  if (refused > 0) throw new Error(`${refused} bench transfers were refused (the funding is too small)`);
  return done / ((performance.now() - started) / 1000);
}

/**
 * Ledger throughput on the embedded PostgreSQL (durable settings, as `npm start` runs it): transfers between
 * 10,000 players and the house from 16 concurrent clients through the production `transfer()` (one prepared
 * statement, one round trip), the ratio to `pgbench -b tpcb-like` on the same server in the same run (target
 * ≥ 0.5), and the hot-account case where every transfer touches one player.
 */
export const ledger: FigureModule = {
  label: NAME,
  async measure() {
    const dir = mkdtempSync(join(tmpdir(), 'marquee-bench-ledger-'));
    const embedded = await startEmbeddedPostgres(dir);
    const url = new URL(embedded.url);
    url.pathname = '/ledger_bench';
    let db: Kysely<Database> | undefined;
    try {
      await ensureDatabase(url.toString());
      db = connect(url.toString(), CLIENTS);
      const { house, players } = await prepare(db);
      const pick = (i: number) => players[(i * 7919) % players.length]!;
      const spreadRound = () =>
        drive(db!, SECONDS, (i) => (i % 2 ? { from: house, to: pick(i) } : { from: pick(i), to: house }));
      const hotPlayer = players[0]!;
      const hot = await drive(db, HOT_SECONDS, (i) =>
        i % 2 ? { from: house, to: hotPlayer } : { from: hotPlayer, to: house },
      );
      let runPgbench: (() => number) | undefined;
      if (existsSync(PGBENCH)) {
        const admin = new URL(embedded.url);
        admin.pathname = '/pgbench';
        await ensureDatabase(admin.toString());
        runPgbench = pgbenchRunner(admin.toString(), { clients: CLIENTS, seconds: SECONDS });
      } else {
        console.error(
          `ledger: ${PGBENCH} is missing (Debian package postgresql-client): the pgbench ratio could not be measured`,
        );
      }
      const ledgerRounds: number[] = [];
      const pgbenchRounds: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        ledgerRounds.push(await spreadRound());
        if (runPgbench) pgbenchRounds.push(runPgbench());
      }
      const spread = mean(ledgerRounds);
      const rounds = (values: number[]) => values.map((v) => Math.round(v)).join(', ');
      const figures: Figure[] = [
        {
          name: `ledger transfers/s (${CLIENTS} clients, ${PLAYERS.toLocaleString('en')} players ↔ house)`,
          value: Math.round(spread),
          unit: 'transfers/s',
          target: 'reported',
          ok: true,
          note: `${ROUNDS} rounds of ${SECONDS} s: ${rounds(ledgerRounds)}`,
        },
        {
          name: 'ledger transfers/s, hot account (every transfer touches one player)',
          value: Math.round(hot),
          unit: 'transfers/s',
          target: 'reported',
          ok: true,
        },
      ];
      if (!runPgbench) {
        figures.push({
          name: 'ledger / pgbench tpcb-like ratio',
          value: Number.NaN,
          unit: '×',
          target: `≥ ${TARGET_RATIO}`,
          ok: false,
          note: `not measured: ${PGBENCH} is missing (install postgresql-client)`,
        });
        return figures;
      }
      const tps = mean(pgbenchRounds);
      const ratio = spread / tps;
      figures.push({
        name: 'ledger / pgbench tpcb-like ratio',
        value: Math.round(ratio * 100) / 100,
        unit: '×',
        target: `≥ ${TARGET_RATIO}`,
        ok: ratio >= TARGET_RATIO,
        note: `${Math.round(spread)} transfers/s vs pgbench ${Math.round(tps)} tps (rounds ${rounds(pgbenchRounds)}; tpcb-like, scale 1, ${CLIENTS} clients, -M prepared, alternating with the ledger)`,
      });
      return figures;
    } finally {
      await db?.destroy();
      await embedded.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
