// The promotions feature's public entry: what other features use of it (tests/architecture/boundaries.test.ts). A
// part another feature shows only when needed is exported as a lazy component, so its code stays in its own chunk.
import { lazyNamed } from '@/web/lib/lazy-named';

export { BonusDetailsMenuLabel, RewardCenterMenuLabel } from './components/RewardBadges';

/** The account drop-down's reward-center link, with the promotions catalogue. */
export const RewardMenuLink = lazyNamed(() => import('./components/RewardBadges'), 'RewardMenuLink', [
  'promotions',
]);
/** Free and locked money with the open bonuses behind it (the withdraw page), with the promotions catalogue. */
export const BonusPockets = lazyNamed(() => import('./components/BonusPockets'), 'BonusPockets', [
  'promotions',
]);
