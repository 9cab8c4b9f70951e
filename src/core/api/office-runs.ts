/**
 * The back office's leaderboards and jackpots and the support desk's operators (issue 26, docs/back-office.md
 * "Leaderboards and jackpots", "Support desk operators"). Amounts are formatted in the brand's currency (its minor
 * units), as the ops CLI prints them.
 */
import { contract } from './contract';
import { BrandParams, office, Reason } from './office';
import { Bool, Enum, Int, Nullable, type Static, Str, Type } from './schema';

/** The pool as its stored sums say, and the `jackpot-explain` recomputation from the ledger beside it. */
export const JackpotPool = Type.Object({
  currency: Str,
  balance: Str,
  seeded: Str,
  contributed: Str,
  paid: Str,
  wins: Int,
  /** Settled stakes queued for the next run. */
  pendingEvents: Int,
  lastWin: Nullable(Type.Object({ username: Str, amount: Str, at: Str })),
  explain: Type.Object({
    seeded: Str,
    contributed: Str,
    paid: Str,
    wins: Int,
    /** seeded + contributed − paid, from the postings. */
    expected: Str,
    /** balance − expected: "0" when they agree. */
    difference: Str,
    /** Every problem jackpot-explain finds (a contribution that does not match its stakes, …). */
    problems: Type.Array(Str),
    ok: Bool,
  }),
});
export type JackpotPool = Static<typeof JackpotPool>;

export const JackpotView = Type.Object({
  /** false: the brand has no jackpot (brand.json `jackpot`); a run only marks queued stakes done. */
  enabled: Bool,
  config: Nullable(Type.Object({ seed: Str, contributionBp: Int, oneIn: Int, minStake: Str })),
  pools: Type.Array(JackpotPool),
});
export type JackpotView = Static<typeof JackpotView>;

export const officeJackpot = contract({
  method: 'GET',
  url: '/office/api/b/:brand/jackpot',
  ...office,
  summary: "The brand's jackpot pool with the jackpot-explain recomputation (seeds + contributions − wins)",
  params: BrandParams,
  value: JackpotView,
});

export const officeJackpotRun = contract({
  method: 'POST',
  url: '/office/api/b/:brand/jackpot/run',
  ...office,
  summary:
    'Fund and draw the pool now (runJackpot, as npm run ops -- jackpot-run; idempotent), with a reason',
  params: BrandParams,
  body: Type.Object({ reason: Reason }, { additionalProperties: false }),
  value: Type.Object({ processed: Int, wins: Int, jackpot: JackpotView }),
});

export const EndedPeriod = Type.Object({
  periodKey: Str,
  state: Enum(['paid', 'due', 'waiting'] as const),
  settledAt: Nullable(Str),
  ranked: Int,
  prizes: Int,
  prizeTotal: Str,
});

export const Board = Type.Object({
  id: Str,
  title: Str,
  metric: Str,
  period: Str,
  size: Int,
  current: Type.Object({
    periodKey: Str,
    from: Str,
    to: Str,
    top: Type.Array(Type.Object({ rank: Int, username: Str, value: Str, prize: Nullable(Str) })),
  }),
  ended: Type.Array(EndedPeriod),
});
export type Board = Static<typeof Board>;

/** The boards with the brand's currency and time zone (periods are brand days, weeks and months). */
export const officeLeaderboards = contract({
  method: 'GET',
  url: '/office/api/b/:brand/leaderboards',
  ...office,
  summary: "The brand's leaderboards: the current period's standings and the ended periods' payout state",
  params: BrandParams,
  value: Type.Object({ currency: Str, timezone: Str, boards: Type.Array(Board) }),
});

export const officeLeaderboardsSettle = contract({
  method: 'POST',
  url: '/office/api/b/:brand/leaderboards/settle',
  ...office,
  summary: 'Pay ended periods now (settleLeaderboards, as npm run ops -- leaderboard-settle; idempotent)',
  params: BrandParams,
  body: Type.Object({ reason: Reason }, { additionalProperties: false }),
  value: Type.Object({ paid: Int, currency: Str, timezone: Str, boards: Type.Array(Board) }),
});

export const DeskOperator = Type.Object({
  username: Str,
  displayName: Str,
  /** null: every brand (only the CLI grants that). */
  brands: Nullable(Type.Array(Str)),
  createdAt: Str,
  /** The start of its latest session still kept (sessions end after 12 hours; a sign-out deletes its own). */
  lastSessionAt: Nullable(Str),
  /** Whether this staff member may change it (desk.manage on every brand it serves). */
  manageable: Bool,
});
export type DeskOperator = Static<typeof DeskOperator>;

export const officeDeskOperators = contract({
  method: 'GET',
  url: '/office/api/b/:brand/desk/operators',
  ...office,
  summary: "The support desk's operator accounts serving this brand (never a password)",
  params: BrandParams,
  value: Type.Object({
    operators: Type.Array(DeskOperator),
    /** The brands this staff member may grant (where their roles have desk.manage). */
    grantable: Type.Array(Str),
  }),
});

export const DESK_USERNAME = '^[a-z0-9][a-z0-9._-]{2,31}$';

export const officeDeskOperatorSave = contract({
  method: 'POST',
  url: '/office/api/b/:brand/desk/operators',
  ...office,
  summary:
    'Create a desk operator or replace its shown name, password and brands (as npm run ops -- support-agent)',
  params: BrandParams,
  body: Type.Object(
    {
      username: Type.String({ pattern: DESK_USERNAME }),
      displayName: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
      /** The CLI's rule: at least 10 characters. */
      password: Type.String({ minLength: 10, maxLength: 128 }),
      brands: Type.Array(Type.String({ pattern: '^[a-z0-9-]{1,40}$' }), { minItems: 1, maxItems: 50 }),
      reason: Reason,
    },
    { additionalProperties: false },
  ),
  value: Type.Object({ operator: DeskOperator, created: Bool }),
});
