import { type Kysely, sql, type Transaction } from 'kysely';
import type { Brand } from '@/core/brand';
import { contributionOf, isJackpotHit, jackpotDraw, jackpotThreshold } from '@/core/jackpot';
import type { Database } from '@/server/db/database';
import { inTransaction, ownedAccount, systemAccount, transfer } from '@/server/domains/money';

/**
 * The jackpot pool (docs/jackpot.md): per brand and currency, a ledger account of kind `jackpot` (never negative).
 *
 * One run per brand (a transaction-level advisory lock: one instance at a time) takes the queued settled stakes of
 * the in-house vendors (jackpot_event, filled by a trigger in the bet's own transaction) in queue order, and in one
 * transaction:
 *  1. seeds a new pool from the brand's expense line `jackpot` (brand.json jackpot.seed);
 *  2. funds the pool with floor(stake × contributionBp / 10,000) of each stake, posted per vendor and run of
 *     events from the vendor's ledger account (the house's side of in-house play);
 *  3. draws each qualifying originals bet's provably fair trigger (src/core/jackpot.ts); a hit pays the whole pool
 *     (what it holds after the contributions up to and including that bet) to the winner's main wallet, records
 *     the win with its fairness inputs and the winners-board row, and seeds the pool again;
 *  4. marks the events done and adds the sums to jackpot_pool.
 * Every posting has an idempotency key derived from the events it covers, so a retried or concurrent run posts
 * nothing twice; the pool therefore only grows, except at a win.
 */

type Trx = Transaction<Database>;

const BATCH = 500;
const lockKey = (brand: string) => sql`hashtextextended(${`jackpot:${brand}`}, 0)`;

interface EventRow {
  event_id: bigint;
  bet_id: bigint;
  bet_uuid: string;
  vendor_code: string;
  account_id: bigint;
  node_id: number | null;
  amount: bigint;
  seed_id: bigint | null;
  nonce: number | null;
  client_seed: string | null;
  server_seed: string | null;
}

export interface JackpotWinner {
  brand: string;
  accountId: bigint;
  nodeId: number | null;
  amount: bigint;
}

export interface JackpotRun {
  processed: number;
  wins: JackpotWinner[];
}

/** The pool's ledger account and the brand's jackpot expense line (created on first use). */
export function poolAccounts(db: Kysely<Database> | Trx, brand: Brand) {
  const { code } = brand.config;
  const currency = brand.config.currency.code;
  return Promise.all([
    systemAccount(db, code, currency, 'jackpot', 'jackpot'),
    systemAccount(db, code, currency, 'expense', 'jackpot'),
  ]);
}

/**
 * Processes the brand's queued stakes until none is left (or another instance holds the brand: `wait` makes it
 * queue behind it instead, as tests do). A brand without a jackpot only marks its events done.
 */
export async function runJackpot(
  db: Kysely<Database>,
  brand: Brand,
  opts: { wait?: boolean } = {},
): Promise<JackpotRun> {
  const total: JackpotRun = { processed: 0, wins: [] };
  for (;;) {
    const run = await inTransaction(db, async (trx) => {
      const code = brand.config.code;
      if (opts.wait) await sql`select pg_advisory_xact_lock(${lockKey(code)})`.execute(trx);
      else {
        const { rows } = await sql<{
          ok: boolean;
        }>`select pg_try_advisory_xact_lock(${lockKey(code)}) as ok`.execute(trx);
        if (!rows[0]?.ok) return null;
      }
      return brand.config.jackpot ? settleBatch(trx, brand) : skipBatch(trx, code);
    });
    if (!run) return total;
    total.processed += run.processed;
    total.wins.push(...run.wins);
    if (run.processed < BATCH) return total;
  }
}

async function skipBatch(trx: Trx, brand: string): Promise<JackpotRun> {
  const { rows } = await sql<{ id: bigint }>`update jackpot_event set processed_at = now() where id in (
      select id from jackpot_event where brand_code = ${brand} and processed_at is null order by id limit ${BATCH})
    returning id`.execute(trx);
  return { processed: rows.length, wins: [] };
}

