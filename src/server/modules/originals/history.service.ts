import { sql } from 'kysely';
import type { HistoryOutcome, HistoryPage, InstantOutcome } from '@/core/api/originals';
import { type EngineDeps, money, multiplierText } from './engine';
import type { GameSession } from './game-session';

/**
 * GET /wps/originals/history: the player's in-house bets, newest first, with everything the /fairness page needs
 * to verify each: nonce, client seed, the server seed's hash — and the server seed once the pair was rotated;
 * crash bets carry their round's hash and point once it crashed. Open mines boards hide their mines.
 */

interface Row {
  id: bigint;
  game: string;
  amount: bigint;
  multiplier4: bigint | null;
  payout: bigint | null;
  status: string;
  nonce: number | null;
  outcome: Record<string, unknown> | null;
  params: Record<string, unknown>;
  server_seed: string | null;
  server_seed_hash: string | null;
  round_id: bigint | null;
  auto_cashout: number | null;
  cashout: number | null;
  round_hash: string | null;
  crash_point: number | null;
  created_at: Date;
}

export async function betHistory(
  deps: EngineDeps,
  session: GameSession,
  query: { game?: string; pageNo: number; pageSize: number },
): Promise<HistoryPage> {
  const where = sql`b.owner = ${session.owner} and b.status in ('open', 'settled', 'closed')
    and (${query.game ?? null}::text is null or b.game = ${query.game ?? null})`;
  const [{ rows }, { rows: counts }] = await Promise.all([
    sql<Row>`select b.id, b.game, b.amount, b.multiplier4, b.payout, b.status, b.nonce, b.outcome, b.params,
        case when s.revealed_at is not null then s.server_seed end as server_seed, s.server_seed_hash,
        b.round_id, b.auto_cashout, b.cashout,
        case when r.phase = 'crashed' then r.hash end as round_hash,
        case when r.phase = 'crashed' then r.crash_point end as crash_point, b.created_at
      from mq_bet b
      left join fair_seed s on s.id = b.seed_id
      left join crash_round r on r.id = b.round_id
      where ${where}
      order by b.id desc limit ${query.pageSize} offset ${(query.pageNo - 1) * query.pageSize}`.execute(
      deps.db,
    ),
    sql<{ n: number }>`select count(*)::int as n from mq_bet b where ${where}`.execute(deps.db),
  ]);
  const total = counts[0]?.n ?? 0;
  const brand = session.brand;
  return {
    content: rows.map((r) => {
      const { clientSeed, serverSeedHash: _hash, ...rest } = (r.outcome ?? {}) as Record<string, unknown>;
      const open = r.status === 'open';
      const outcome: HistoryOutcome | null =
        r.game === 'crash'
          ? {
              roundId: r.round_id?.toString() ?? null,
              autoCashout: r.auto_cashout === null ? null : r.auto_cashout / 100,
              cashout: r.cashout === null ? null : r.cashout / 100,
              crashPoint: r.crash_point === null ? null : r.crash_point / 100,
              hash: r.round_hash,
            }
          : r.outcome === null
            ? null
            : r.game === 'mines'
              ? {
                  mines: r.params.mines as number,
                  revealed: rest.revealed as number[],
                  hit: (rest.hit as number | undefined) ?? null,
                  minePositions: open ? null : (rest.mines as number[]),
                }
              : (rest as InstantOutcome);
      const payout = r.payout ?? 0n;
      return {
        betId: r.id.toString(),
        game: r.game,
        amount: money(brand, r.amount),
        multiplier: multiplierText(r.multiplier4),
        payout: open ? null : money(brand, payout),
        profit: open ? null : money(brand, payout - r.amount),
        status: open ? 'open' : payout > r.amount ? 'won' : payout === r.amount ? 'draw' : 'lost',
        nonce: r.nonce,
        clientSeed: (clientSeed as string | undefined) ?? null,
        serverSeedHash: r.server_seed_hash,
        serverSeed: r.server_seed,
        roundId: r.round_id?.toString() ?? null,
        outcome,
        createdAt: r.created_at.toISOString(),
      };
    }),
    pageNum: query.pageNo,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}
