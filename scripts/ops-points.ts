// The points mall commands of `npm run ops` (docs/vip-points.md "Operators"): redeem records, approval and
// rejection, point adjustments; each decision is recorded in ops_action with who and why. Called by scripts/ops.ts.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Brand } from '../src/core/brand';
import { serviceContext } from '../src/server/context';
import type { Database } from '../src/server/db/database';
import { adjustPoints, balanceOf, decideRedeem, redeemsForOps } from '../src/server/domains/engagement';
import { usernameKey } from '../src/server/domains/identity';

export const POINTS_HELP = `
  points-redeems --brand <code> [--status processing|approved|rejected]   redeem records of the points mall
  points-approve --brand <code> --ref <reference> --by <who> --reason <why>
                                                          approve a redeem (a voucher's amount is credited)
  points-reject --brand <code> --ref <reference> --by <who> --reason <why>
                                                          reject a redeem: points and stock come back
  points-adjust --brand <code> --user <username> --points <±n> --by <who> --reason <why> [--key <key>]
                                                          add or remove points (never below 0)`;

export const POINTS_COMMANDS = ['points-redeems', 'points-approve', 'points-reject', 'points-adjust'];

export interface PointsCommandInput {
  command: string;
  values: Record<string, string | boolean | undefined>;
  required: (name: string, why?: string) => string;
  brandByCode: (code: string) => Brand;
  db: Kysely<Database>;
  printTable: (rows: Record<string, unknown>[]) => void;
  usage: (message: string) => Error;
}

export async function pointsCommand(input: PointsCommandInput): Promise<number> {
  const { command, values, required, db } = input;
  const brand = input.brandByCode(required('brand'));
  const ctx = serviceContext({ db, brand });
  switch (command) {
    case 'points-redeems': {
      const status = values.status as string | undefined;
      if (status && !['processing', 'approved', 'rejected'].includes(status))
        throw input.usage('--status: processing, approved or rejected');
      input.printTable(await redeemsForOps(ctx, status));
      return 0;
    }
    case 'points-approve':
    case 'points-reject': {
      const row = await decideRedeem(
        ctx,
        required('ref'),
        command === 'points-approve' ? 'approved' : 'rejected',
        required('by'),
        required('reason'),
      );
      console.log(`redeem ${row.reference_no}: ${row.status} (recorded in ops_action)`);
      return 0;
    }
    case 'points-adjust': {
      const text = required('points');
      if (!/^-?\d{1,12}$/.test(text) || Number(text) === 0)
        throw input.usage('--points: a whole number, not 0');
      const username = required('user');
      const account = await db
        .selectFrom('account')
        .select('id')
        .where('brand_code', '=', brand.config.code)
        .where('username_key', '=', usernameKey(username))
        .executeTakeFirst();
      if (!account) throw input.usage(`no player ${username} in ${brand.config.code}`);
      const result = await adjustPoints(
        ctx,
        account.id,
        BigInt(text),
        required('by'),
        required('reason'),
        (values.key as string | undefined) ?? randomUUID(),
      );
      console.log(
        `${username}: ${result.replayed ? 'already adjusted (same key)' : 'adjusted'}; points ${await balanceOf(db, account.id)}`,
      );
      return 0;
    }
    default:
      throw input.usage(`unknown command ${command}`);
  }
}
