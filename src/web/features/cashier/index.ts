// The cashier feature's public entry: what other features use of it (tests/architecture/boundaries.test.ts). A
// part another feature shows only when needed is exported as a lazy component, so its code stays in its own chunk.
import { lazyNamed } from '@/web/lib/lazy-named';

/** What the member center's menu shows of the cashier: the unread count, real-account state, the merchant wallet. */
export { useUnreadCount } from './api/balance';
export { useRealAccount } from './api/keys';
export { useMerchantWallet } from './api/transfers';

/** The account drop-down's wallet entries, loaded when it first opens, with their catalogue. */
export const AccountMenuLinks = lazyNamed(() => import('./components/AccountMenuLinks'), 'AccountMenuLinks', [
  'wallet',
]);
