// The player account commands of `npm run ops` (docs/back-office.md "Player 360"): lock / unlock a player, make
// them change their password at the next login, reset their authenticator (2FA). The back office calls the same
// services; each change is recorded in ops_action with who, why, before and after.
import { serviceContext } from '../src/server/context';
import {
  type ControlBy,
  type ControlResult,
  forcePasswordChange,
  resetAccountTotp,
  setAccountLocked,
  usernameKey,
} from '../src/server/domains/identity';
import { recordOpsAction } from '../src/server/domains/system';
import type { ContractCommandInput } from './ops-contracts';

export const PLAYERS_HELP = `
  player-lock <username> --brand <code> --by <who> --reason <why>
                                                          lock a player: no login, every session ends now
  player-unlock <username> --brand <code> --by <who> --reason <why>
                                                          unlock a player (also an agent's lock of the member)
  player-force-password <username> --brand <code> --by <who> --reason <why>
                                                          the player must choose a new password at next login
  player-reset-2fa <username> --brand <code> --by <who> --reason <why>
                                                          remove the player's authenticator (TOTP): the next login
                                                          asks the password only`;

export const PLAYERS_COMMANDS = ['player-lock', 'player-unlock', 'player-force-password', 'player-reset-2fa'];

export async function playersCommand(input: ContractCommandInput): Promise<number> {
  const { command, required, db } = input;
  const brand = input.brandByCode(required('brand'));
  if (!input.target) throw input.usage("the player's username is required");
  const account = await db
    .selectFrom('account')
    .select(['id', 'username'])
    .where('brand_code', '=', brand.config.code)
    .where('username_key', '=', usernameKey(input.target))
    .executeTakeFirst();
  if (!account) throw input.usage(`no account ${input.target} on ${brand.config.code}`);
  const ctx = serviceContext({ db, brand });
  const actor = `cli:${required('by')}`;
  const by: ControlBy = {
    actor,
    reason: required('reason'),
    audit: (trx, entry) => recordOpsAction(trx, { brand: brand.config.code, actor, ...entry }),
  };
  let result: ControlResult;
  switch (command) {
    case 'player-lock':
    case 'player-unlock':
      result = await setAccountLocked(ctx, account.id, command === 'player-lock', by);
      break;
    case 'player-force-password':
      result = await forcePasswordChange(ctx, account.id, by);
      break;
    case 'player-reset-2fa':
      result = await resetAccountTotp(ctx, account.id, by);
      break;
    default:
      return 2;
  }
  console.log(
    `${result.account}: ${result.status}, must change password ${result.mustChangePassword ? 'yes' : 'no'}, 2FA ${
      result.totpEnabled ? 'on' : 'off'
    }${result.changed ? ' (recorded in ops_action)' : ' (already so, nothing changed)'}`,
  );
  return 0;
}
