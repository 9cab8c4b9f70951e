import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Brand } from '@/core/brand';
import { hashPassword } from '@/server/auth/passwords';
import { randomCode } from '@/server/auth/tokens';
import { createWalletSession } from '@/server/domains/games';
import { findByUsername, insertAccount, usernameKey } from '@/server/domains/identity';
import {
  downlineTransfer,
  MAIN_WALLET,
  ownedAccount,
  payments,
  systemAccount,
  transfer,
  walletTransfer,
} from '@/server/domains/money';

/**
 * Small demo teams on a development or demo server (never in production; called by start.ts after the demo
 * accounts): agent01 (type 1) gets three players and a sub-agent with a player of its own; master01 (type 2, may
 * have sub-agents and promote its players) gets two players and a sub-agent with a player. Money and bets go
 * through the real paths — a house credit and downline transfers (wallet service), deposits (ledger postings like
 * the cashier's) and bet/win rounds through the vendor wallet protocol (HTTP, signed like PG) — so the agent
 * center is not empty. Skipped per agent when it already has a team. Password of every demo member: Member2026x.
 */

export const DEMO_MEMBER_PASSWORD = 'Member2026x';

interface TeamSpec {
  agent: string;
  players: string[];
  sub: string;
  subPlayer: string;
  /** Prefix of the sub-agent's invitation code (unique per brand). */
  subCode: string;
}

export const DEMO_TEAMS: TeamSpec[] = [
  {
    agent: 'agent01',
    players: ['demoplayer1', 'demoplayer2', 'demoplayer3'],
    sub: 'demosubagent',
    subPlayer: 'demosubplayer',
    subCode: 'SA',
  },
  {
    agent: 'master01',
    players: ['masterplayer1', 'masterplayer2'],
    sub: 'mastersub',
    subPlayer: 'mastersubplayer',
    subCode: 'SM',
  },
];

/** One demo "unit": 1.00 in two-decimal currencies, 1,000 in whole-unit ones (VND); demo amounts are units. */
export const demoUnit = (brand: Brand) => (brand.config.currency.minorUnits === 0 ? 1_000n : 100n);

