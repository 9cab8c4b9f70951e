import type { Kysely } from 'kysely';
import { playModeOf } from '@/core/account-types';
import { type Brand, paymentsOf } from '@/core/brand';
import { hashToken } from '@/server/auth/tokens';
import type { ServiceContext } from '@/server/context';
import { preparedQuery } from '@/server/db/connect';
import type { Database } from '@/server/db/database';
import { EXCLUSION_CODES, protectionRefusal } from '@/server/domains/identity';
import { isRetryable, playWalletOf, systemAccount } from '@/server/domains/money';
import { verifySignature } from '@/server/providers/payment/signature';
import type { IndexedGame } from '../games/catalogue-index';
import type { GamesService } from '../games/games.service';
import { demoWalletCall } from './demo-wallet';
import type { PlayStats } from './play-stats';
import {
  parseWalletRequest,
  RS,
  type RsStatus,
  requestUuidOf,
  transactionFingerprint,
  WALLET_ACTIONS,
  type WalletAction,
  type WalletAnswer,
  type WalletRequest,
} from './protocol';
import type { VendorSecrets } from './secrets';
import type { WalletSessionRow } from './wallet-sessions';

/**
 * The operator's side of the seamless-wallet protocol (docs/originals.md "Protocol"). `handleWalletCall` is the
 * one entry point: the HTTP route passes it the raw body and X-Signature of a vendor's request, and the in-house
 * vendor MQ calls it directly with a body it signed — so MQ's bets, wins and rollbacks go through exactly the
 * checks a third-party vendor's do.
 *
 * Here: signature (over the raw bytes, before parsing), syntax, the game, and the account named by `user` with
 * its ledger accounts (cached ids). Then each bet, win and rollback is one call of the database function vendor_call
 * (migration 0008) in its own transaction: advisory locks on its transaction_uuid and on the bet it refers to
 * (sorted, never a deadlock), the stored answer, a bet's launch session (a retry waits for the first attempt and answers what it
 * answered), the rules, the posting through ledger_post and the stored answer with the bet row — one round trip,
 * so the vendor's hot ledger row is never held locked across a round trip to this server.
 */

/** The seamless wallet's lasting parts (built once by the plugin): the context's database and the wallet's own. */
export type WalletDeps = Pick<ServiceContext, 'db'> & {
  secrets: VendorSecrets;
  brands: ReadonlyMap<string, Brand>;
  games: GamesService;
  stats: PlayStats;
  onError?: (error: unknown) => void;
};

/** The operator's largest stake per bet (minor units, per currency) for third-party and in-house vendors alike. */
export const VENDOR_MAX_BET: Record<string, bigint> = {
  PHP: 100_000_000n,
  THB: 70_000_000n,
  VND: 500_000_000n,
};
const maxBetOf = (currency: string) => VENDOR_MAX_BET[currency] ?? 100_000_000n;

const isAction = (action: string): action is WalletAction =>
  (WALLET_ACTIONS as readonly string[]).includes(action);

export async function handleWalletCall(
  deps: WalletDeps,
  vendorCode: string,
  action: string,
  rawBody: string,
  signature: unknown,
): Promise<WalletAnswer> {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    body = undefined;
  }
  const requestUuid = requestUuidOf(body);
  const vendor = /^[A-Z0-9]{1,20}$/.test(vendorCode) ? vendorCode : '';
  const secret = vendor ? deps.secrets.of(vendor) : undefined;
  if (!secret || !verifySignature(secret, rawBody, signature))
    return { status: RS.INVALID_SIGNATURE, request_uuid: requestUuid };
  const request = isAction(action) ? parseWalletRequest(action, body) : null;
  if (!isAction(action) || !request) return { status: RS.WRONG_SYNTAX, request_uuid: requestUuid };
  let game: IndexedGame | undefined;
  if (request.game_code !== undefined) {
    game = (await deps.games.catalogue()).byCode.get(request.game_code);
    // A game the operator does not know for this vendor: the request cannot be interpreted.
    if (!game || game.vendor.code !== vendor) return { status: RS.WRONG_SYNTAX, request_uuid: requestUuid };
  }
  try {
    // A trial account has demo credits, never ledger money: its calls are the demo wallet's (demo-wallet.ts).
    const owner = await accountOf(deps.db, request.user);
    if (owner && playModeOf(owner.type) === 'demo') {
      const brand = deps.brands.get(owner.brand);
      if (brand)
        return await demoWalletCall(
          deps,
          brand,
          vendor,
          action,
          request,
          maxBetOf(brand.config.currency.code),
        );
    }
    const call = new WalletCall(deps, vendor, action, request, game);
    return await call.run();
  } catch (error) {
    deps.onError?.(error);
    return { status: RS.UNKNOWN, request_uuid: requestUuid, user: request.user, currency: request.currency };
  }
}

