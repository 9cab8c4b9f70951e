import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/database';
import { playCounts } from './games.repository';

/** How long play counts (and maintenance flags, games.service.ts) are trusted before they are read again. */
export const STATE_TTL_MS = 30_000;

export interface PlayState {
  at: number;
  counts: Map<number, number>;
  version: number;
  loading?: Promise<void>;
}

/** The play counts of each brand (what the HOT list and the hot games rank by), cached 30 s. */
export class PlayStates {
  private readonly plays = new Map<string, PlayState>();

  constructor(private readonly db: Kysely<Database>) {}

  /** Play counts of a brand (cached 30 s), with a version that changes when the counts do. */
  async of(brandCode: string): Promise<PlayState> {
    let state = this.plays.get(brandCode);
    const refresh = async (target: PlayState) => {
      const rows = await playCounts(this.db, brandCode);
      const counts = new Map(rows.map((r) => [r.node_id, Number(r.plays)]));
      const same =
        counts.size === target.counts.size && [...counts].every(([id, n]) => target.counts.get(id) === n);
      if (!same) {
        target.counts = counts;
        target.version++;
      }
      target.at = Date.now();
    };
    if (!state) {
      state = { at: 0, counts: new Map(), version: 0 };
      this.plays.set(brandCode, state);
      state.loading = refresh(state).finally(() => {
        state!.loading = undefined;
      });
      await state.loading;
    } else if (state.loading && state.at === 0) {
      await state.loading;
    } else if (Date.now() - state.at > STATE_TTL_MS && !state.loading) {
      const target = state;
      target.loading = refresh(target)
        .catch(() => undefined)
        .finally(() => {
          target.loading = undefined;
        });
    }
    return state;
  }

  /** Forgets every brand's counts (a refresh still under way updates a state no longer kept). */
  clear(): void {
    for (const state of this.plays.values()) state.at = 0;
    this.plays.clear();
  }
}
