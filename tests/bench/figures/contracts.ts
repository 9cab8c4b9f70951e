import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { loadBrands } from '@/server/brands/load-brands';
import { readConfig } from '@/server/config';
import { connect, ensureDatabase } from '@/server/db/connect';
import type { Database } from '@/server/db/database';
import { startEmbeddedPostgres } from '@/server/db/embedded';
import { migrateToLatest } from '@/server/db/migrate';
import { periodEnd, periodStart } from '@/server/modules/contracts/contract-periods';
import { settlePeriod } from '@/server/modules/contracts/contract-settle';
import { syncBrands } from '@/server/start';
import { atMost, type Figure, type FigureModule } from '../lib/figure';

const AGENTS = Number(process.env.CONTRACT_BENCH_AGENTS ?? 10_000);
const BETS_PER_DAY = Number(process.env.CONTRACT_BENCH_BETS ?? 1_000_000);
const FANOUT = 10;
const PLAYERS_PER_AGENT = 5;
const TZ = 'Asia/Manila';

/**
 * Contract settlement at scale (issue 11 "Benchmark"): AGENTS agents in a tree (10 sub-agents per agent), 5
 * players under each, every agent with a contract signed down the tree (rates falling by level), and
 * BETS_PER_DAY bets placed over the last 24 hours (each settled 5 s after it was placed). Seeded set-based
 * (generate_series, triggers off), then timed:
 *  - one real-time salary run: the last closed 5-minute slot (≈ BETS_PER_DAY / 288 bets), after a warm-up slot;
 *  - one monthly dividend run over the current month, which holds the seeded day of bets (a full month would
 *    hold ~30 times more; the run reads every bet of the period once).
 */
