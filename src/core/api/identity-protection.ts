/**
 * Responsible gaming in the member centre (issue 27, docs/responsible-gaming.md): the player's exclusion state and
 * taking a break or self-excluding. The limits of the same screen are identity-limits' (another contract file).
 */
import { BREAK_PERIODS, SELF_EXCLUSION_PERIODS } from '../exclusion';
import { contract } from './contract';
import { Enum, Nullable, type Static, Type } from './schema';

const tags = ['member'];

export const ExclusionView = Type.Object({
  kind: Enum(['break', 'self_exclusion'] as const),
  period: Type.String(),
  startsAt: Type.String(),
  /** null: permanent. */
  endsAt: Nullable(Type.String()),
});
export type ExclusionView = Static<typeof ExclusionView>;

export const ProtectionState = Type.Object({
  /** The exclusion in force (only an operator's tools read it: an excluded player cannot sign in). */
  exclusion: Nullable(ExclusionView),
  breakPeriods: Type.Array(Enum(BREAK_PERIODS)),
  selfExclusionPeriods: Type.Array(Enum(SELF_EXCLUSION_PERIODS)),
});
export type ProtectionState = Static<typeof ProtectionState>;

export const protectionState = contract({
  method: 'GET',
  url: '/wps/member/protection',
  tags,
  summary: 'Responsible gaming: the periods a player may take a break or self-exclude for',
  value: ProtectionState,
});

export const takeExclusion = contract({
  method: 'POST',
  url: '/wps/member/protection/exclusion',
  tags,
  summary:
    'Take a break (24 h to 6 weeks) or self-exclude (6 months to permanent); signs the player out everywhere',
  body: Type.Object(
    {
      period: Enum([...BREAK_PERIODS, ...SELF_EXCLUSION_PERIODS] as const),
      /** The player confirmed the text that says what happens (the screen's second step). */
      confirmed: Type.Literal(true),
    },
    { additionalProperties: false },
  ),
  value: ExclusionView,
});
