import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('a failure counts as the network’s while offline and moments after reconnecting', () => {
  it('online all along: no; offline: yes; back online: yes for the grace period, then no', async () => {
    const target = new EventTarget();
    const nav = { onLine: true };
    vi.stubGlobal('window', target);
    vi.stubGlobal('navigator', nav);
    const { networkJustFailed, RECONNECT_GRACE_MS } = await import('./offline-failures');
    expect(networkJustFailed()).toBe(false);

    nav.onLine = false;
    target.dispatchEvent(new Event('offline'));
    expect(networkJustFailed()).toBe(true);
    // The browser's flag can lag behind its event: the event alone counts.
    nav.onLine = true;
    expect(networkJustFailed()).toBe(true);

    target.dispatchEvent(new Event('online'));
    const back = performance.now();
    expect(networkJustFailed(back + 10)).toBe(true);
    expect(networkJustFailed(back + RECONNECT_GRACE_MS - 1)).toBe(true);
    expect(networkJustFailed(back + RECONNECT_GRACE_MS + 1)).toBe(false);
  });

  it('an offline failure is retried once: reading it consumes it', async () => {
    const { noteOfflineFailure, takeOfflineFailure } = await import('./offline-failures');
    expect(takeOfflineFailure()).toBe(false);
    noteOfflineFailure();
    expect(takeOfflineFailure()).toBe(true);
    expect(takeOfflineFailure()).toBe(false);
  });
});