async function demoTeam(app: FastifyInstance, brand: Brand, spec: TeamSpec) {
  const code = brand.config.code;
  const agent = await findByUsername(app.db, code, spec.agent);
  if (!agent) return;
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from account_closure
    where ancestor_id = ${agent.id} and depth >= 1`.execute(app.db);
  if ((rows[0]?.n ?? 0) > 0) return;
  const hash = await hashPassword(DEMO_MEMBER_PASSWORD);
  const make = (username: string, upline: bigint, type = 0) =>
    app.db.transaction().execute((trx) =>
      insertAccount(trx, {
        brand_code: code,
        username,
        username_key: usernameKey(username),
        type,
        password_hash: hash,
        nickname: username,
        affiliate_code: type === 0 ? null : `${spec.subCode}${code.toUpperCase()}`.slice(0, 20),
        referral_code: randomCode(8),
        upline_id: upline,
        register_method: 'SEED',
      }),
    );
  const players: bigint[] = [];
  for (const name of spec.players) players.push(await make(name, agent.id));
  const sub = await make(spec.sub, agent.id, 1);
  players.push(await make(spec.subPlayer, sub));

  const currency = brand.config.currency.code;
  const unit = demoUnit(brand);
  const ctx = { db: app.db, secret: app.secret, brand };
  const house = await systemAccount(app.db, code, currency, 'house');
  const clearing = await systemAccount(app.db, code, currency, 'provider_clearing', 'DEMO');
  const agentCash = await ownedAccount(app.db, code, currency, agent.id, 'player_cash');
  await transfer(app.db, {
    brand: code,
    key: `demo-agent-credit:${agent.id}`,
    from: house,
    to: agentCash,
    amount: 5_000n * unit,
    kind: 'adjustment',
    reference: 'demo',
  });
  const account = { id: agent.id, type: agent.type, username: agent.username };
  for (const name of [...spec.players.slice(0, 2), spec.sub]) {
    await downlineTransfer(ctx, account, {
      downline: name,
      amount: (300n * unit).toString().slice(0, unit === 100n ? -2 : undefined),
      clientKey: `demo-downline-${name}`,
    });
  }
  for (const [i, id] of players.entries()) {
    const cash = await ownedAccount(app.db, code, currency, id, 'player_cash');
    await transfer(app.db, {
      brand: code,
      key: `demo-deposit:${id}`,
      from: clearing,
      to: cash,
      amount: BigInt(200 + 100 * i) * unit,
      kind: 'deposit',
      reference: `DEMO-${id}`,
    });
  }
  await demoBets(app, brand, players, async (id, vendor) => {
    // Brands with game wallets play from the vendor's wallet: move the demo money there first.
    if (payments(ctx).isSingleWallet) return;
    await walletTransfer(
      ctx,
      id,
      {
        from: MAIN_WALLET,
        to: vendor,
        amount: (150n * unit).toString().slice(0, unit === 100n ? -2 : undefined),
        clientKey: `demo-wallet-${id}`,
      },
      brand.config.languages.default,
    );
  });
}

/** Bet and win rounds of each demo player through the vendor wallet protocol (the brand's first slot vendor). */
async function demoBets(
  app: FastifyInstance,
  brand: Brand,
  players: bigint[],
  prepare: (id: bigint, vendor: string) => Promise<unknown>,
) {
  const games = (await app.games.catalogue()).games;
  const vendor = (brand.config.vendorSorting.RNG ?? []).find((v) =>
    games.some((g) => g.vendor.code === v && g.isGame === 'GAME'),
  );
  const game = games.find((g) => g.vendor.code === vendor && g.isGame === 'GAME');
  const secret = vendor ? app.vendorWallet.secrets.of(vendor) : undefined;
  if (!vendor || !secret || !game) return;
  const host = brand.config.domains.find((d) => d.endsWith('.localhost')) ?? brand.config.domains[0]!;
  const currency = brand.config.currency.code;
  const unit = brand.config.currency.minorUnits === 0 ? 1_000 : 100;
  const post = (action: string, body: Record<string, unknown>) => {
    const text = JSON.stringify(body);
    return app.inject({
      method: 'POST',
      url: `/vendor/${vendor}/wallet/${action}`,
      headers: {
        host,
        'content-type': 'application/json',
        'x-signature': createHmac('sha256', secret).update(text).digest('hex'),
      },
      payload: text,
    });
  };
  for (const [i, id] of players.entries()) {
    await prepare(id, vendor);
    const { token } = await createWalletSession(app.db, app.secret, {
      vendor,
      brand: brand.config.code,
      accountId: id,
      gameCode: game.gameCode,
      currency,
    });
    for (let round = 0; round < 6; round++) {
      const uuid = randomUUID();
      const base = { user: `${id}`, currency, game_code: game.gameCode, round: `demo-${uuid}` };
      const stake = (5 + ((i * 7 + round * 3) % 20)) * unit;
      await post('bet', {
        ...base,
        request_uuid: randomUUID(),
        token,
        transaction_uuid: uuid,
        round_closed: false,
        amount: stake,
      });
      const win = (round + i) % 3 === 0 ? stake * 2 + unit : 0;
      await post('win', {
        ...base,
        request_uuid: randomUUID(),
        transaction_uuid: `${uuid}:w`,
        reference_transaction_uuid: uuid,
        round_closed: true,
        amount: win,
      });
    }
  }
}

export async function seedAgentDemo(app: FastifyInstance): Promise<void> {
  for (const brand of app.registry.brands) {
    for (const spec of DEMO_TEAMS) {
      try {
        await demoTeam(app, brand, spec);
      } catch (error) {
        app.log.warn({ err: error, brand: brand.config.code, agent: spec.agent }, 'agent demo team');
      }
    }
  }
}
