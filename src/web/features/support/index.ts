// The support feature's public entry: what other features use of it (tests/architecture/boundaries.test.ts). A
// part another feature shows only when needed is exported as a lazy component, so its code stays in its own chunk.
import { lazy } from 'react';

/** The live chat inside a status page (maintenance, region blocked), loaded when the page shows. */
export const InlineChat = lazy(() =>
  import('./components/InlineChat').then((m) => ({ default: m.InlineChat })),
);
