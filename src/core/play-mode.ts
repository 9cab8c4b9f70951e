import { isTrialType } from './account-types';

/**
 * What money an account plays with (spec §6): a trial (free-play, type 4) account has demo play only — demo
 * credits, never the ledger — and is refused every real-money action; every other member plays for real.
 * The one question the server's launch, wallet and demo-balance paths ask (a minimal stand-in for the account-type
 * capability table of the session guard: the lead merges the two).
 */
export type PlayMode = 'real' | 'demo';

export const playModeOf = (type: number): PlayMode => (isTrialType(type) ? 'demo' : 'real');

/** May this account type move real money (deposit, withdraw, transfer, claim, real stakes)? */
export const mayUseRealMoney = (type: number): boolean => playModeOf(type) === 'real';
