import { afterAll, beforeAll } from 'vitest';
import { generateCatalogue } from '@/server/modules/games/catalogue';
import { AURORA, createGamesApp, gameList } from './games-support';
import type { TestApp } from './helpers';

/** Setup and helpers shared by games-list.test.ts and games-list-categories-and-vendors.test.ts: call setupSuite() once per file. */
export const today = new Date().toISOString().slice(0, 10);

export const catalogue = generateCatalogue({ asOf: today });

export const AURORA_RNG = ['PG', 'JDB', 'CQ9', 'FC', 'JL', 'PT', 'EG2'];

export const auroraRng = catalogue.games.filter((g) => g.gameType === 'RNG' && AURORA_RNG.includes(g.vendor));

export let t: TestApp;

export async function allPages(query: Record<string, string | number>, pageSize: number, host = AURORA) {
  const first = await gameList(t, { ...query, pageNo: 1, pageSize }, { host });
  const games = [...first.games];
  for (let page = 2; page <= first.totalPages; page++) {
    games.push(...(await gameList(t, { ...query, pageNo: page, pageSize }, { host })).games);
  }
  return { first, games };
}

/** The suite's app: created before the file's tests, closed after them. */
export function setupSuite() {
  beforeAll(async () => {
    t = await createGamesApp();
  });
  afterAll(() => t?.close());
}
