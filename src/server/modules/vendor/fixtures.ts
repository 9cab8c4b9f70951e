import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ConformanceFixtures } from '@/core/api/vendor';
import type { Brand } from '@/core/brand';
import { randomCode } from '@/server/auth/tokens';
import type { Database } from '@/server/db/database';
import { insertAccount, usernameKey } from '@/server/domains/identity';
import { playWalletOf, systemAccount, transfer } from '@/server/domains/money';
import type { GamesService } from '../games/games.service';
import { VENDOR_MAX_BET } from './wallet.service';
import { createWalletSession } from './wallet-sessions';

/**
 * Test players for the conformance harness (scripts/vendor-conformance.ts), created on request of a vendor
 * (signed like a wallet call) on servers that are not in production, or with VENDOR_CONFORMANCE=1. Every call
 * makes fresh players so runs never interfere.
 */

export const SHORT_TOKEN_MS = 3_000;

export type { ConformanceFixtures };

async function makePlayer(db: Kysely<Database>, brand: Brand, status: 'active' | 'disabled' = 'active') {
  const username = `conf${randomCode(10, 'abcdefghjkmnpqrstuvwxyz23456789')}`;
  const id = await db.transaction().execute((trx) =>
    insertAccount(trx, {
      brand_code: brand.config.code,
      username,
      username_key: usernameKey(username),
      password_hash: 'conformance',
      referral_code: randomCode(8),
      register_method: 'CONFORMANCE',
    }),
  );
  if (status === 'disabled') await db.updateTable('account').set({ status }).where('id', '=', id).execute();
  return id;
}

export async function conformanceFixtures(
  db: Kysely<Database>,
  secret: Buffer,
  games: GamesService,
  brand: Brand,
  vendor: string,
): Promise<ConformanceFixtures | undefined> {
  const game = (await games.catalogue()).games.find((g) => g.vendor.code === vendor && g.isGame === 'GAME');
  if (!game) return undefined;
  const currency = brand.config.currency.code;
  const balance = 10_000n * 10n ** BigInt(brand.config.currency.minorUnits);
  const adjustments = await systemAccount(db, brand.config.code, currency, 'adjustments');
  const session = async (accountId: bigint, ttlMs?: number) => {
    const { token } = await createWalletSession(db, secret, {
      vendor,
      brand: brand.config.code,
      accountId,
      gameCode: game.gameCode,
      currency,
      ...(ttlMs === undefined ? {} : { ttlMs }),
    });
    return { user: `${accountId}`, token };
  };
  const funded = async (status: 'active' | 'disabled' = 'active') => {
    const id = await makePlayer(db, brand, status);
    const wallet = await playWalletOf({ db, secret, brand }, id, vendor);
    await transfer(db, {
      brand: brand.config.code,
      key: `conformance:${randomUUID()}`,
      from: adjustments,
      to: wallet,
      amount: balance,
      kind: 'adjustment',
      memo: { reason: 'vendor conformance fixture' },
    });
    return id;
  };
  const player = await funded();
  const other = await funded();
  const disabled = await funded('disabled');
  const short = await session(player, SHORT_TOKEN_MS);
  return {
    currency,
    wrongCurrency: currency === 'USD' ? 'EUR' : 'USD',
    game_code: game.gameCode,
    balance: Number(balance),
    limitAmount: Number((VENDOR_MAX_BET[currency] ?? 100_000_000n) + 1n),
    player: await session(player),
    other: await session(other),
    expired: await session(player, -60_000),
    short: { ...short, expiresAt: new Date(Date.now() + SHORT_TOKEN_MS).toISOString() },
    disabled: await session(disabled),
  };
}
