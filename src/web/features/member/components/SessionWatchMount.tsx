import { useAtomValue } from 'jotai';
import { Suspense, useEffect, useState } from 'react';
import { lazyNamed } from '@/web/lib/lazy-named';
import { tokenAtom } from '@/web/lib/session';

// The session limit and reality check watcher loads only once a player has logged in (visitors never fetch it).
const SessionWatch = lazyNamed(() => import('./SessionWatch'), 'SessionWatch', ['limits', 'errors']);

/**
 * Mounted once by the root route: the session time limit and reality check of a logged-in player. It stays
 * mounted after the token goes, so the message of a session ended by its time limit stays on screen.
 */
export function SessionWatchMount() {
  const token = useAtomValue(tokenAtom);
  const [seen, setSeen] = useState(token !== null);
  useEffect(() => {
    if (token !== null) setSeen(true);
  }, [token]);
  if (!seen && token === null) return null;
  return (
    <Suspense fallback={null}>
      <SessionWatch />
    </Suspense>
  );
}
