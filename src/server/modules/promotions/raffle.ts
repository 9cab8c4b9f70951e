import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { serverSeedHash } from '@/core/fairness';
import { formatAmount } from '@/core/money';
import { type PromotionDef, type RaffleReward, turnoverRequired } from '@/core/promotions';
import { drawRaffle, type RaffleEntry, raffleClientSeed } from '@/core/raffle-draw';
import { AppError } from '@/server/errors';
import { award } from '../bonus/award';
import { nowOf, type PromoCtx } from './context';
import { windowOf, windowState } from './schedule';
import { validBet } from './valid-bet';

type Raffle = PromotionDef & { kind: 'raffle'; reward: RaffleReward };

/** The commitment of a started raffle: created once (the first look after the start), never changed. */
export async function ensureRaffle(ctx: PromoCtx, p: PromotionDef) {
  const seed = randomBytes(32).toString('hex');
  await ctx.db
    .insertInto('promotion_raffle')
    .values({
      brand_code: ctx.brand.config.code,
      promotion_id: p.id,
      server_seed: seed,
      server_seed_hash: serverSeedHash(seed),
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Tickets of a joined player: valid bet in the window after joining (in the raffle's categories). */
export async function ticketsOf(ctx: PromoCtx, p: PromotionDef, accountId: bigint, joinedAt: Date) {
  if (p.kind !== 'raffle') return { tickets: 0, validBet: 0n };
  const w = windowOf(ctx.brand, p);
  const from = joinedAt > w.start ? joinedAt : w.start;
  const now = nowOf(ctx);
  const to = w.end && w.end < now ? w.end : now;
  const bet = await validBet(ctx.db, accountId, from, to, p.reward.categories);
  return { tickets: Number(bet / BigInt(p.reward.ticketEvery)), validBet: bet };
}

const mask = (name: string) =>
  name.length <= 3 ? `${name[0] ?? ''}***` : `${name.slice(0, 2)}***${name.slice(-1)}`;

/** The raffle part of a promotion's detail: commitment, and after the draw the seeds, entries count and winners. */
export async function raffleView(ctx: PromoCtx, p: PromotionDef, accountId: bigint | undefined) {
  if (p.kind !== 'raffle') return null;
  const row = await ctx.db
    .selectFrom('promotion_raffle')
    .selectAll()
    .where('brand_code', '=', ctx.brand.config.code)
    .where('promotion_id', '=', p.id)
    .executeTakeFirst();
  const units = ctx.brand.config.currency.minorUnits;
  const winners = row?.drawn_at
    ? await ctx.db
        .selectFrom('promotion_bonus as b')
        .innerJoin('account as a', 'a.id', 'b.account_id')
        .select(['b.rank', 'b.amount', 'b.status', 'b.account_id', 'a.username'])
        .where('b.brand_code', '=', ctx.brand.config.code)
        .where('b.promotion_id', '=', p.id)
        .where('b.kind', '=', 'raffle')
        .orderBy('b.rank')
        .execute()
    : [];
  const entries = new Map((row?.entries ?? []).map(([id, t]) => [id, t]));
  const mine = winners.find((w) => accountId !== undefined && w.account_id === accountId);
  return {
    commitment: row?.server_seed_hash ?? null,
    drawAt: windowOf(ctx.brand, p).end?.toISOString() ?? null,
    drawnAt: row?.drawn_at?.toISOString() ?? null,
    serverSeed: row?.drawn_at ? row.server_seed : null,
    clientSeed: row?.drawn_at ? row.client_seed : null,
    totalTickets:
      row?.total_tickets === null || row?.total_tickets === undefined ? null : Number(row.total_tickets),
    entries: row?.drawn_at ? (row.entries ?? []).map(([id, tickets]) => ({ id, tickets })) : null,
    winners: winners.map((w) => ({
      rank: w.rank,
      prize: formatAmount(w.amount, units),
      player: mask(w.username),
      tickets: entries.get(w.account_id.toString()) ?? 0,
    })),
    myPrize: mine
      ? { rank: mine.rank, prize: formatAmount(mine.amount, units), claimed: mine.status === 'credited' }
      : null,
  };
}

/** Seals the entries (once): every joined, active player with at least one ticket, ascending account id. */
async function seal(ctx: PromoCtx, p: Raffle) {
  const code = ctx.brand.config.code;
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('promotion_raffle')
      .selectAll()
      .where('brand_code', '=', code)
      .where('promotion_id', '=', p.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (row.entries) return row;
    const w = windowOf(ctx.brand, p);
    const players = await trx
      .selectFrom('promotion_player as pp')
      .innerJoin('account as a', 'a.id', 'pp.account_id')
      .select(['pp.account_id', 'pp.joined_at'])
      .where('pp.brand_code', '=', code)
      .where('pp.promotion_id', '=', p.id)
      .where('pp.joined_at', 'is not', null)
      .where('pp.joined_at', '<', w.end!)
      .where('a.status', '=', 'active')
      .orderBy('pp.account_id')
      .execute();
    const entries: RaffleEntry[] = [];
    for (const player of players) {
      const from = new Date(Math.max(player.joined_at!.getTime(), w.start.getTime()));
      const bet = await validBet(trx, player.account_id, from, w.end!, p.reward.categories);
      const tickets = Number(bet / BigInt(p.reward.ticketEvery));
      if (tickets > 0) entries.push([player.account_id.toString(), tickets]);
    }
    return trx
      .updateTable('promotion_raffle')
      .set({
        client_seed: raffleClientSeed(entries),
        entries: JSON.stringify(entries),
        total_tickets: entries.reduce((sum, [, t]) => sum + t, 0),
      })
      .where('brand_code', '=', code)
      .where('promotion_id', '=', p.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/**
 * Draws a raffle whose window has ended (idempotent: sealed entries, award keys per rank, then drawn_at). Winners
 * get a claimable prize (reward center; MCS2_claimRafflePromotion credits it).
 */
export async function drawIfDue(ctx: PromoCtx, p: PromotionDef): Promise<boolean> {
  if (p.kind !== 'raffle' || windowState(ctx.brand, p, nowOf(ctx)) !== 'ended') return false;
  await ensureRaffle(ctx, p);
  const row = await seal(ctx, p as Raffle);
  if (row.drawn_at) return false;
  const winners = drawRaffle(row.server_seed, row.client_seed!, row.entries ?? [], p.reward.prizes.length);
  for (const w of winners) {
    // A winner blocked since the entries were sealed gets nothing (award refuses: promotion_not_eligible).
    await award(ctx.db, {
      brand: ctx.brand,
      promotion: p,
      accountId: BigInt(w.accountId),
      key: `raffle:${p.id}:${w.rank}`,
      periodKey: 'all',
      source: `raffle rank ${w.rank}`,
      amount: BigInt(p.reward.prizes[w.rank - 1]!),
      turnoverRequired: (amount) => turnoverRequired(p, amount),
      status: 'claimable',
      rank: w.rank,
      noLimit: true,
    }).catch((error: unknown) => {
      if (!(error instanceof AppError)) throw error;
    });
  }
  await sql`update promotion_raffle set drawn_at = now() where brand_code = ${ctx.brand.config.code}
    and promotion_id = ${p.id} and drawn_at is null`.execute(ctx.db);
  return true;
}
