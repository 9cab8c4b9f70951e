import { type Kysely, sql } from 'kysely';
import type { Brand } from '@/core/brand';
import { formatAmount } from '@/core/money';
import { ORIGINAL_GAMES } from '@/core/original-games';
import { DECLARED_RTP } from '@/core/originals-config';
import type { Database } from '@/server/db/database';

/**
 * Observed return to player of the in-house games (docs/back-office.md "Lottery and originals"): per game, the
 * brand's settled real-money rounds (mq_bet status settled or closed, no demo credits) over the last 7 and 30 days
 * (by placing time) and all time: rounds, stake, payout and payout ÷ stake, beside the configured RTP
 * (src/core/originals-config.ts, the figure the maths are held to).
 */

interface Row {
  game: string;
  n7: number;
  s7: bigint;
  p7: bigint;
  n30: number;
  s30: bigint;
  p30: bigint;
  n: number;
  s: bigint;
  p: bigint;
}

/** A ratio in percent with two decimals, truncated ("98.73"); null without stake. */
export function percentOf(payout: bigint, stake: bigint): string | null {
  if (stake <= 0n) return null;
  const bp = (payout * 10_000n) / stake;
  return `${bp / 100n}.${(bp % 100n).toString().padStart(2, '0')}`;
}

export async function originalsRtp(db: Kysely<Database>, brand: Brand, now = new Date()) {
  const d7 = new Date(now.getTime() - 7 * 86_400_000);
  const d30 = new Date(now.getTime() - 30 * 86_400_000);
  const { rows } = await sql<Row>`select game,
      count(*) filter (where created_at >= ${d7})::int as n7,
      coalesce(sum(amount) filter (where created_at >= ${d7}), 0)::bigint as s7,
      coalesce(sum(payout) filter (where created_at >= ${d7}), 0)::bigint as p7,
      count(*) filter (where created_at >= ${d30})::int as n30,
      coalesce(sum(amount) filter (where created_at >= ${d30}), 0)::bigint as s30,
      coalesce(sum(payout) filter (where created_at >= ${d30}), 0)::bigint as p30,
      count(*)::int as n, coalesce(sum(amount), 0)::bigint as s, coalesce(sum(payout), 0)::bigint as p
    from mq_bet
    where brand_code = ${brand.config.code} and demo_id is null and account_id is not null
      and status in ('settled', 'closed')
    group by game`.execute(db);
  const mu = brand.config.currency.minorUnits;
  const window = (n: number, s: bigint, p: bigint) => ({
    rounds: n,
    stake: formatAmount(BigInt(s), mu),
    payout: formatAmount(BigInt(p), mu),
    rtp: percentOf(BigInt(p), BigInt(s)),
  });
  return ORIGINAL_GAMES.map((game) => {
    const r = rows.find((x) => x.game === game);
    return {
      game,
      configured: (DECLARED_RTP[game] * 100).toFixed(2),
      days7: window(r?.n7 ?? 0, r?.s7 ?? 0n, r?.p7 ?? 0n),
      days30: window(r?.n30 ?? 0, r?.s30 ?? 0n, r?.p30 ?? 0n),
      all: window(r?.n ?? 0, r?.s ?? 0n, r?.p ?? 0n),
    };
  });
}
