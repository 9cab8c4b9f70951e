// The loyalty feature's public entry: what other features use of it (tests/architecture/boundaries.test.ts). A
// part another feature shows only when needed is exported as a lazy component, so its code stays in its own chunk.
import { lazyNamed } from '@/web/lib/lazy-named';

export { isLoyaltyReward, loyaltyKind, loyaltyPageOf } from './reward-links';

/** The member center's loyalty entries (VIP, invite friends for players, missions with their badge). */
export const LoyaltyMemberItem = lazyNamed(() => import('./menu/LoyaltyMenu'), 'LoyaltyMemberItem', [
  'loyalty',
]);
