import type { FastifyInstance } from 'fastify';
import * as api from '@/core/api/office-players';
import { officePlayerLimit } from '@/core/api/office-protection';
import { ok } from '@/server/plugins/envelope';
import { officeRoute } from '../staff/staff.guard';
import { adjustPlayer, cancelBonus, controlPlayer, recordPlayerExclusion } from './player-actions';
import { changePlayerLimit } from './player-limits';
import { addPlayerNote, playerNotes } from './player-notes';
import { searchPlayers } from './player-search';
import {
  linkedAccounts,
  playerBets,
  playerEngagement,
  playerLedger,
  playerMoney,
  playerProfile,
  playerProtection,
  playerSessions,
} from './player-sections';

/** Player 360's endpoints (docs/back-office.md "Player 360"): search, the page's sections, notes and actions. */
export async function officePlayersRoutes(app: FastifyInstance): Promise<void> {
  const read = { permission: 'players.read' } as const;
  officeRoute(app, api.officePlayerSearch, read, async (call, request) =>
    ok(await searchPlayers(call, request.query)),
  );
  officeRoute(app, api.officePlayer, read, async (call, request) =>
    ok(await playerProfile(call, request.params.id)),
  );
  officeRoute(app, api.officePlayerMoney, read, async (call, request) =>
    ok(await playerMoney(call, request.params.id)),
  );
  officeRoute(app, api.officePlayerLedger, read, async (call, request) =>
    ok(await playerLedger(call, request.params.id, request.query.pageNo, request.query.pageSize)),
  );
  officeRoute(app, api.officePlayerBets, read, async (call, request) =>
    ok(await playerBets(call, request.params.id, request.query.pageNo, request.query.pageSize)),
  );
  officeRoute(app, api.officePlayerEngagement, read, async (call, request) =>
    ok(await playerEngagement(call, request.params.id)),
  );
  officeRoute(app, api.officePlayerSessions, read, async (call, request) =>
    ok(await playerSessions(call, request.params.id)),
  );
  officeRoute(app, api.officePlayerLinked, read, async (call, request) =>
    ok(await linkedAccounts(call, request.params.id)),
  );
  officeRoute(app, api.officePlayerProtection, read, async (call, request) =>
    ok(await playerProtection(call, request.params.id)),
  );
  officeRoute(app, api.officePlayerNotes, read, async (call, request) =>
    ok({ list: await playerNotes(call, request.params.id) }),
  );
  officeRoute(app, api.officePlayerAddNote, { permission: 'players.act' }, async (call, request) =>
    ok(await addPlayerNote(call, request.params.id, request.body.text)),
  );
  officeRoute(app, api.officePlayerControl, { permission: 'players.act' }, async (call, request) =>
    ok(await controlPlayer(call, request.params.id, request.params.action, request.body.reason)),
  );
  officeRoute(app, api.officePlayerAdjust, { permission: 'money.adjust' }, async (call, request) =>
    ok(await adjustPlayer(call, request.params.id, request.body)),
  );
  officeRoute(app, api.officePlayerBonusCancel, { permission: 'money.adjust' }, async (call, request) =>
    ok(await cancelBonus(call, request.params.id, request.params.bonusId, request.body.reason)),
  );
  officeRoute(app, api.officePlayerExclusion, { permission: 'protection.act' }, async (call, request) =>
    ok(await recordPlayerExclusion(call, request.params.id, request.body.period, request.body.reason)),
  );
  officeRoute(app, officePlayerLimit, { permission: 'protection.act' }, async (call, request) =>
    ok(await changePlayerLimit(call, request.params.id, request.params.action, request.body)),
  );
}
