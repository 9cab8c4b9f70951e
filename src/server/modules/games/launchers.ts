import type { Brand } from '@/core/brand';
import type { Language } from '@/core/languages';
import type { IndexedGame } from './catalogue-index';

/** Who is launching: a real or trial account, or nobody (free demo play). */
export interface LaunchPlayer {
  accountId: bigint;
  username: string;
  /** Account type code (src/core/account-types.ts). */
  type: number;
}

export interface LaunchRequest {
  brand: Brand;
  game: IndexedGame;
  /** null only for demo play. */
  player: LaunchPlayer | null;
  demo: boolean;
  language: Language;
  /** The caller's IP, for vendors that want it. */
  ip: string;
}

export interface LaunchResult {
  /** Where the game runs: an absolute URL or a path of this site, loaded in the game popup's frame. */
  url: string;
  mode: 'iframe';
}

/** Starts a session with one vendor (a seamless-wallet adapter, or the in-house games) and returns its URL. */
export interface GameLauncher {
  launch(request: LaunchRequest): Promise<LaunchResult>;
}

/**
 * The connected vendors: vendor code → launcher. Empty until a vendor is connected; a vendor without a launcher
 * answers launches with game_unavailable (never a fake game). The in-house games module registers "MQ" here:
 * `app.gameLaunchers.register('MQ', launcher)`.
 */
export class LauncherRegistry {
  private readonly launchers = new Map<string, GameLauncher>();

  register(vendor: string, launcher: GameLauncher): void {
    if (this.launchers.has(vendor)) throw new Error(`a launcher for vendor ${vendor} is already registered`);
    this.launchers.set(vendor, launcher);
  }

  unregister(vendor: string): void {
    this.launchers.delete(vendor);
  }

  get(vendor: string): GameLauncher | undefined {
    return this.launchers.get(vendor);
  }

  connected(): string[] {
    return [...this.launchers.keys()].sort();
  }
}
