import { describe, expect, it, vi } from 'vitest';
import { afterEngagement, afterLoadIdle, type EngagementHost, sharedEngagement } from './idle';

/** A page whose load event and idle callbacks the test fires by hand. */
function fakeHost(readyState: DocumentReadyState, withIdleCallback = true) {
  const load = new Set<() => void>();
  const input = new Map<string, Set<() => void>>();
  const idle = new Map<number, () => void>();
  const timers = new Map<number, () => void>();
  let next = 1;
  const listeners = (type: string) => {
    if (type === 'load') return load;
    if (!input.has(type)) input.set(type, new Set());
    return input.get(type)!;
  };
  const host: EngagementHost = {
    document: { readyState },
    addEventListener: (type, listener) => void listeners(type).add(listener),
    removeEventListener: (type, listener) => void listeners(type).delete(listener),
    ...(withIdleCallback
      ? {
          requestIdleCallback: (run) => {
            idle.set(next, run);
            return next++;
          },
          cancelIdleCallback: (id) => idle.delete(id),
        }
      : {}),
    setTimeout: (run) => {
      timers.set(next, run);
      return next++;
    },
    clearTimeout: (id) => timers.delete(id),
  };
  const fire = (map: Map<number, () => void> | Set<() => void>) => {
    const runs = [...map.values()];
    map.clear();
    for (const run of runs) run();
  };
  return {
    host,
    loaded: () => {
      host.document.readyState = 'complete';
      fire(load);
    },
    idle: () => fire(idle),
    timers: () => fire(timers),
    pending: () => ({ load: load.size, idle: idle.size, timers: timers.size }),
    listening: () => [...input.values()].reduce((n, set) => n + set.size, 0),
    input: (type: string) => fire(listeners(type)),
  };
}

describe('afterLoadIdle', () => {
  it('waits for the load event, then for an idle moment, and runs once', () => {
    const page = fakeHost('interactive');
    const run = vi.fn();
    afterLoadIdle(run, page.host);
    page.idle();
    expect(run).not.toHaveBeenCalled();
    page.loaded();
    expect(run).not.toHaveBeenCalled();
    page.idle();
    expect(run).toHaveBeenCalledTimes(1);
    page.idle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('on a page already loaded waits for idleness only', () => {
    const page = fakeHost('complete');
    const run = vi.fn();
    afterLoadIdle(run, page.host);
    expect(run).not.toHaveBeenCalled();
    page.idle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('cancelled before the load or before the idle moment, never runs and leaves nothing waiting', () => {
    const early = fakeHost('loading');
    const run = vi.fn();
    afterLoadIdle(run, early.host)();
    expect(early.pending()).toEqual({ load: 0, idle: 0, timers: 0 });
    early.loaded();
    early.idle();
    const late = fakeHost('loading');
    const cancel = afterLoadIdle(run, late.host);
    late.loaded();
    cancel();
    expect(late.pending().idle).toBe(0);
    late.idle();
    expect(run).not.toHaveBeenCalled();
  });

  it('without requestIdleCallback (Safari) runs on a timer after the load', () => {
    const page = fakeHost('complete', false);
    const run = vi.fn();
    afterLoadIdle(run, page.host);
    expect(run).not.toHaveBeenCalled();
    page.timers();
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('afterEngagement', () => {
  it('after the load and idle moment, runs on the first tap, key or scroll, once, and stops listening', () => {
    const page = fakeHost('loading');
    const run = vi.fn();
    afterEngagement(run, 15_000, page.host);
    page.input('pointerdown');
    expect(run).not.toHaveBeenCalled();
    page.loaded();
    page.idle();
    expect(page.listening()).toBeGreaterThan(0);
    page.input('scroll');
    expect(run).toHaveBeenCalledTimes(1);
    expect(page.listening()).toBe(0);
    expect(page.pending().timers).toBe(0);
    page.input('keydown');
    page.timers();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('without any use of the page runs once the delay has passed', () => {
    const page = fakeHost('complete');
    const run = vi.fn();
    afterEngagement(run, 15_000, page.host);
    page.idle();
    expect(run).not.toHaveBeenCalled();
    page.timers();
    expect(run).toHaveBeenCalledTimes(1);
    expect(page.listening()).toBe(0);
  });

  it('cancelled, never runs and leaves no listener or timer', () => {
    const page = fakeHost('complete');
    const run = vi.fn();
    const cancel = afterEngagement(run, 15_000, page.host);
    page.idle();
    cancel();
    expect(page.listening()).toBe(0);
    expect(page.pending().timers).toBe(0);
    page.input('pointerdown');
    expect(run).not.toHaveBeenCalled();
  });
});

describe('sharedEngagement', () => {
  it('runs every waiting caller on the first use of the page, and later callers at once', () => {
    const page = fakeHost('complete');
    const whenEngaged = sharedEngagement(10_000, page.host);
    const first = vi.fn();
    const second = vi.fn();
    const dropped = vi.fn();
    whenEngaged(first);
    whenEngaged(second);
    whenEngaged(dropped)();
    page.idle();
    expect(first).not.toHaveBeenCalled();
    page.input('touchstart');
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    expect(dropped).not.toHaveBeenCalled();
    expect(page.listening()).toBe(0);
    const late = vi.fn();
    whenEngaged(late);
    expect(late).toHaveBeenCalledTimes(1);
    page.timers();
    expect(first).toHaveBeenCalledTimes(1);
  });

  it('without any use of the page runs its callers once the delay has passed, listening once for all', () => {
    const page = fakeHost('complete');
    const whenEngaged = sharedEngagement(10_000, page.host);
    const banners = vi.fn();
    const hotGames = vi.fn();
    whenEngaged(banners);
    whenEngaged(hotGames);
    page.idle();
    expect(page.pending().timers).toBe(1);
    expect(banners).not.toHaveBeenCalled();
    page.timers();
    expect(banners).toHaveBeenCalledTimes(1);
    expect(hotGames).toHaveBeenCalledTimes(1);
  });
});
