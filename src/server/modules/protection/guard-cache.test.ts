import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/database';
import { type ChangeFeed, GuardCache } from './guard-cache';

/** A session cache stand-in: its trust, its change counter and the messages it passes on. */
function feed(trusted = true) {
  const followers: ((message: string) => void)[] = [];
  const f = {
    trusted,
    epoch: 0,
    follow: (fn: (message: string) => void) => followers.push(fn),
    send(message: string) {
      f.epoch++;
      for (const fn of followers) fn(message);
    },
  };
  return f satisfies ChangeFeed;
}

const db = {} as Kysely<Database>;

describe('the guard cache', () => {
  it('asks the database once per clear account, and every time for an account with something to refuse', async () => {
    const asked: bigint[] = [];
    const cache = new GuardCache(feed(), async (_db, id) => {
      asked.push(id);
      return id !== 2n;
    });
    expect(await cache.isClear(db, 1n)).toBe(true);
    expect(await cache.isClear(db, 1n)).toBe(true);
    expect(await cache.isClear(db, 2n)).toBe(false);
    expect(await cache.isClear(db, 2n)).toBe(false);
    expect(asked).toEqual([1n, 2n, 2n]);
    expect(cache.holds(1n)).toBe(true);
    expect(cache.holds(2n)).toBe(false);
  });

  it('forgets the account a message names, every account on a new exclusion or a lost listener', async () => {
    const f = feed();
    const cache = new GuardCache(f, async () => true);
    await cache.isClear(db, 1n);
    await cache.isClear(db, 2n);
    f.send('a1');
    expect([cache.holds(1n), cache.holds(2n)]).toEqual([false, true]);
    f.send('s2');
    expect(cache.holds(2n)).toBe(true);
    f.send('x17');
    expect(cache.size).toBe(0);
    await cache.isClear(db, 3n);
    f.send('*');
    expect(cache.size).toBe(0);
  });

  it('keeps nothing read while a message arrived, and answers nothing from memory while the listener is not trusted', async () => {
    const f = feed();
    const cache = new GuardCache(f, async () => {
      f.send('a9');
      return true;
    });
    expect(await cache.isClear(db, 1n)).toBe(true);
    expect(cache.holds(1n)).toBe(false);
    const untrusted = feed(false);
    let asked = 0;
    const blind = new GuardCache(untrusted, async () => {
      asked++;
      return true;
    });
    expect(await blind.isClear(db, 1n)).toBe(false);
    expect(asked).toBe(0);
  });
});
