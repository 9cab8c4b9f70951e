/**
 * Seamless-wallet invariants under load (issue 6 "Tests"), against the real PostgreSQL of the test run:
 *  - 20,000 random bets, wins and rollbacks from 8 concurrent vendors over 100 players of a single-wallet brand
 *    (aurora) and a multi-wallet brand (lotus: PG and EVO play from game wallets); 10 % of the rollbacks arrive
 *    before their bet (which is then sent); every request is retried 0–2 times, half of the retries while the
 *    first attempt is in flight; some bets exceed the balance;
 *  - afterwards `npm run ledger:check` passes and every player's balance (all wallets) equals deposits − bets +
 *    wins + refunds as the answers report them; every retry answered like the first attempt; a bet whose
 *    rollback came first was refused as rolled back; no bet has both a win and a refund; the bets table agrees.
 * Calls go to the protocol handler with signed bodies, as the HTTP route passes them (no HTTP: faster, same code).
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomCode } from '@/server/auth/tokens';
import { connect } from '@/server/db/connect';
import type { Database } from '@/server/db/database';
import { insertAccount, usernameKey } from '@/server/modules/accounts/accounts.repository';
import { checkLedger } from '@/server/modules/ledger/ledger.check';
import { ownedAccount, systemAccount, transfer } from '@/server/modules/ledger/ledger.service';
import type { WalletAnswer } from '@/server/modules/vendor/protocol';
import { derivedVendorSecret } from '@/server/modules/vendor/secrets';
import { handleWalletCall, type WalletDeps } from '@/server/modules/vendor/wallet.service';
import { createWalletSession } from '@/server/modules/vendor/wallet-sessions';
import { createGamesApp } from '../api/games-support';
import type { TestApp } from '../api/helpers';
import { runScript } from '../support/scripts';

const OPERATIONS = 20_000;
const VENDORS = ['PG', 'JDB', 'CQ9', 'FC', 'JL', 'PT', 'EVO', 'SEXY'];
const PLAYERS = { aurora: 60, lotus: 40 } as const;

const SEED = Number(process.env.SEED ?? Date.now() % 1_000_000);
let state = SEED;
function random(): number {
  state = (state + 0x6d2b79f5) | 0;
  let x = Math.imul(state ^ (state >>> 15), 1 | state);
  x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
  return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));

let t: TestApp;
let db: Kysely<Database>;
let deps: WalletDeps;

beforeAll(async () => {
  t = await createGamesApp();
  db = connect(t.config.databaseUrl!, 16);
  deps = { ...t.app.vendorWallet.deps, db };
}, 60_000);
afterAll(async () => {
  await db?.destroy();
  await t?.close();
});

interface Player {
  id: bigint;
  brand: 'aurora' | 'lotus';
  deposits: bigint;
  tokens: Map<string, string>;
}

interface Bet {
  vendor: string;
  uuid: string;
  player: Player;
  amount: number;
  round: string;
  game: string;
  /** The first answer's status, once sent. */
  status?: string;
  rolledBackFirst?: boolean;
}

function runLedgerCheck(url: string): Promise<{ status: number | null; output: string }> {
  return runScript('scripts/ledger-check.ts', [], { env: { ...process.env, DATABASE_URL: url } });
}

