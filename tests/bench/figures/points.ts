import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Kysely, sql } from 'kysely';
import { loadBrands } from '@/server/brands/load-brands';
import { readConfig } from '@/server/config';
import { connect, ensureDatabase } from '@/server/db/connect';
import type { Database } from '@/server/db/database';
import { startEmbeddedPostgres } from '@/server/db/embedded';
import { migrateToLatest } from '@/server/db/migrate';
import { loyaltyCatchUp } from '@/server/modules/vip/vip.plugin';
import { syncBrands } from '@/server/start';
import { atMost, type FigureModule } from '../lib/figure';
import { percentile } from '../lib/http';

const NAME = 'points credit lag';
const PLAYERS = 1_000;
const WAVES = 12;
const BETS_PER_WAVE = 200;
const TARGET_P95_MS = 2_000;

/**
 * Points credit lag (docs/vip-points.md "Earning"): settled bets are written in waves at random moments while the
 * loyalty catch-up runs as on a server (once a second); the lag of a wave is from its commit to the moment the
 * points of all its bets are visible. Target: p95 ≤ 2 s.
 */
export const points: FigureModule = {
  label: NAME,
  async measure() {
    const dir = mkdtempSync(join(tmpdir(), 'marquee-bench-points-'));
    const embedded = await startEmbeddedPostgres(dir);
    const url = new URL(embedded.url);
    url.pathname = '/points_bench';
    let db: Kysely<Database> | undefined;
    let stop = false;
    let loop: Promise<void> | undefined;
    try {
      await ensureDatabase(url.toString());
      db = connect(url.toString(), 8);
      await migrateToLatest(db as Kysely<unknown>);
      const { brands } = loadBrands(readConfig({}).brandsDir);
      await syncBrands(db, brands);
      await sql`insert into account (brand_code, username, username_key, password_hash, referral_code)
        select 'aurora', 'pts' || i, 'pts' || i, 'x', 'P' || i from generate_series(1, ${PLAYERS}) i`.execute(
        db,
      );
      const { rows } = await sql<{
        id: string;
      }>`select id::text from account where brand_code = 'aurora'`.execute(db);
      const ids = rows.map((r) => r.id);
      const runner = db;
      loop = (async () => {
        while (!stop) {
          await loyaltyCatchUp(runner, brands);
          await sleep(1_000);
        }
      })();
      const lags: number[] = [];
      for (let wave = 0; wave < WAVES; wave++) {
        await sleep(Math.random() * 1_000);
        const tag = `w${wave}-${Date.now()}`;
        const { rows: inserted } = await sql<{ id: string }>`
          insert into vendor_bet (vendor_code, bet_uuid, brand_code, account_id, currency, category, amount, payout,
            status, round_closed, settled_at)
          select 'PG', ${tag} || '-' || i, 'aurora', (${sql.val(ids)}::bigint[])[1 + (i % ${ids.length})], 'PHP',
            'RNG', 10000, 0, 'settled', true, now()
          from generate_series(1, ${BETS_PER_WAVE}) i
          returning id::text`.execute(db);
        const started = performance.now();
        const keys = inserted.map((r) => `bet:${r.id}`);
        for (;;) {
          const { rows: seen } = await sql<{ n: number }>`select count(*)::int as n from points_entry
            where brand_code = 'aurora' and entry_key = any(${sql.val(keys)}::text[])`.execute(db);
          if ((seen[0]?.n ?? 0) === keys.length) break;
          if (performance.now() - started > 30_000) throw new Error('points did not appear within 30 s');
          await sleep(10);
        }
        lags.push(performance.now() - started);
      }
      const sorted = [...lags].sort((a, b) => a - b);
      return [
        atMost(
          `points credit lag p95 (bet settled → points visible, waves of ${BETS_PER_WAVE})`,
          percentile(sorted, 95),
          'ms',
          TARGET_P95_MS,
          {
            note: `p50 ${Math.round(percentile(sorted, 50))} ms over ${WAVES} waves (${lags.map((l) => Math.round(l)).join(', ')} ms); catch-up once a second`,
          },
        ),
      ];
    } finally {
      stop = true;
      await loop;
      await db?.destroy();
      await embedded.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
