/**
 * The player's own responsible-gaming limits (issue 27, docs/responsible-gaming-limits.md): deposit, loss and wager
 * limits per day, week or month, the session time limit and the reality check interval (minutes). A new limit or a
 * decrease applies at once; a raise or a removal after a 24-hour cooling-off (pendingAmount / pendingRemoval and
 * pendingAt say what changes and when).
 */
import { contract } from './contract';
import { Bool, Enum, Int, Nullable, type Static, Str, Text, Type } from './schema';

const tags = ['member'];
const bearer = [{ bearer: [] }];

export const LIMIT_KINDS = ['deposit', 'loss', 'wager', 'session', 'reality_check'] as const;
export const LIMIT_PERIODS = ['day', 'week', 'month', 'session'] as const;

export const PlayerLimitView = Type.Object({
  kind: Enum(LIMIT_KINDS),
  /** day | week | month for money limits; session for the session time limit and the reality check. */
  period: Enum(LIMIT_PERIODS),
  /** In force now: a decimal amount of the brand currency, or whole minutes. */
  amount: Str,
  /** A raise waiting for its cooling-off to end. */
  pendingAmount: Nullable(Str),
  /** The limit ends at pendingAt. */
  pendingRemoval: Bool,
  pendingAt: Nullable(Str),
  /** Money limits: what the current period has used (deposited, wagered, net loss) and when it resets. */
  used: Nullable(Str),
  resetsAt: Nullable(Str),
});
export type PlayerLimitView = Static<typeof PlayerLimitView>;

const MinuteBounds = Type.Object({ min: Int, max: Int });

export const PlayerLimits = Type.Object({
  currency: Str,
  coolingOffHours: Int,
  minutes: Type.Object({ session: MinuteBounds, reality_check: MinuteBounds }),
  limits: Type.Array(PlayerLimitView),
});
export type PlayerLimits = Static<typeof PlayerLimits>;

export const SetLimitBody = Type.Object(
  { kind: Enum(LIMIT_KINDS), period: Enum(LIMIT_PERIODS), amount: Text(32) },
  { additionalProperties: false },
);
export type SetLimitBody = Static<typeof SetLimitBody>;

export const playerLimits = contract({
  method: 'GET',
  url: '/wps/member/limits',
  tags,
  summary: "The player's own limits, their pending raises or removals, and what each period has used",
  security: bearer,
  value: PlayerLimits,
});

export const setPlayerLimit = contract({
  method: 'PUT',
  url: '/wps/member/limits',
  tags,
  summary: 'Set a limit: new or lower applies at once, higher after the 24-hour cooling-off',
  security: bearer,
  body: SetLimitBody,
  value: PlayerLimits,
});

export const removePlayerLimit = contract({
  method: 'POST',
  url: '/wps/member/limits/remove',
  tags,
  summary: 'Remove a limit: it ends after the 24-hour cooling-off (the reality check at once)',
  security: bearer,
  body: Type.Object(
    { kind: Enum(LIMIT_KINDS), period: Enum(LIMIT_PERIODS) },
    { additionalProperties: false },
  ),
  value: PlayerLimits,
});

export const SessionLimits = Type.Object({
  startedAt: Str,
  /** The server's clock: the SPA counts from here. */
  now: Str,
  minutesPlayed: Int,
  /** When the session time limit ends this session; null without a limit. */
  endsAt: Nullable(Str),
  /** The reality check interval; null: none. */
  realityCheckMinutes: Nullable(Int),
  /** Wins and refunds minus stakes since the session began (decimal, signed). */
  netResult: Str,
});
export type SessionLimits = Static<typeof SessionLimits>;

export const sessionLimits = contract({
  method: 'GET',
  url: '/wps/member/limits/session',
  tags,
  summary: "This session's time played, net result, end (session time limit) and reality check interval",
  security: bearer,
  value: SessionLimits,
});
