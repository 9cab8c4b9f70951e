/**
 * Code that failed to load while the browser was offline (a lazily loaded chunk). The route error page that such a
 * failure leads to runs the route again once the network is back, even if it first shows after reconnecting.
 */
let pending = false;

export function noteOfflineFailure(): void {
  pending = true;
}

/** Whether a failure while offline waits for its retry; reading it consumes it (one retry, no loops). */
export function takeOfflineFailure(): boolean {
  const was = pending;
  pending = false;
  return was;
}
