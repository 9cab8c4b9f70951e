import { type Kysely, sql } from 'kysely';
import { type CurrencyOfMessage, moneyParam } from '@/core/message-params';
import type { Database } from '@/server/db/database';
import type { ProtectionQuestion, ProtectionRefusal } from './guard';
import type { LimitKind, LimitPeriod } from './limits.tables';

/**
 * The player's own deposit, loss and wager limits (issue 27, docs/responsible-gaming-limits.md): the answer the
 * guard (guard.ts) gets for a deposit or a bet. Every limit in force is checked, so where limits overlap (a daily
 * and a weekly one) the lowest binds. Periods are calendar days, ISO weeks (from Monday) and months in the brand's
 * time zone; the refusal names the limit, its period and the moment it resets.
 *
 * Sums come from what is already kept, by indexed reads of the account's own rows: deposits from payment_deposit
 * (index account_id, created_at; pending and credited orders count, failed ones do not, so several open orders cannot
 * pass a limit together), wagers from the ledger's `bet` postings out of the player's wallets and net loss as bets
 * minus `win` and `refund` postings into them (indexes ledger_account_owned and ledger_transfer_debit/_credit).
 */

export const MONEY_LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type MoneyLimitKind = (typeof MONEY_LIMIT_KINDS)[number];

/** Error code of a refusal: `<kind>_limit_<period>` (src/core/error-codes.ts). */
export const limitCode = (kind: MoneyLimitKind, period: Exclude<LimitPeriod, 'session'>) =>
  `${kind}_limit_${period}` as const;

/** What a refusal's amounts are written in, per brand: filled from the brands when the limits plugin starts. */
const currencies = new Map<string, CurrencyOfMessage>();
export function rememberCurrency(brandCode: string, currency: CurrencyOfMessage): void {
  currencies.set(brandCode, currency);
}

/** The value in force at `now`: a raise or removal applies once its 24 hours are over. */
export function valueAt(
  row: { amount: bigint; pending_amount: bigint | null; pending_at: Date | null },
  now: Date,
): bigint | null {
  if (row.pending_at && row.pending_at.getTime() <= now.getTime()) return row.pending_amount;
  return row.amount;
}

export interface LimitUse {
  kind: MoneyLimitKind;
  period: Exclude<LimitPeriod, 'session'>;
  limit: bigint;
  used: bigint;
  startsAt: Date;
  resetsAt: Date;
  /** The reset as the brand's clock shows it: "2026-11-30 00:00 (Asia/Manila)". */
  resetsAtText: string;
  currency: string;
}

const PLAYER_WALLETS = sql`('player_cash', 'player_bonus', 'player_game_wallet')`;

/**
 * The account's money limits in force for `kinds` at `now` (database clock when absent) with what their current
 * period has used: one statement, nothing read when the account has no limit.
 */
