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
