import { type Kysely, sql } from 'kysely';

/**
 * Bonus pockets (docs/money.md "Bonus money"). Every bonus that carries a turnover opens a pocket: the part of
 * the player's main wallet it locks until its own turnover is met. The money itself stays in the main wallet
 * (player_cash): the pocket is the claim on it, kept in step with the postings by triggers in the posting's
 * transaction, so the one question "how much of this balance is free?" is `balance − Σ open pockets` and holds
 * on every path money can take.
 *
 * - bonus_pocket: one row per bonus with a turnover. `locked` never exceeds what the wallet holds (the sum over a
 *   wallet's open pockets ≤ its balance); `wagered` is the weighted valid bet counted for this bonus alone (bets
 *   placed after it was credited); closing it (completed, cancelled, expired) sets `locked` to 0.
 * - bonus_stake: which pockets paid which bet (the part of the stake taken from locked money), so the bet's wins
 *   and refunds return to those pockets pro rata: wins on locked money stay locked.
 * - bonus_pocket_posting (after insert on ledger_transfer, debit = a main wallet with an open pocket): a bet takes
 *   its stake from bonus-first pockets, then free cash, then cash-first pockets, oldest first; a forfeit is the
 *   pockets' own posting; any other debit that would leave less than the locked amount is refused (MQ030) — the
 *   backstop behind the free-balance guard every outflow asks first.
 * - bonus_pocket_bet (after insert/update on vendor_bet): win and refund shares back to the pockets; the bet's
 *   valid amount × the category weight counts once for every pocket opened before it, and a pocket whose
 *   turnover is met closes (its locked amount becomes free).
 * - promotion_bonus.deposit_id: the qualifying deposit of a deposit bonus ("in play" check at claim), and the
 *   status 'void' for a deposit bonus refused because its deposit left play.
 * - leaderboard_settlement.standings: the ranking a board period was paid from, shown once the period is settled.
 *
 * Lock order: ledger accounts (ledger_post, ascending ids) → bonus_pocket rows (opening time, bonus id).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table promotion_bonus add column deposit_id bigint references payment_deposit (id)`.execute(
    db,
  );
  await sql`update promotion_bonus set deposit_id = split_part(award_key, ':', 3)::bigint
    where award_key ~ '^deposit:[a-z0-9-]+:[0-9]{1,18}$'`.execute(db);
  await sql`alter table promotion_bonus drop constraint promotion_bonus_status_check`.execute(db);
  await sql`alter table promotion_bonus add constraint promotion_bonus_status_check
    check (status in ('claimable', 'credited', 'void'))`.execute(db);

  await sql`
    create table bonus_pocket (
      bonus_id bigint primary key references promotion_bonus (id),
      brand_code text not null,
      account_id bigint not null references account (id),
      cash_account_id bigint not null references ledger_account (id),
      locked bigint not null check (locked >= 0),
      bonus_part bigint not null check (bonus_part >= 0),
      deposit_part bigint not null default 0 check (deposit_part >= 0),
      required bigint not null check (required > 0),
      wagered bigint not null default 0 check (wagered >= 0),
      weights jsonb not null default '{}',
      spend text not null check (spend in ('cash_first', 'bonus_first')),
      opened_at timestamptz not null default now(),
      expires_at timestamptz,
      closed_at timestamptz,
      outcome text check (outcome in ('completed', 'cancelled', 'expired')),
      released bigint,
      forfeited bigint,
      forfeit_transfer_id bigint references ledger_transfer (id),
      check ((closed_at is null) = (outcome is null)),
      check (closed_at is null or locked = 0)
    )`.execute(db);
  await sql`create index bonus_pocket_wallet_open on bonus_pocket (cash_account_id, opened_at, bonus_id)
    where closed_at is null`.execute(db);
  await sql`create index bonus_pocket_player_open on bonus_pocket (account_id, opened_at, bonus_id)
    where closed_at is null`.execute(db);
  await sql`create index bonus_pocket_expiring on bonus_pocket (expires_at)
    where closed_at is null and expires_at is not null`.execute(db);
  await sql`
    create table bonus_stake (
      bet_transfer_id bigint not null references ledger_transfer (id),
      bonus_id bigint not null references bonus_pocket (bonus_id),
      amount bigint not null check (amount > 0),
      primary key (bet_transfer_id, bonus_id)
    )`.execute(db);
  await sql`create index bonus_stake_bonus on bonus_stake (bonus_id)`.execute(db);

  await sql`
    create function bonus_pocket_posting() returns trigger language plpgsql as $$
    declare
      v_locked bigint;
      v_free bigint;
      v_left bigint;
      v_take bigint;
      v_pass integer;
      v_pocket record;
    begin
      if new.kind = 'bonus_forfeit' or not exists (select 1 from bonus_pocket p
          where p.cash_account_id = new.debit_account_id and p.closed_at is null) then
        return null;
      end if;
      select coalesce(sum(x.locked), 0) into v_locked from (select p.locked from bonus_pocket p
        where p.cash_account_id = new.debit_account_id and p.closed_at is null
        order by p.opened_at, p.bonus_id for update) x;
      if new.kind <> 'bet' then
        if new.debit_balance_after < v_locked then
          raise exception 'bonus funds locked: % of account % is locked by bonuses, % would be left after %',
            v_locked, new.debit_account_id, new.debit_balance_after, new.kind using errcode = 'MQ030';
        end if;
        return null;
      end if;
      -- The stake: bonus-first pockets, then free cash, then cash-first pockets (oldest first).
      v_free := greatest(new.debit_balance_after + new.amount - v_locked, 0);
      v_left := new.amount;
      for v_pass in 1..3 loop
        if v_pass = 2 then
          v_take := least(v_left, v_free);
          v_left := v_left - v_take;
        else
          for v_pocket in select p.bonus_id, p.locked from bonus_pocket p
              where p.cash_account_id = new.debit_account_id and p.closed_at is null and p.locked > 0
                and p.spend = case v_pass when 1 then 'bonus_first' else 'cash_first' end
              order by p.opened_at, p.bonus_id loop
            exit when v_left = 0;
            v_take := least(v_left, v_pocket.locked);
            update bonus_pocket set locked = locked - v_take where bonus_id = v_pocket.bonus_id;
            insert into bonus_stake (bet_transfer_id, bonus_id, amount) values (new.id, v_pocket.bonus_id, v_take);
            v_left := v_left - v_take;
          end loop;
        end if;
      end loop;
      return null;
    end $$`.execute(db);
  await sql`create trigger bonus_pocket_posting after insert on ledger_transfer for each row
    execute function bonus_pocket_posting()`.execute(db);

  await sql`
    create function bonus_pocket_bet() returns trigger language plpgsql as $$
    declare
      v_delta bigint := 0;
      v_row record;
      v_weight bigint;
      v_wagered bigint;
      v_valid boolean;
      v_was_valid boolean := false;
    begin
      -- A win or refund of a stake paid (partly) from locked money returns that part to its pockets, pro rata.
      if tg_op = 'UPDATE' and new.bet_transfer_id is not null and new.amount > 0 then
        if new.status = 'refunded' and old.status <> 'refunded' then
          v_delta := new.amount;
        elsif new.payout > old.payout then
          v_delta := new.payout - old.payout;
        end if;
        if v_delta > 0 then
          for v_row in select s.bonus_id, s.amount from bonus_stake s join bonus_pocket p on p.bonus_id = s.bonus_id
              where s.bet_transfer_id = new.bet_transfer_id and p.closed_at is null
              order by p.opened_at, p.bonus_id for update of p loop
            update bonus_pocket set locked = locked + v_delta * v_row.amount / new.amount
              where bonus_id = v_row.bonus_id;
          end loop;
        end if;
      end if;
      -- Turnover: a bet counts once, the first time it is a valid bet (the account reports' rule), for every
      -- open pocket opened before the bet was placed, at its category's weight (basis points, default 100 %).
      v_valid := new.status in ('open', 'settled') and (new.status = 'settled' or new.round_closed)
        and new.payout <> new.amount and new.amount > 0;
      if tg_op = 'UPDATE' then
        v_was_valid := old.status in ('open', 'settled') and (old.status = 'settled' or old.round_closed)
          and old.payout <> old.amount and old.amount > 0;
      end if;
      if v_valid and not v_was_valid then
        for v_row in select p.bonus_id, p.weights, p.required, p.wagered, p.locked from bonus_pocket p
            where p.account_id = new.account_id and p.closed_at is null and p.opened_at <= new.created_at
            order by p.opened_at, p.bonus_id for update loop
          v_weight := coalesce((v_row.weights ->> coalesce(new.category, ''))::bigint, 10000);
          v_wagered := v_row.wagered + new.amount * v_weight / 10000;
          if v_wagered >= v_row.required then
            update bonus_pocket set wagered = v_wagered, locked = 0, released = v_row.locked, closed_at = now(),
                outcome = 'completed'
              where bonus_id = v_row.bonus_id;
            update promotion_bonus set turnover_completed_at = now() where id = v_row.bonus_id;
          elsif v_wagered > v_row.wagered then
            update bonus_pocket set wagered = v_wagered where bonus_id = v_row.bonus_id;
          end if;
        end loop;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger bonus_pocket_bet_insert after insert on vendor_bet for each row
    when (new.status <> 'tombstone') execute function bonus_pocket_bet()`.execute(db);
  await sql`create trigger bonus_pocket_bet_update after update on vendor_bet for each row
    when (old.status is distinct from new.status or old.payout <> new.payout
      or old.round_closed <> new.round_closed)
    execute function bonus_pocket_bet()`.execute(db);

  // Bonuses credited before pockets existed and still wagering: a pocket each, locking what the wallet still
  // holds of them (oldest first), with the valid bet placed since each was credited.
  await sql`
    with open_bonus as (
      select b.id, b.brand_code, b.account_id, b.amount, b.turnover_required, b.credited_at, a.id as cash,
        a.balance, sum(b.amount) over (partition by b.account_id order by b.credited_at, b.id) as running
      from promotion_bonus b
      join ledger_account a on a.owner_id = b.account_id and a.kind = 'player_cash' and a.code = ''
      where b.status = 'credited' and b.turnover_required > 0 and b.turnover_completed_at is null
        and b.credited_at is not null
    ), counted as (
      select o.*, coalesce((select sum(v.amount) from vendor_bet v where v.account_id = o.account_id
        and v.created_at >= o.credited_at and v.status in ('open', 'settled')
        and (v.status = 'settled' or v.round_closed) and v.payout <> v.amount), 0)::bigint as wagered
      from open_bonus o
    ), completed as (
      update promotion_bonus b set turnover_completed_at = now() from counted c
      where b.id = c.id and c.wagered >= c.turnover_required returning b.id
    )
    insert into bonus_pocket (bonus_id, brand_code, account_id, cash_account_id, locked, bonus_part, required,
        wagered, spend, opened_at)
      select c.id, c.brand_code, c.account_id, c.cash, greatest(0, least(c.amount, c.balance - (c.running - c.amount))),
        c.amount, c.turnover_required, c.wagered, 'cash_first', c.credited_at
      from counted c where c.wagered < c.turnover_required`.execute(db);

  await sql`alter table leaderboard_settlement add column standings jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table leaderboard_settlement drop column standings`.execute(db);
  await sql`drop trigger bonus_pocket_bet_update on vendor_bet`.execute(db);
  await sql`drop trigger bonus_pocket_bet_insert on vendor_bet`.execute(db);
  await sql`drop function bonus_pocket_bet`.execute(db);
  await sql`drop trigger bonus_pocket_posting on ledger_transfer`.execute(db);
  await sql`drop function bonus_pocket_posting`.execute(db);
  await sql`drop table bonus_stake`.execute(db);
  await sql`drop table bonus_pocket`.execute(db);
  await sql`alter table promotion_bonus drop constraint promotion_bonus_status_check`.execute(db);
  await sql`delete from promotion_bonus where status = 'void'`.execute(db);
  await sql`alter table promotion_bonus add constraint promotion_bonus_status_check
    check (status in ('claimable', 'credited'))`.execute(db);
  await sql`alter table promotion_bonus drop column deposit_id`.execute(db);
}