export async function limitUses(
  db: Kysely<Database>,
  accountId: bigint,
  brandCode: string,
  kinds: readonly MoneyLimitKind[],
  now?: Date,
): Promise<LimitUse[]> {
  const at = now ?? null;
  const { rows } = await sql<{
    kind: MoneyLimitKind;
    period: Exclude<LimitPeriod, 'session'>;
    value: string;
    starts: Date;
    resets: Date;
    resets_text: string;
    currency: string;
    used: string;
  }>`
    with t as (select coalesce(${at}::timestamptz, now()) as now),
    lim as (
      select l.kind, l.period,
        case when l.pending_at is not null and l.pending_at <= t.now then l.pending_amount else l.amount end as value,
        t.now, b.timezone as tz, b.currency
      from player_limit l cross join t join brand b on b.code = ${brandCode}
      where l.account_id = ${accountId} and l.kind = any(${kinds as unknown as string[]}::text[])
    ),
    win as (
      select lim.*,
        date_trunc(lim.period, lim.now at time zone lim.tz) at time zone lim.tz as starts,
        (date_trunc(lim.period, lim.now at time zone lim.tz) + ('1 ' || lim.period)::interval) at time zone lim.tz
          as resets
      from lim where lim.value is not null
    ),
    bets as (
      select w.kind, w.period, coalesce(sum(tr.amount), 0) as amount
      from win w join ledger_account a on a.owner_id = ${accountId} and a.kind in ${PLAYER_WALLETS}
        join ledger_transfer tr on tr.debit_account_id = a.id and tr.kind = 'bet'
          and tr.created_at >= w.starts and tr.created_at <= w.now
      where w.kind in ('loss', 'wager') group by w.kind, w.period
    ),
    returns as (
      select w.kind, w.period, coalesce(sum(tr.amount), 0) as amount
      from win w join ledger_account a on a.owner_id = ${accountId} and a.kind in ${PLAYER_WALLETS}
        join ledger_transfer tr on tr.credit_account_id = a.id and tr.kind in ('win', 'refund')
          and tr.created_at >= w.starts and tr.created_at <= w.now
      where w.kind = 'loss' group by w.kind, w.period
    ),
    deposits as (
      select w.kind, w.period, coalesce(sum(d.amount), 0) as amount
      from win w join payment_deposit d on d.account_id = ${accountId} and d.status <> 'failed'
        and d.created_at >= w.starts and d.created_at <= w.now
      where w.kind = 'deposit' group by w.kind, w.period
    )
    select w.kind, w.period, w.value::text as value, w.starts, w.resets, w.currency,
      to_char(w.resets at time zone w.tz, 'YYYY-MM-DD HH24:MI') || ' (' || w.tz || ')' as resets_text,
      (case w.kind
        when 'deposit' then coalesce(d.amount, 0)
        when 'wager' then coalesce(b.amount, 0)
        else coalesce(b.amount, 0) - coalesce(r.amount, 0) end)::text as used
    from win w
      left join bets b on b.kind = w.kind and b.period = w.period
      left join returns r on r.kind = w.kind and r.period = w.period
      left join deposits d on d.kind = w.kind and d.period = w.period
    order by w.resets desc`.execute(db);
  return rows.map((r) => ({
    kind: r.kind,
    period: r.period,
    limit: BigInt(r.value),
    used: BigInt(r.used),
    startsAt: r.starts,
    resetsAt: r.resets,
    resetsAtText: r.resets_text,
    currency: r.currency,
  }));
}

const KINDS_OF: Partial<Record<ProtectionQuestion['action'], readonly MoneyLimitKind[]>> = {
  deposit: ['deposit'],
  bet: ['loss', 'wager'],
};

function currencyOf(brandCode: string, code: string): CurrencyOfMessage {
  const known = currencies.get(brandCode);
  if (known) return known;
  // Every brand's currency is remembered when the plugin starts; an unknown code reads with two decimals.
  return { code, symbol: code, minorUnits: 2 };
}

/**
 * The refusal a player's own limit gives a deposit or a bet of `amount`: deposit → deposits in the period + amount
 * over the limit; bet → wagers (or net loss) in the period + stake over the limit. When several limits refuse, the
 * one that resets last is named (the one that holds the player longest).
 */
export async function limitRefusal(
  db: Kysely<Database>,
  question: ProtectionQuestion,
): Promise<ProtectionRefusal | null> {
  const kinds = KINDS_OF[question.action];
  if (!kinds) return null;
  const amount = question.amount ?? 0n;
  const uses = await limitUses(db, question.accountId, question.brandCode, kinds, question.now);
  const refused = uses.find((u) => u.used + amount > u.limit);
  if (!refused) return null;
  const currency = currencyOf(question.brandCode, refused.currency);
  const left = refused.limit - refused.used;
  return {
    code: limitCode(refused.kind, refused.period),
    params: {
      limit: moneyParam(refused.limit, currency),
      used: moneyParam(refused.used > 0n ? refused.used : 0n, currency),
      left: moneyParam(left > 0n ? left : 0n, currency),
      resetsAt: refused.resetsAtText,
    },
  };
}

export type { LimitKind, LimitPeriod };