describe('seamless-wallet invariants', () => {
  it(`holds through ${OPERATIONS} random calls from ${VENDORS.length} concurrent vendors (seed ${SEED})`, async () => {
    const index = await t.app.games.catalogue();
    const gameOf = new Map(VENDORS.map((v) => [v, index.games.find((g) => g.vendor.code === v)!.gameCode]));
    const players: Player[] = [];
    for (const brand of ['aurora', 'lotus'] as const) {
      const config = t.brands.find((b) => b.config.code === brand)!.config;
      const currency = config.currency.code;
      const house = await systemAccount(db, brand, currency, 'house');
      for (let i = 0; i < PLAYERS[brand]; i++) {
        const username = `pin${brand[0]}${i}${randomCode(5, 'abcdefghjkmnpqrstuvwxyz')}`;
        const id = await db.transaction().execute((trx) =>
          insertAccount(trx, {
            brand_code: brand,
            username,
            username_key: usernameKey(username),
            password_hash: 'x',
            referral_code: randomCode(8),
            register_method: 'TEST',
          }),
        );
        const player: Player = { id, brand, deposits: 0n, tokens: new Map() };
        // Deposits: the main wallet, and on lotus the PG and EVO game wallets.
        const wallets = [await ownedAccount(db, brand, currency, id, 'player_cash')];
        if (brand === 'lotus')
          for (const code of ['PG', 'EVO'])
            wallets.push(await ownedAccount(db, brand, currency, id, 'player_game_wallet', code));
        for (const wallet of wallets) {
          const amount = BigInt(int(50_000, 200_000));
          await transfer(db, {
            brand,
            key: `inv-dep:${randomUUID()}`,
            from: house,
            to: wallet,
            amount,
            kind: 'deposit',
          });
          player.deposits += amount;
        }
        for (const vendor of VENDORS) {
          const { token } = await createWalletSession(db, t.app.secret, {
            vendor,
            brand,
            accountId: id,
            gameCode: gameOf.get(vendor)!,
            currency,
          });
          player.tokens.set(vendor, token);
        }
        players.push(player);
      }
    }

    const secrets = new Map(VENDORS.map((v) => [v, derivedVendorSecret(t.app.secret, v)]));
    const answers = new Map<string, WalletAnswer[]>();
    const unexpected: string[] = [];
    const counts: Record<string, number> = {};

    /** Sends one signed call; keeps every answer under `vendor:action:uuid`. */
    async function send(vendor: string, action: string, body: Record<string, unknown>) {
      const text = JSON.stringify(body);
      const signature = createHmac('sha256', Buffer.from(secrets.get(vendor)!, 'utf8'))
        .update(text)
        .digest('hex');
      const answer = await handleWalletCall(deps, vendor, action, text, signature);
      const key = `${vendor}:${action}:${body.transaction_uuid}`;
      const list = answers.get(key) ?? [];
      list.push(answer);
      answers.set(key, list);
      counts[`${action}:${answer.status}`] = (counts[`${action}:${answer.status}`] ?? 0) + 1;
      if (answer.status === 'RS_ERROR_UNKNOWN' && action !== 'rollback')
        unexpected.push(`${key}: RS_ERROR_UNKNOWN`);
      return answer;
    }

    /** A call sent 1–3 times (new request_uuid each), retries in sequence or concurrently. */
    async function withRetries(vendor: string, action: string, body: Record<string, unknown>) {
      const attempts = int(1, 3);
      const once = () => send(vendor, action, { ...body, request_uuid: randomUUID() });
      if (random() < 0.5) return (await Promise.all(Array.from({ length: attempts }, once)))[0]!;
      let first: WalletAnswer | undefined;
      for (let i = 0; i < attempts; i++) first ??= await once();
      return first!;
    }

    const bets = new Map<string, Bet[]>(VENDORS.map((v) => [v, []]));
    const wins: { bet: Bet; amount: number; uuid: string }[] = [];
    const rollbacks: { bet: Bet; uuid: string }[] = [];
    const currencyOf = (p: Player) => (p.brand === 'aurora' ? 'PHP' : 'VND');

    const betBody = (bet: Bet) => ({
      user: `${bet.player.id}`,
      currency: currencyOf(bet.player),
      token: bet.player.tokens.get(bet.vendor),
      transaction_uuid: bet.uuid,
      round: bet.round,
      round_closed: false,
      game_code: bet.game,
      amount: bet.amount,
    });
    const placeBet = async (bet: Bet) => {
      const answer = await withRetries(bet.vendor, 'bet', betBody(bet));
      bet.status = answer.status;
    };

    async function vendorWorker(vendor: string, operations: number) {
      const own = bets.get(vendor)!;
      for (let op = 0; op < operations; op++) {
        const r = random();
        const open = own.filter((b) => b.status === 'RS_OK');
        if (r < 0.5 || open.length === 0) {
          const player = pick(players);
          const bet: Bet = {
            vendor,
            uuid: `${vendor}-${randomUUID()}`,
            player,
            // Mostly small stakes, sometimes far more than any balance.
            amount: random() < 0.03 ? 50_000_000 : random() < 0.05 ? 0 : int(1, 20_000),
            round: `r-${randomUUID()}`,
            game: gameOf.get(vendor)!,
          };
          own.push(bet);
          await placeBet(bet);
        } else if (r < 0.8) {
          const bet = pick(open);
          const amount = random() < 0.4 ? 0 : int(1, bet.amount * 3 + 1);
          const uuid = `${vendor}-w-${randomUUID()}`;
          const answer = await withRetries(vendor, 'win', {
            user: `${bet.player.id}`,
            currency: currencyOf(bet.player),
            transaction_uuid: uuid,
            reference_transaction_uuid: bet.uuid,
            round: bet.round,
            round_closed: true,
            game_code: bet.game,
            amount,
          });
          if (answer.status === 'RS_OK') wins.push({ bet, amount, uuid });
        } else {
          // 10 % of the rollbacks arrive before their bet, which is sent right after.
          const early = random() < 0.1;
          const bet: Bet = early
            ? {
                vendor,
                uuid: `${vendor}-${randomUUID()}`,
                player: pick(players),
                amount: int(1, 20_000),
                round: `r-${randomUUID()}`,
                game: gameOf.get(vendor)!,
                rolledBackFirst: true,
              }
            : pick(open);
          const uuid = `${vendor}-rb-${randomUUID()}`;
          const answer = await withRetries(vendor, 'rollback', {
            user: `${bet.player.id}`,
            currency: currencyOf(bet.player),
            transaction_uuid: uuid,
            reference_transaction_uuid: bet.uuid,
            round: bet.round,
            game_code: bet.game,
          });
          if (answer.status === 'RS_OK') rollbacks.push({ bet, uuid });
          if (early) {
            expect(answer.status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
            own.push(bet);
            await placeBet(bet);
          }
        }
      }
    }

    const started = performance.now();
    await Promise.all(VENDORS.map((v) => vendorWorker(v, OPERATIONS / VENDORS.length)));
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `protocol invariants: ${OPERATIONS} operations in ${seconds.toFixed(1)} s (seed ${SEED})`,
      counts,
    );
    expect(unexpected.slice(0, 5)).toEqual([]);

    // Every retry answered like the first attempt (status and balance).
    for (const [key, list] of answers) {
      const first = JSON.stringify({ ...list[0], request_uuid: '' });
      for (const other of list.slice(1)) {
        expect(JSON.stringify({ ...other, request_uuid: '' }), key).toBe(first);
      }
    }
    // A bet whose rollback came first stays rolled back.
    const all = [...bets.values()].flat();
    for (const bet of all.filter((b) => b.rolledBackFirst))
      expect(bet.status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
    expect(all.filter((b) => b.rolledBackFirst).length).toBeGreaterThan(50);
    expect(counts['bet:RS_ERROR_NOT_ENOUGH_MONEY'] ?? 0).toBeGreaterThan(50);
    expect(counts['rollback:RS_ERROR_UNKNOWN'] ?? 0).toBeGreaterThan(50);
    // No bet has both a win and a refund.
    const refunded = new Set(rollbacks.map((r) => `${r.bet.vendor}:${r.bet.uuid}`));
    const won = new Set(wins.map((w) => `${w.bet.vendor}:${w.bet.uuid}`));
    for (const key of refunded) expect(won.has(key), key).toBe(false);

    // The reconciliation, as the operators run it.
    const check = await runLedgerCheck(t.config.databaseUrl!);
    expect(check.status, check.output).toBe(0);
    expect(check.output).toMatch(/OK/);
    expect((await checkLedger(db)).ok).toBe(true);

    // Every player's balance = deposits − bets + wins + refunds, from the answers.
    const expected = new Map(players.map((p) => [p.id, p.deposits]));
    for (const bet of all) {
      if (bet.status === 'RS_OK')
        expected.set(bet.player.id, expected.get(bet.player.id)! - BigInt(bet.amount));
    }
    for (const win of wins)
      expected.set(win.bet.player.id, expected.get(win.bet.player.id)! + BigInt(win.amount));
    const refundedOnce = new Set<string>();
    for (const rb of rollbacks) {
      const key = `${rb.bet.vendor}:${rb.bet.uuid}`;
      if (refundedOnce.has(key)) continue; // a second rollback refunds nothing
      refundedOnce.add(key);
      expected.set(rb.bet.player.id, expected.get(rb.bet.player.id)! + BigInt(rb.bet.amount));
    }
    const { rows } = await sql<{ owner_id: bigint; total: bigint }>`
      select owner_id, sum(balance)::bigint as total from ledger_account where owner_id is not null group by owner_id`.execute(
      db,
    );
    const actual = new Map(rows.map((r) => [r.owner_id, r.total]));
    for (const player of players)
      expect(actual.get(player.id), `player ${player.id}`).toBe(expected.get(player.id));

    // The bets table agrees: refunded bets are those rolled back, tombstones those rolled back first.
    const { rows: betRows } = await sql<{ status: string; n: number }>`
      select status, count(*)::int as n from vendor_bet group by status`.execute(db);
    const byStatus = Object.fromEntries(betRows.map((r) => [r.status, r.n]));
    expect(byStatus.refunded ?? 0).toBe(refundedOnce.size);
    expect(byStatus.tombstone ?? 0).toBe(all.filter((b) => b.rolledBackFirst).length);
    expect((byStatus.open ?? 0) + (byStatus.settled ?? 0) + (byStatus.refunded ?? 0)).toBe(
      all.filter((b) => b.status === 'RS_OK').length,
    );
  }, 300_000);
});
