/**
 * Player 360's limit actions (issue 26, docs/responsible-gaming-limits.md "Operators"): staff set a limit for a
 * player (e.g. asked by phone), lift one or cancel a pending raise or removal — the player's own rules: a new or
 * lower limit applies at once, a raise or a removal only after the cooling-off the player's own request waits.
 */
import { contract } from './contract';
import { LIMIT_KINDS, LIMIT_PERIODS, PlayerLimits } from './identity-limits';
import { office, Reason } from './office';
import { Enum, type Static, Type } from './schema';

export const OFFICE_LIMIT_ACTIONS = ['set', 'lift', 'cancel'] as const;
export type OfficeLimitAction = (typeof OFFICE_LIMIT_ACTIONS)[number];

export const OfficeLimitBody = Type.Object(
  {
    kind: Enum(LIMIT_KINDS),
    period: Enum(LIMIT_PERIODS),
    /** set: a decimal amount of the brand currency (major units, converted exactly), or whole minutes. */
    amount: Type.Optional(Type.String({ maxLength: 32 })),
    reason: Reason,
  },
  { additionalProperties: false },
);
export type OfficeLimitBody = Static<typeof OfficeLimitBody>;

export const officePlayerLimit = contract({
  method: 'POST',
  url: '/office/api/b/:brand/players/:id/limits/:action',
  ...office,
  params: Type.Object({
    brand: Type.String({ pattern: '^[a-z0-9-]{1,40}$' }),
    id: Type.String({ pattern: '^[0-9]{1,19}$' }),
    action: Enum(OFFICE_LIMIT_ACTIONS),
  }),
  body: OfficeLimitBody,
  summary:
    "Set a player's limit (new or lower at once, higher after the cooling-off), lift one (after the cooling-off) or cancel a pending raise or removal (the services of `ops limit-set`, `limit-lift`, `limit-cancel`)",
  value: PlayerLimits,
});