async function settleBatch(trx: Trx, brand: Brand): Promise<JackpotRun> {
  const config = brand.config.jackpot!;
  const code = brand.config.code;
  const currency = brand.config.currency.code;
  await trx
    .insertInto('jackpot_pool')
    .values({ brand_code: code, currency })
    .onConflict((oc) => oc.columns(['brand_code', 'currency']).doNothing())
    .execute();
  const pool = await trx
    .selectFrom('jackpot_pool')
    .selectAll()
    .where('brand_code', '=', code)
    .where('currency', '=', currency)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const { rows: events } = await sql<EventRow>`
    select e.id as event_id, vb.id as bet_id, vb.bet_uuid, vb.vendor_code, vb.account_id, vb.node_id, vb.amount,
      m.seed_id, m.nonce, m.outcome ->> 'clientSeed' as client_seed, s.server_seed
    from jackpot_event e
    join vendor_bet vb on vb.id = e.bet_id
    left join mq_bet m on vb.vendor_code = 'MQ' and m.uuid = vb.bet_uuid and m.account_id = vb.account_id
    left join fair_seed s on s.id = m.seed_id
    where e.brand_code = ${code} and e.processed_at is null and vb.currency = ${currency}
    order by e.id
    limit ${BATCH}`.execute(trx);
  const [poolId, seedId] = await poolAccounts(trx, brand);
  const vendorIds = new Map<string, bigint>();
  for (const vendor of new Set(events.map((e) => e.vendor_code)))
    vendorIds.set(vendor, await systemAccount(trx, code, currency, 'vendor', vendor));
  // Decide the draws first (they depend only on the seeds), then lock every account this run posts to in id
  // order, so no concurrent posting can deadlock with it.
  const hits = new Set<bigint>();
  for (const e of events) {
    if (e.server_seed === null || e.client_seed === null || e.nonce === null || e.amount < config.minStake)
      continue;
    const draw = jackpotDraw({ serverSeed: e.server_seed, clientSeed: e.client_seed, nonce: e.nonce });
    if (isJackpotHit(draw, config.oneIn)) hits.add(e.event_id);
  }
  const winnerIds = new Map<bigint, bigint>();
  for (const e of events)
    if (hits.has(e.event_id))
      winnerIds.set(e.account_id, await ownedAccount(trx, code, currency, e.account_id, 'player_cash'));
  const locked = [poolId, seedId, ...vendorIds.values(), ...winnerIds.values()].sort((a, b) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  await sql`select id from ledger_account where id in (${sql.join(locked)}) order by id for update`.execute(
    trx,
  );

  const sums = { seeded: 0n, contributed: 0n, paid: 0n, wins: 0 };
  const run: JackpotRun = { processed: events.length, wins: [] };
  const seed = async (key: string) => {
    await transfer(trx, {
      brand: code,
      key,
      from: seedId,
      to: poolId,
      amount: BigInt(config.seed),
      kind: 'jackpot_seed',
      reference: 'jackpot',
      memo: { seed: config.seed },
    });
    sums.seeded += BigInt(config.seed);
  };
  if (BigInt(pool.seeded) === 0n) await seed(`jackpot:${code}:${currency}:seed:first`);

  // Contributions are posted per vendor for each run of events between wins.
  let pending: EventRow[] = [];
  const fund = async () => {
    const byVendor = new Map<string, { stake: bigint; amount: bigint; bets: number }>();
    for (const e of pending) {
      const sum = byVendor.get(e.vendor_code) ?? { stake: 0n, amount: 0n, bets: 0 };
      sum.stake += e.amount;
      sum.amount += contributionOf(e.amount, config.contributionBp);
      sum.bets += 1;
      byVendor.set(e.vendor_code, sum);
    }
    const first = pending[0]?.event_id;
    const last = pending.at(-1)?.event_id;
    for (const [vendor, sum] of byVendor) {
      if (sum.amount === 0n) continue;
      await transfer(trx, {
        brand: code,
        key: `jackpot:${code}:${currency}:fund:${first}:${vendor}`,
        from: vendorIds.get(vendor)!,
        to: poolId,
        amount: sum.amount,
        kind: 'jackpot_contribution',
        reference: `events ${first}-${last}`,
        memo: {
          vendor,
          firstEvent: `${first}`,
          lastEvent: `${last}`,
          bets: sum.bets,
          stake: `${sum.stake}`,
          contributionBp: config.contributionBp,
        },
      });
      sums.contributed += sum.amount;
    }
    pending = [];
  };

  for (const e of events) {
    pending.push(e);
    if (!hits.has(e.event_id)) continue;
    await fund();
    const balance = (
      await trx
        .selectFrom('ledger_account')
        .select('balance')
        .where('id', '=', poolId)
        .executeTakeFirstOrThrow()
    ).balance;
    const draw = jackpotDraw({ serverSeed: e.server_seed!, clientSeed: e.client_seed!, nonce: e.nonce! });
    const paid = await transfer(trx, {
      brand: code,
      key: `jackpot:${code}:${currency}:win:${e.bet_id}`,
      from: poolId,
      to: winnerIds.get(e.account_id)!,
      amount: balance,
      kind: 'jackpot_win',
      reference: e.bet_uuid,
      memo: {
        bet: `${e.bet_id}`,
        draw,
        threshold: jackpotThreshold(config.oneIn),
        oneIn: config.oneIn,
        nonce: e.nonce,
        seed: `${e.seed_id}`,
      },
    });
    if (paid.status !== 'posted') throw new Error(`jackpot win of bet ${e.bet_id} was refused`);
    await trx
      .insertInto('jackpot_win')
      .values({
        brand_code: code,
        currency,
        account_id: e.account_id,
        bet_id: e.bet_id,
        node_id: e.node_id,
        amount: balance,
        draw: BigInt(draw),
        threshold: BigInt(jackpotThreshold(config.oneIn)),
        seed_id: e.seed_id,
        nonce: e.nonce,
        client_seed: e.client_seed,
        transfer_id: paid.transferId,
      })
      .execute();
    if (e.node_id !== null)
      await trx
        .insertInto('game_win')
        .values({
          brand_code: code,
          account_id: e.account_id,
          node_id: e.node_id,
          amount: balance,
          jackpot: true,
        })
        .execute();
    sums.paid += balance;
    sums.wins += 1;
    run.wins.push({ brand: code, accountId: e.account_id, nodeId: e.node_id, amount: balance });
    await seed(`jackpot:${code}:${currency}:seed:${e.bet_id}`);
  }
  await fund();
  if (events.length > 0)
    await trx
      .updateTable('jackpot_event')
      .set({ processed_at: new Date() })
      .where(
        'id',
        'in',
        events.map((e) => e.event_id),
      )
      .execute();
  await trx
    .updateTable('jackpot_pool')
    .set({
      seeded: sql`seeded + ${sums.seeded}`,
      contributed: sql`contributed + ${sums.contributed}`,
      paid: sql`paid + ${sums.paid}`,
      wins: sql`wins + ${sums.wins}`,
      updated_at: new Date(),
    })
    .where('brand_code', '=', code)
    .where('currency', '=', currency)
    .execute();
  return run;
}

/** What the counter shows: the pool now (0 before its first seeding) and the latest win. */
export async function jackpotState(db: Kysely<Database>, brand: Brand) {
  const code = brand.config.code;
  const currency = brand.config.currency.code;
  const [pool, last] = await Promise.all([
    db
      .selectFrom('ledger_account')
      .select('balance')
      .where('brand_code', '=', code)
      .where('currency', '=', currency)
      .where('kind', '=', 'jackpot')
      .where('code', '=', 'jackpot')
      .executeTakeFirst(),
    db
      .selectFrom('jackpot_win as w')
      .innerJoin('account as a', 'a.id', 'w.account_id')
      .select(['a.username', 'w.amount', 'w.created_at', 'w.node_id'])
      .where('w.brand_code', '=', code)
      .orderBy('w.created_at', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return { amount: pool?.balance ?? 0n, lastWin: last ?? null };
}
