// The records feature's public entry: what other features use of it (tests/architecture/boundaries.test.ts). A
// part another feature shows only when needed is exported as a lazy component, so its code stays in its own chunk.
import { lazyNamed } from '@/web/lib/lazy-named';

/** The account drop-down's records entries, loaded when it first opens, with their catalogue. */
export const RecordsMenuLinks = lazyNamed(() => import('./components/RecordsMenuLinks'), 'RecordsMenuLinks', [
  'records',
]);
