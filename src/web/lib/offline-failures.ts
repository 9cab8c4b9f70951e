/**
 * Code that failed to load while the browser was offline (a lazily loaded chunk). The route error page that such a
 * failure leads to runs the route again once the network is back, even if it first shows after reconnecting.
 */
let pending = false;

/**
 * How long after the 'online' event a failure still counts as the network's: a request started offline can report
 * its failure after the browser says it is online again (and the first requests after it can still fail).
 */
export const RECONNECT_GRACE_MS = 5_000;
/** When the browser last came back online; Infinity while it is offline. */
let backOnlineAt = Number.NEGATIVE_INFINITY;

if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => {
    backOnlineAt = Number.POSITIVE_INFINITY;
  });
  window.addEventListener('online', () => {
    backOnlineAt = performance.now();
  });
}

/** Whether a failure now is the network's: offline, or back online only moments ago (Infinity while offline). */
export function networkJustFailed(now = performance.now()): boolean {
  return !navigator.onLine || now - backOnlineAt < RECONNECT_GRACE_MS;
}

export function noteOfflineFailure(): void {
  pending = true;
}

/** Whether a failure while offline waits for its retry; reading it consumes it (one retry, no loops). */
export function takeOfflineFailure(): boolean {
  const was = pending;
  pending = false;
  return was;
}
