// The bonus money commands of `npm run ops` (docs/money.md "Bonus money"): explain a player's free and locked
// money with the open bonuses behind it, and forfeit a bonus (recorded in ops_action with who and why). Called
// by scripts/ops.ts.
import type { Kysely } from 'kysely';
import type { Brand } from '../src/core/brand';
import { formatAmount } from '../src/core/money';
import { serviceContext } from '../src/server/context';
import type { Database } from '../src/server/db/database';
import { usernameKey } from '../src/server/domains/identity';
import { forfeitPocket, fundsView } from '../src/server/domains/money';

export const BONUS_HELP = `
  bonus-pockets --brand <code> --user <username>          free and locked money, each open bonus with its
                                                          locked amount, turnover and expiry
  bonus-forfeit <bonus id> --brand <code> --by <who> --reason <why>
                                                          forfeit an open bonus: its locked money goes back (the
                                                          qualifying deposit's share becomes free)`;

export const BONUS_COMMANDS = ['bonus-pockets', 'bonus-forfeit'];

export interface BonusCommandInput {
  command: string;
  target: string | undefined;
  required: (name: string, why?: string) => string;
  brandByCode: (code: string) => Brand;
  db: Kysely<Database>;
  printTable: (rows: Record<string, unknown>[]) => void;
  usage: (message: string) => Error;
}

export async function bonusCommand(input: BonusCommandInput): Promise<number> {
  const { command, required, db } = input;
  const brand = input.brandByCode(required('brand'));
  const money = (amount: string) => `${amount} ${brand.config.currency.code}`;
  const minor = (value: bigint | null) => money(formatAmount(value ?? 0n, brand.config.currency.minorUnits));
  if (command === 'bonus-pockets') {
    const username = required('user');
    const account = await db
      .selectFrom('account')
      .select('id')
      .where('brand_code', '=', brand.config.code)
      .where('username_key', '=', usernameKey(username))
      .executeTakeFirst();
    if (!account) throw input.usage(`no player ${username} in ${brand.config.code}`);
    const view = await fundsView(serviceContext({ db, brand }), account.id, brand.config.languages.default);
    console.log(
      `${username}: main wallet ${minor(view.funds.balance)}: free ${money(view.free)}, locked ${money(view.locked)}`,
    );
    input.printTable(
      view.pockets.map((p) => ({
        bonus: p.bonusId,
        title: p.title,
        locked: p.locked,
        wagered: `${p.wagered} / ${p.required}`,
        spend: p.spend,
        expires: p.expiresAt ?? '',
      })),
    );
    return 0;
  }
  if (!input.target || !/^\d{1,18}$/.test(input.target)) throw input.usage('the bonus id is required');
  const { pocket, replayed } = await forfeitPocket(db, brand, {
    bonusId: BigInt(input.target),
    reason: 'cancelled',
    operator: { actor: required('by'), why: required('reason', ' to forfeit a bonus') },
  });
  console.log(
    `bonus ${pocket.bonus_id}: ${replayed ? 'already forfeited, nothing changed' : `forfeited ${minor(pocket.forfeited)}, ${minor(pocket.released)} became free (recorded in ops_action)`}`,
  );
  return 0;
}
