import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BusEvent, BusListener, EventBus } from '@/server/realtime/bus';
import { TeamHub } from './agent-stream';

class FakeResponse extends EventEmitter {
  frames: string[] = [];
  writableLength = 0;
  writeHead() {
    return this;
  }
  write(text: string) {
    this.frames.push(text);
    return true;
  }
  end() {}
  destroy() {}
  teamEvents() {
    return this.frames.filter((f) => f.startsWith('event: team')).length;
  }
}

function fakeBus() {
  const listeners = new Set<BusListener>();
  const bus = {
    subscribe: (l: BusListener) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
  const emit = (e: BusEvent) => {
    for (const l of listeners) l(e);
  };
  return { bus: bus as unknown as EventBus, emit };
}

describe('TeamHub', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends `team` only to the named agents of the event’s brand, at most once a second per connection', () => {
    const { bus, emit } = fakeBus();
    const hub = new TeamHub(bus);
    const mine = new FakeResponse();
    const other = new FakeResponse();
    const otherBrand = new FakeResponse();
    hub.attach(mine as unknown as ServerResponse, { brand: 'aurora', accountId: '7' });
    hub.attach(other as unknown as ServerResponse, { brand: 'aurora', accountId: '8' });
    hub.attach(otherBrand as unknown as ServerResponse, { brand: 'lotus', accountId: '7' });
    expect(mine.frames[0]).toContain('event: hello');

    emit({ t: 'team', b: 'aurora', a: ['7', '9'] });
    expect(mine.teamEvents()).toBe(1);
    expect(other.teamEvents()).toBe(0);
    expect(otherBrand.teamEvents()).toBe(0);

    // Three more changes within the second: one trailing event when the second is over.
    emit({ t: 'team', b: 'aurora', a: ['7'] });
    emit({ t: 'team', b: 'aurora', a: ['7'] });
    emit({ t: 'team', b: 'aurora', a: ['7'] });
    expect(mine.teamEvents()).toBe(1);
    vi.advanceTimersByTime(1_000);
    expect(mine.teamEvents()).toBe(2);
    expect(mine.frames.at(-1)).toMatch(/^event: team\ndata: \{"at":"[^"]+"\}\n\n$/);

    // A closed connection receives nothing more.
    mine.emit('close');
    vi.advanceTimersByTime(5_000);
    emit({ t: 'team', b: 'aurora', a: ['7'] });
    expect(mine.teamEvents()).toBe(2);
    expect(hub.size).toBe(2);
    hub.close();
  });

  it('ignores other event types and malformed team events', () => {
    const { bus, emit } = fakeBus();
    const hub = new TeamHub(bus);
    const mine = new FakeResponse();
    hub.attach(mine as unknown as ServerResponse, { brand: 'aurora', accountId: '7' });
    emit({ t: 'balance', b: 'aurora', a: ['7'] });
    emit({ t: 'team', b: 'aurora', a: '7' });
    emit({ t: 'team', b: 'aurora' });
    expect(mine.teamEvents()).toBe(0);
    hub.close();
  });
});
