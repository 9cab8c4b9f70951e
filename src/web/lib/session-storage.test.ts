import { beforeEach, describe, expect, it } from 'vitest';
import { clearSessionStorage, storeMerchant } from './session-storage';

/** A Storage of its own (the unit tests run in Node). */
class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, String(value));
  removeItem = (key: string) => void this.items.delete(key);
  clear = () => this.items.clear();
  get length() {
    return this.items.size;
  }
  key = (index: number) => [...this.items.keys()][index] ?? null;
}

describe('session storage at logout (spec §3, §4)', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
    Object.defineProperty(globalThis, 'sessionStorage', { value: storage, configurable: true });
  });

  it('clears the session items and restores the merchant values; the tab keeps its own bookkeeping', () => {
    storeMerchant({ merchant: 'aurora', merchantCode: 'AURORA' });
    for (const key of ['token', 'nickname', 'isAgent', 'HOT_GAMES:en', 'gameVendor:en', 'consolidated'])
      storage.setItem(key, 'x');
    storage.setItem('mq-originals:dice:real', '{}');
    storage.setItem('mq_route_reload', '1');
    storage.setItem('merchant', 'changed');
    clearSessionStorage({ merchant: 'aurora', merchantCode: 'AURORA' });
    expect([...storage.items.keys()].sort()).toEqual(['merchant', 'merchantCode', 'mq_route_reload']);
    expect(storage.getItem('merchant')).toBe('aurora');
    expect(storage.getItem('merchantCode')).toBe('AURORA');
  });
});