export const contracts: FigureModule = {
  label: 'contract settlement',
  async measure() {
    const dir = mkdtempSync(join(tmpdir(), 'marquee-bench-contracts-'));
    const embedded = await startEmbeddedPostgres(dir);
    const url = new URL(embedded.url);
    url.pathname = '/contracts_bench';
    let db: Kysely<Database> | undefined;
    try {
      await ensureDatabase(url.toString());
      db = connect(url.toString(), 4);
      await migrateToLatest(db as Kysely<unknown>);
      const { brands } = loadBrands(readConfig({}).brandsDir);
      await syncBrands(db, brands);
      const brand = brands.find((b) => b.config.code === 'aurora')!;
      const seedStarted = performance.now();
      const now = new Date();
      const rtEnd = periodStart('RT', new Date(now.getTime() - 60_000), TZ);
      const monthStart = periodStart('M', now, TZ);
      await db.transaction().execute(async (trx) => {
        await sql`set local session_replication_role = replica`.execute(trx);
        // Agents level by level (index i's parent is (i - 1) / FANOUT), then players, then the closure.
        await sql`insert into account (brand_code, username, username_key, type, password_hash, affiliate_code,
            referral_code, register_method)
          select 'aurora', 'cba' || g, 'cba' || g, 2, 'x', 'CBA' || g, 'CBRA' || g, 'SEED'
          from generate_series(0, ${AGENTS - 1}) g`.execute(trx);
        await sql`update account a set upline_id = p.id from account p
          where a.username_key like 'cba%' and substr(a.username_key, 4)::int > 0
            and p.username_key = 'cba' || ((substr(a.username_key, 4)::int - 1) / ${FANOUT})`.execute(trx);
        await sql`insert into account (brand_code, username, username_key, type, password_hash, referral_code,
            register_method, upline_id)
          select 'aurora', 'cbp' || g, 'cbp' || g, 0, 'x', 'CBRP' || g, 'SEED', a.id
          from generate_series(0, ${AGENTS * PLAYERS_PER_AGENT - 1}) g
          join account a on a.username_key = 'cba' || (g % ${AGENTS})`.execute(trx);
        await sql`insert into account_closure (ancestor_id, descendant_id, depth)
          select id, id, 0 from account where username_key like 'cb%'`.execute(trx);
        for (let depth = 1; depth <= 7; depth++) {
          await sql`insert into account_closure (ancestor_id, descendant_id, depth)
            select c.ancestor_id, a.id, c.depth + 1 from account a
            join account_closure c on c.descendant_id = a.upline_id and c.depth = ${depth - 1}
            where a.username_key like 'cb%'`.execute(trx);
        }
        await sql`insert into vendor_bet (vendor_code, bet_uuid, brand_code, account_id, currency, amount, payout,
            status, created_at, settled_at)
          select 'PG', 'cb' || g, 'aurora', p.id, 'PHP', s.stake,
            case when g % 2 = 0 then 0 else s.stake * 2 end, 'settled', s.at, s.at + interval '5 seconds'
          from generate_series(1::bigint, ${BETS_PER_DAY}::bigint) g
          cross join lateral (select (100 + (g * 7919) % 10000)::bigint as stake,
            ${now}::timestamptz - ((g * 104729) % 86400) * interval '1 second' - interval '10 seconds' as at) s
          join account p on p.username_key = 'cbp' || (g % ${AGENTS * PLAYERS_PER_AGENT})`.execute(trx);
        // Contracts: level L (depth of the agent) at 1 % − 0.1 % × L; the root's from the brand.
        for (const [kind, period, start, settled] of [
          [
            'realtimeSalary',
            'RT',
            new Date(rtEnd.getTime() - 86_400_000),
            new Date(rtEnd.getTime() - 600_000),
          ],
          ['dividend', 'M', monthStart, null],
        ] as const) {
          await sql`insert into contract (brand_code, kind, period, tiers, min_rate_bp, max_rate_bp, status, upline_id,
              downline_id, requested_by, starts_at, settled_until)
            select 'aurora', ${kind}, ${period}, jsonb_build_array(jsonb_build_object('rateBp', r.bp,
                'minActiveMembers', 0, 'minValidBet', '0', 'minNetLoss', '0', 'minBetStake', '0', 'activeBet', '0')),
              r.bp, r.bp, 'active', a.upline_id, a.id, 'bench', ${start}, ${settled}
            from account a
            cross join lateral (select (${kind === 'dividend' ? 2000 : 100} - 10 * (select count(*) from account_closure c
              where c.descendant_id = a.id and c.depth >= 1))::int as bp) r
            where a.username_key like 'cba%'`.execute(trx);
        }
      });
      const seedSeconds = (performance.now() - seedStarted) / 1000;
      await sql`vacuum analyze`.execute(db);
      const figures: Figure[] = [];
      // Warm-up slot (creates the agents' cash ledger accounts), then the measured one.
      await settlePeriod(
        db,
        brand,
        'realtimeSalary',
        'RT',
        new Date(rtEnd.getTime() - 600_000),
        new Date(rtEnd.getTime() - 300_000),
      );
      const rtStarted = performance.now();
      const rtBills = await settlePeriod(
        db,
        brand,
        'realtimeSalary',
        'RT',
        new Date(rtEnd.getTime() - 300_000),
        rtEnd,
      );
      const rtSeconds = (performance.now() - rtStarted) / 1000;
      figures.push(
        atMost(
          `real-time salary run, ${AGENTS.toLocaleString('en')} agents, last 5 min of ${BETS_PER_DAY.toLocaleString('en')} bets/day`,
          rtSeconds,
          's',
          30,
          {
            digits: 2,
            note: `${rtBills} bills`,
          },
        ),
      );
      const divStarted = performance.now();
      // The running month, settled on a simulated clock at its end (the service refuses a period not yet ended).
      const monthEnd = periodEnd('M', monthStart, TZ);
      const divBills = await settlePeriod(
        db,
        brand,
        'dividend',
        'M',
        monthStart,
        monthEnd,
        monthEnd,
        monthEnd,
      );
      const divSeconds = (performance.now() - divStarted) / 1000;
      figures.push(
        atMost(
          `monthly dividend run, ${AGENTS.toLocaleString('en')} agents, ${BETS_PER_DAY.toLocaleString('en')} bets in the month`,
          divSeconds,
          's',
          120,
          {
            digits: 1,
            note: `${divBills} bills`,
          },
        ),
        atMost(
          `contract bench seed (${AGENTS.toLocaleString('en')} agents, ${BETS_PER_DAY.toLocaleString('en')} bets)`,
          seedSeconds,
          's',
          120,
          { digits: 1 },
        ),
      );
      return figures;
    } finally {
      await db?.destroy().catch(() => undefined);
      await embedded.stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
