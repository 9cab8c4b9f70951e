/**
 * A bounded map that keeps what is read: past `max` keys the oldest goes, and a key read while it is among the
 * older half is moved to the newest end. An exact least-recently-used map moved the key on every read — a Map delete
 * and insert per cache hit, whose holes make V8 rebuild the table every few thousand hits, on the lobby's hottest
 * path (every page of a repeated search is two hits). A key read within the last max/2 writes is never the one
 * that goes; a key nobody reads goes after `max` writes, as before.
 */
export class Lru<V> {
  private readonly map = new Map<string, { value: V; at: number }>();
  /** Writes so far (inserts and moves): an entry's `at` is the write that put it at the newest end. */
  private writes = 0;
  constructor(private readonly max: number) {}

  get(key: string): V | undefined {
    const entry = this.map.get(key);
    if (entry === undefined) return undefined;
    if (this.writes - entry.at >= this.max >> 1) {
      this.map.delete(key);
      entry.at = ++this.writes;
      this.map.set(key, entry);
    }
    return entry.value;
  }

  set(key: string, value: V): void {
    this.map.delete(key);
    this.map.set(key, { value, at: ++this.writes });
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value!);
  }

  clear(): void {
    this.map.clear();
  }
}