/**
 * The vendor's side of a player's postings: the ledger account `vendor` with code = the vendor, split into
 * `VENDOR_LEDGER_SHARDS` (default 8) accounts by player (`PG`, `PG#1` … `PG#7`; one shard is the plain code).
 * Every bet and win locks the vendor's row until its commit is flushed; one row would serialise all of a vendor's
 * calls behind one another's WAL flush, shards let commits of different players group. The vendor's position is
 * the sum of its shards (`split_part(code, '#', 1)`).
 */
export const vendorLedgerShards = () =>
  Math.max(1, Math.min(64, Number(process.env.VENDOR_LEDGER_SHARDS ?? 8) || 8));

export function vendorLedgerCode(vendor: string, accountId: bigint, shards = vendorLedgerShards()): string {
  const shard = accountId % BigInt(shards);
  return shard === 0n ? vendor : `${vendor}#${shard}`;
}

/** Brand and type of each account id named by a call, per database (an account's brand and type never change). */
interface CallAccount {
  brand: string;
  type: number;
}
const accountCache = new WeakMap<object, Map<string, CallAccount>>();
const ACCOUNTS_MAX = 100_000;

/** The account a call names by `user` (cached after the first read), or undefined when there is none. */
async function accountOf(db: Kysely<Database>, user: string): Promise<CallAccount | undefined> {
  if (!/^\d{1,18}$/.test(user)) return undefined;
  let cache = accountCache.get(db);
  if (!cache) {
    cache = new Map();
    accountCache.set(db, cache);
  }
  const cached = cache.get(user);
  if (cached) return cached;
  const row = (
    await preparedQuery<{ brand_code: string; type: number }>(
      db,
      'vendor-wallet-account',
      'select brand_code, type from account where id = $1',
      [user],
    )
  )[0];
  if (!row) return undefined;
  if (cache.size >= ACCOUNTS_MAX) cache.clear();
  const account = { brand: row.brand_code, type: row.type };
  cache.set(user, account);
  return account;
}

/** The player's side of a call, resolved before the database call (ids of ledger accounts are cached). */
interface Party {
  accountId: bigint;
  brand: string;
  currency: string;
  /** The play wallet's ledger account and its code (MAIN, or the vendor on multi-wallet brands). */
  wallet: bigint;
  walletCode: string;
  vendorAccount: bigint;
  /** bet and balance: the launch session of the token. */
  session?: WalletSessionRow;
}

interface CallRow {
  o_status: RsStatus;
  o_answer: Omit<WalletAnswer, 'request_uuid'> | null;
  o_fresh: boolean;
  o_transfer: bigint | null;
  o_balance: bigint | null;
  o_stake: bigint | null;
}

const CALL_SQL = `select * from vendor_call($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14,
  $15, $16, $17, $18, $19, $20, $21::jsonb)`;

/** One balance, bet, win or rollback. */
class WalletCall {
  private readonly uuid: string;
  /** What identifies the transaction under its uuid (hashed by vendor_call). */
  private readonly fingerprint: string;

  constructor(
    private readonly deps: WalletDeps,
    private readonly vendor: string,
    private readonly action: WalletAction,
    private readonly request: WalletRequest,
    private readonly game: IndexedGame | undefined,
  ) {
    this.uuid = request.transaction_uuid ?? '';
    this.fingerprint = transactionFingerprint(action, request);
  }

  private answer(status: RsStatus, balance?: bigint | number | null): WalletAnswer {
    return {
      status,
      request_uuid: this.request.request_uuid,
      user: this.request.user,
      currency: this.request.currency,
      ...(balance === undefined || balance === null ? {} : { balance: Number(balance) }),
    };
  }

  /**
   * The account the request names, with its ledger accounts: for balance the token's session (checked here);
   * otherwise the `user` account (vendor_call checks a bet's session in the database).
   */
  private async party(): Promise<Party | undefined> {
    let accountId: bigint;
    let brandCode: string;
    let session: WalletSessionRow | undefined;
    if (this.action === 'balance') {
      session = (
        await preparedQuery<WalletSessionRow>(
          this.deps.db,
          'vendor-wallet-session',
          `select ws.id, ws.vendor_code, ws.brand_code, ws.account_id, ws.game_code, ws.currency, ws.expires_at,
             a.status as account_status, a.username
           from wallet_session ws join account a on a.id = ws.account_id where ws.token_hash = $1`,
          [hashToken(this.request.token!)],
        )
      )[0];
      if (!session || session.vendor_code !== this.vendor || `${session.account_id}` !== this.request.user)
        return undefined;
      accountId = session.account_id;
      brandCode = session.brand_code;
    } else {
      const account = await accountOf(this.deps.db, this.request.user);
      if (!account) return undefined;
      accountId = BigInt(this.request.user);
      brandCode = account.brand;
    }
    const brand = this.deps.brands.get(brandCode);
    if (!brand) return undefined;
    const payments = paymentsOf(brand.config);
    const walletCode =
      !payments.isSingleWallet && (payments.gameWallets ?? []).includes(this.vendor) ? this.vendor : 'MAIN';
    const currency = brand.config.currency.code;
    const [wallet, vendorAccount] = await Promise.all([
      playWalletOf({ db: this.deps.db, secret: Buffer.alloc(0), brand }, accountId, this.vendor),
      systemAccount(this.deps.db, brandCode, currency, 'vendor', vendorLedgerCode(this.vendor, accountId)),
    ]);
    return { accountId, brand: brandCode, currency, wallet, walletCode, vendorAccount, session };
  }

