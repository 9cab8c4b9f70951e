/**
 * Work a page does not need in its first seconds (a live stream, prefetches): run once the page has loaded and
 * the main thread is idle, so it never competes with the first render and hydration on a slow phone.
 */

/** What afterLoadIdle needs of the browser (window in the app; a stand-in in tests). */
export interface IdleHost {
  document: { readyState: DocumentReadyState };
  addEventListener(type: 'load', listener: () => void): void;
  removeEventListener(type: 'load', listener: () => void): void;
  requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
  setTimeout(run: () => void, ms: number): number;
  clearTimeout(id: number): void;
}

/** An idle moment comes within this long of the load even on a busy page (or where there is no idle callback). */
const IDLE_TIMEOUT_MS = 5000;
const NO_IDLE_CALLBACK_MS = 1500;

/**
 * Runs `run` once, at the first idle moment after the page's load event (at once waiting for idleness when it has
 * already loaded). Returns a function that cancels it if it has not run yet.
 */
export function afterLoadIdle(run: () => void, host: IdleHost = window as unknown as IdleHost): () => void {
  let cancelled = false;
  let cancelWait = () => {};
  const whenIdle = () => {
    if (cancelled) return;
    if (host.requestIdleCallback) {
      const id = host.requestIdleCallback(() => !cancelled && run(), { timeout: IDLE_TIMEOUT_MS });
      cancelWait = () => host.cancelIdleCallback?.(id);
    } else {
      const id = host.setTimeout(() => !cancelled && run(), NO_IDLE_CALLBACK_MS);
      cancelWait = () => host.clearTimeout(id);
    }
  };
  if (host.document.readyState === 'complete') whenIdle();
  else {
    const onLoad = () => {
      host.removeEventListener('load', onLoad);
      whenIdle();
    };
    host.addEventListener('load', onLoad);
    cancelWait = () => host.removeEventListener('load', onLoad);
  }
  return () => {
    cancelled = true;
    cancelWait();
  };
}

/** What the visitor does that shows they are using the page. */
const ENGAGEMENT = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/** What afterEngagement needs of the browser beyond afterLoadIdle's. */
export interface EngagementHost extends IdleHost {
  addEventListener(type: 'load' | (typeof ENGAGEMENT)[number], listener: () => void, options?: object): void;
  removeEventListener(
    type: 'load' | (typeof ENGAGEMENT)[number],
    listener: () => void,
    options?: object,
  ): void;
}

/**
 * Runs `run` once, after the page's load and idle moment, as soon as the visitor uses the page (a tap, a key, a
 * scroll) or `laterMs` after that moment, whichever comes first. For a connection that lives as long as the page
 * (a live stream): it does not hold a phone's first seconds, nor a lab measurement that waits for the network to
 * go quiet, and a visitor who only watches still gets it a little later. Returns a cancel function.
 */
export function afterEngagement(
  run: () => void,
  laterMs: number,
  host: EngagementHost = window as unknown as EngagementHost,
): () => void {
  let done = false;
  let timer: number | undefined;
  const options = { passive: true, capture: true };
  const stop = () => {
    if (timer !== undefined) host.clearTimeout(timer);
    for (const type of ENGAGEMENT) host.removeEventListener(type, fire, options);
  };
  function fire() {
    if (done) return;
    done = true;
    stop();
    run();
  }
  const cancelIdle = afterLoadIdle(() => {
    if (done) return;
    timer = host.setTimeout(fire, laterMs);
    for (const type of ENGAGEMENT) host.addEventListener(type, fire, options);
  }, host);
  return () => {
    done = true;
    cancelIdle();
    stop();
  };
}

/**
 * One afterEngagement shared by every caller (each carousel of a page, and those mounted later): `whenEngaged(run)`
 * runs `run` once the page has been used (or `laterMs` after its load and idle moment) — at once when that has
 * already happened, as after a navigation back to the page. Returns a function that drops `run` if it has not run.
 */
export function sharedEngagement(laterMs: number, host?: EngagementHost): (run: () => void) => () => void {
  let engaged = false;
  let waiting: Set<() => void> | null = null;
  return (run) => {
    if (engaged) {
      run();
      return () => {};
    }
    if (!waiting) {
      const runs = new Set<() => void>();
      waiting = runs;
      afterEngagement(
        () => {
          engaged = true;
          waiting = null;
          for (const each of runs) each();
        },
        laterMs,
        host,
      );
    }
    const runs = waiting;
    runs.add(run);
    return () => void runs.delete(run);
  };
}
