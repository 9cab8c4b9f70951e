import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import { playModeOf } from '@/core/account-types';
import type { Database } from '@/server/db/database';
import { AppError } from '@/server/errors';
import { nameIn } from '../games/catalogue-data';
import { ROOM_TIERS } from '../games/catalogue-words';
import type { GameLauncher, LaunchRequest, LaunchResult } from '../games/launchers';
import { BET_UNIT } from '../games/rooms';
import { createWalletSession } from '../vendor/wallet-sessions';

/**
 * The launcher adapter of a third-party vendor reached over HTTP: what a real integration looks like. It opens a
 * wallet session (the token the vendor sends back on every wallet call), then asks the vendor's launch API for
 * a game URL with a body signed by the vendor's secret (hex HMAC-SHA256 of the raw body, X-Signature), and
 * returns that URL for the game popup. The sandbox vendor service speaks this API (docs/sandbox-vendors.md); a
 * real vendor's adapter maps the same inputs onto that vendor's own launch call.
 */

export interface RemoteLauncherDeps {
  db: Kysely<Database>;
  serverSecret: Buffer;
  /** The vendor's base URL (awaited: a sandbox the server starts may still be coming up). */
  baseUrl: () => Promise<string>;
  /** The vendor's HMAC secret, or undefined when it may not be launched (no secret configured). */
  secretOf: (vendor: string) => Buffer | undefined;
  timeoutMs?: number;
  onError?: (error: unknown) => void;
}

export class RemoteLauncher implements GameLauncher {
  constructor(
    private readonly vendor: string,
    private readonly deps: RemoteLauncherDeps,
  ) {}

  async launch(request: LaunchRequest): Promise<LaunchResult> {
    const secret = this.deps.secretOf(this.vendor);
    if (!secret) throw new AppError('game_unavailable');
    const { brand, game, player, demo, language } = request;
    const currency = brand.config.currency;
    const betUnit = BigInt(BET_UNIT[currency.code] ?? 1) * 10n ** BigInt(currency.minorUnits);
    let wallet: { user: string; token: string } | undefined;
    // Real play, or a trial account's demo play on its own demo credits (spec §6): the vendor keeps calling our
    // wallet, which moves those credits and never the ledger (modules/vendor/demo-wallet.ts).
    if (player && (!demo || playModeOf(player.type) === 'demo')) {
      const { token } = await createWalletSession(this.deps.db, this.deps.serverSecret, {
        vendor: this.vendor,
        brand: brand.config.code,
        accountId: player.accountId,
        gameCode: game.gameCode,
        currency: currency.code,
      });
      wallet = { user: String(player.accountId), token };
    }
    const body = JSON.stringify({
      vendor: this.vendor,
      issued_at: Date.now(),
      demo,
      game: {
        code: game.gameCode,
        name: game.names[language],
        type: game.gameType,
        hue: game.vendor.hue,
        rooms: (game.rooms ?? []).map((room) => ({
          tier: room.tier,
          name: ROOM_TIERS[room.tier - 1]
            ? nameIn(ROOM_TIERS[room.tier - 1]!.names, language)
            : String(room.tier),
          min: (betUnit * BigInt(room.minUnits)).toString(),
          max: (betUnit * BigInt(room.maxUnits)).toString(),
        })),
      },
      ...(wallet ? { player: wallet } : {}),
      currency: { code: currency.code, minor_units: currency.minorUnits, bet_unit: betUnit.toString() },
      language,
    });
    const signature = createHmac('sha256', secret).update(body).digest('hex');
    let answer: { url?: unknown };
    try {
      const response = await fetch(`${await this.deps.baseUrl()}/api/launch/${this.vendor}`, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', 'x-signature': signature },
        signal: AbortSignal.timeout(this.deps.timeoutMs ?? 5_000),
      });
      answer = (await response.json()) as { url?: unknown };
      if (!response.ok) throw new Error(`launch answered ${response.status}: ${JSON.stringify(answer)}`);
    } catch (error) {
      this.deps.onError?.(error);
      throw new AppError('vendor_unavailable');
    }
    if (typeof answer.url !== 'string' || !/^https?:\/\//.test(answer.url)) {
      this.deps.onError?.(new Error(`launch of ${this.vendor} answered no URL`));
      throw new AppError('vendor_unavailable');
    }
    return { url: answer.url, mode: 'iframe' };
  }
}
