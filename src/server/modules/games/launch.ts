import type { Kysely } from 'kysely';
import { playModeOf } from '@/core/account-types';
import type { Brand } from '@/core/brand';
import type { Language } from '@/core/languages';
import type { Database } from '@/server/db/database';
import type { LiveSession } from '@/server/domains/identity';
import { AppError } from '@/server/errors';
import type { IndexedGame } from './catalogue-index';
import { launchFlags, recordRecent } from './games.repository';
import type { LauncherRegistry, LaunchResult } from './launchers';

export interface LaunchInput {
  brand: Brand;
  nodeId: number;
  demo: boolean;
  language: Language;
  session: LiveSession | null;
  ip: string;
}

/**
 * launchGame of a visible game: not under maintenance (fresh from the database); real play needs an account and a
 * trial account's launch is always demo play (on its demo credits); demo play needs a game that offers it; the
 * vendor must be connected (a launcher registered), otherwise game_unavailable. A launch with a session is recorded
 * in the account's recent list.
 */
export async function launchGame(
  db: Kysely<Database>,
  launchers: LauncherRegistry,
  game: IndexedGame,
  input: LaunchInput,
): Promise<LaunchResult> {
  if (game.isGame === 'VASSALAGE')
    throw new AppError('invalid_request', { field: 'nodeId', detail: 'a vendor card opens its game list' });
  const flags = await launchFlags(db, game.nodeId);
  if (!flags || flags.game || flags.vendor) throw new AppError('game_maintenance');
  // A vendor the brand has under maintenance (brand.json or a back-office switch) launches nothing there.
  if (input.brand.config.vendorMaintenance?.includes(game.vendor.code))
    throw new AppError('game_maintenance');
  const { session } = input;
  // A trial account has demo play only (spec §6): its launch is a demo launch, on its own demo credits; a game
  // without a demo mode needs a real account.
  const trial = session !== null && playModeOf(session.type) === 'demo';
  const demo = input.demo || trial;
  if (demo && !game.demo) {
    if (!session) throw new AppError('unauthorized');
    throw new AppError(trial ? 'in_need_true_account' : 'demo_unavailable');
  }
  if (!demo && !session) throw new AppError('unauthorized');
  const launcher = launchers.get(game.vendor.code);
  if (!launcher) throw new AppError('game_unavailable');
  const result = await launcher.launch({
    brand: input.brand,
    game,
    player: session ? { accountId: session.id, username: session.username, type: session.type } : null,
    demo,
    language: input.language,
    ip: input.ip,
  });
  if (session) await recordRecent(db, session.id, game.nodeId);
  return result;
}