  async run(): Promise<WalletAnswer> {
    const party = await this.party();
    if (this.action === 'balance') return this.balance(party);
    const refUuid = this.request.reference_transaction_uuid ?? this.uuid;
    const amount = BigInt(this.request.amount ?? 0);
    if (this.action === 'bet' && party) {
      const refused = await this.protection(party, amount);
      if (refused) return refused;
    }
    const memo = {
      vendor: this.vendor,
      game: this.request.game_code ?? null,
      ...(this.action === 'bet' ? {} : { bet: refUuid }),
    };
    const values = [
      this.vendor,
      this.action,
      this.uuid,
      refUuid,
      this.fingerprint,
      this.request.token ?? null,
      this.request.user,
      this.request.currency,
      party ? maxBetOf(party.currency) : 0n,
      party?.accountId ?? null,
      party?.brand ?? null,
      party?.currency ?? null,
      party?.wallet ?? null,
      party?.vendorAccount ?? null,
      amount,
      this.request.round ?? null,
      this.request.round_closed === true,
      this.game?.gameCode ?? null,
      this.game?.nodeId ?? null,
      this.game?.gameType ?? null,
      JSON.stringify(memo),
    ];
    let row: CallRow | undefined;
    for (let attempt = 0; ; attempt++) {
      try {
        row = (await preparedQuery<CallRow>(this.deps.db, 'vendor-call', CALL_SQL, values))[0];
        break;
      } catch (error) {
        if (attempt >= 4 || !isRetryable(error)) throw error;
      }
    }
    if (!row) throw new Error('vendor_call returned nothing');
    if (row.o_status === RS.DUPLICATE_TRANSACTION && !row.o_answer)
      return this.answer(RS.DUPLICATE_TRANSACTION);
    const stored = row.o_answer ?? { status: row.o_status };
    const answer = this.answer(stored.status, stored.balance);
    if (row.o_fresh && party && row.o_status === RS.OK && row.o_transfer !== null)
      this.effects(party, row, amount);
    else if (row.o_fresh && party && row.o_status === RS.OK && this.action === 'bet' && this.game)
      this.deps.stats.play(party.brand, this.game.nodeId);
    return answer;
  }

  /**
   * Responsible gaming (docs/responsible-gaming.md): a bet of an excluded player is answered
   * RS_ERROR_USER_DISABLED, one over the player's own limits RS_ERROR_LIMIT_REACHED — the protocol's refusals, so
   * the vendor's game tells the player and posts nothing. Wins and rollbacks of bets already taken still settle.
   */
  private async protection(party: Party, amount: bigint): Promise<WalletAnswer | undefined> {
    const refusal = await protectionRefusal(this.deps.db, {
      accountId: party.accountId,
      brandCode: party.brand,
      action: 'bet',
      amount,
    });
    if (!refusal) return undefined;
    // A retry of a bet taken before the refusal began answers as the first time did (vendor_call replays it):
    // idempotency outranks the guard, which only stops new money from moving.
    const taken = await this.deps.db
      .selectFrom('vendor_tx')
      .select('transaction_uuid')
      .where('vendor_code', '=', this.vendor)
      .where('transaction_uuid', '=', this.uuid)
      .executeTakeFirst();
    if (taken) return undefined;
    const excluded = (EXCLUSION_CODES as readonly string[]).includes(refusal.code);
    return this.answer(excluded ? RS.USER_DISABLED : RS.LIMIT_REACHED);
  }

  /** Statistics and live events of a new posting (after the database call). */
  private effects(party: Party, row: CallRow, amount: bigint) {
    const { stats } = this.deps;
    if (row.o_balance !== null) stats.balance(party.brand, party.accountId, party.walletCode, row.o_balance);
    if (this.action === 'bet' && this.game) stats.play(party.brand, this.game.nodeId);
    if (this.action === 'win' && this.game && row.o_stake !== null && amount > row.o_stake)
      stats.win({ brand: party.brand, accountId: party.accountId, nodeId: this.game.nodeId, amount });
  }

  private async balance(party: Party | undefined): Promise<WalletAnswer> {
    if (!party) return this.answer(RS.INVALID_TOKEN);
    if (party.session!.expires_at.getTime() <= Date.now()) return this.answer(RS.TOKEN_EXPIRED);
    const rows = await preparedQuery<{ balance: bigint }>(
      this.deps.db,
      'vendor-wallet-balance',
      'select balance from ledger_account where id = $1',
      [party.wallet],
    );
    const balance = rows[0]?.balance ?? 0n;
    if (this.request.currency !== party.currency) return this.answer(RS.WRONG_CURRENCY, balance);
    return this.answer(RS.OK, balance);
  }
}
