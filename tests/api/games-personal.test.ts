import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '@/core/account-types';
import { generateCatalogue } from '@/server/modules/games/catalogue';
import { FAVORITES_MAX } from '@/server/modules/games/games.repository';
import {
  call,
  createAccount,
  createGamesApp,
  expectError,
  expectOk,
  type GameJson,
  gameList,
  get,
  LOTUS,
  type TestAccount,
} from './games-support';
import type { TestApp } from './helpers';

const catalogue = generateCatalogue({ asOf: new Date().toISOString().slice(0, 10) });
const byCode = (code: string) => catalogue.games.find((g) => g.gameCode === code)!;
const pgDemo = catalogue.games.filter((g) => g.vendor === 'PG' && g.demo);
const evo = catalogue.games.find((g) => g.vendor === 'EVO')!;
const sa = catalogue.games.find((g) => g.vendor === 'SA')!;

interface ContentPage {
  content: GameJson[];
  pageNum: number;
  totalPages: number;
}

let t: TestApp;
let alice: TestAccount;
let bob: TestAccount;
let trial: TestAccount;
beforeAll(async () => {
  t = await createGamesApp();
  alice = await createAccount(t);
  bob = await createAccount(t);
  trial = await createAccount(t, 'aurora', ACCOUNT_TYPE.trial);
});
afterAll(() => t?.close());

const favIds = async (account: TestAccount) =>
  expectOk<number[]>(await get(t, '/wps/relay/MCSFE_getFavoriteGames', { token: account.token }));
const addFav = (account: TestAccount, body: unknown) =>
  call(t, 'POST', '/wps/relay/MCSFE_addFavoriteGameV2', { token: account.token, body });
const removeFav = (account: TestAccount, nodeId: number | string) =>
  call(t, 'DELETE', `/wps/relay/MCSFE_removeFavoriteGameV2?nodeId=${nodeId}`, { token: account.token });

describe('favourites', () => {
  const [first, second, third] = pgDemo;

  it('are per account: B never sees or changes A’s list', async () => {
    expect(expectOk(await addFav(alice, { nodeId: first!.nodeId, vendor: 'PG', gameType: 'RNG' }))).toBe(
      true,
    );
    expect(expectOk(await addFav(alice, { nodeId: second!.nodeId, vendor: 'PG', gameType: 'RNG' }))).toBe(
      true,
    );
    expect(expectOk(await addFav(alice, { nodeId: evo.nodeId }))).toBe(true);
    expect(await favIds(alice)).toEqual([evo.nodeId, second!.nodeId, first!.nodeId]);
    expect(await favIds(bob)).toEqual([]);

    // B removing A's favourite only touches B's (empty) list.
    expect(expectOk(await removeFav(bob, first!.nodeId))).toBe(true);
    expect(await favIds(alice)).toEqual([evo.nodeId, second!.nodeId, first!.nodeId]);

    expect(expectOk(await addFav(bob, { nodeId: third!.nodeId, vendor: 'PG', gameType: 'RNG' }))).toBe(true);
    expect(await favIds(bob)).toEqual([third!.nodeId]);
    expect(await favIds(alice)).not.toContain(third!.nodeId);

    const aliceList = expectOk<ContentPage>(
      await get(t, '/wps/relay/MCSFE_getFavoriteGamesList?pageNo=1&pageSize=999&language=en', {
        token: alice.token,
      }),
    );
    expect(aliceList.content.map((g) => g.nodeId)).toEqual([evo.nodeId, second!.nodeId, first!.nodeId]);
    expect(aliceList).toMatchObject({ pageNum: 1, totalPages: 1 });
    const bobFav = await gameList(t, { gameType: 'RNG', filter: 'FAV' }, { token: bob.token });
    expect(bobFav.games.map((g) => g.nodeId)).toEqual([third!.nodeId]);
  });

  it('are idempotent to add and remove', async () => {
    expect(expectOk(await addFav(alice, { nodeId: first!.nodeId }))).toBe(true);
    expect((await favIds(alice)).filter((id) => id === first!.nodeId)).toHaveLength(1);
    expect(expectOk(await removeFav(alice, evo.nodeId))).toBe(true);
    expect(expectOk(await removeFav(alice, evo.nodeId))).toBe(true);
    expect(await favIds(alice)).toEqual([second!.nodeId, first!.nodeId]);
  });

  it('filter by category in the list and in the FAV filter of the game list', async () => {
    await addFav(alice, { nodeId: evo.nodeId });
    const live = expectOk<ContentPage>(
      await get(t, '/wps/relay/MCSFE_getFavoriteGamesList?gameType=LIVE', { token: alice.token }),
    );
    expect(live.content.map((g) => g.nodeId)).toEqual([evo.nodeId]);
    const rng = await gameList(t, { gameType: 'RNG', filter: 'FAV' }, { token: alice.token });
    expect(rng.games.map((g) => g.nodeId)).toEqual([second!.nodeId, first!.nodeId]);
    const searched = await gameList(
      t,
      { gameType: 'RNG', filter: 'FAV', keyword: first!.names.en.slice(0, 6) },
      { token: alice.token },
    );
    expect(searched.games.map((g) => g.nodeId)).toContain(first!.nodeId);
    const paged = await gameList(
      t,
      { gameType: 'RNG', filter: 'FAV', pageSize: 1, pageNo: 2 },
      { token: alice.token },
    );
    expect(paged).toMatchObject({ total: 2, totalPages: 2, pageNum: 2 });
    expect(paged.games.map((g) => g.nodeId)).toEqual([first!.nodeId]);
  });

  it('refuse games of other brands, vendor cards and mismatched vendor or type', async () => {
    expectError(await addFav(alice, { nodeId: sa.nodeId }), 404, 'game_not_found');
    expectError(await addFav(alice, { nodeId: 999_999 }), 404, 'game_not_found');
    expectError(await addFav(alice, { nodeId: byCode('KM_LOBBY').nodeId }), 400, 'invalid_request');
    expectError(await addFav(alice, { nodeId: first!.nodeId, vendor: 'JDB' }), 400, 'invalid_request');
    expectError(await addFav(alice, { nodeId: first!.nodeId, gameType: 'LIVE' }), 400, 'invalid_request');
  });

  it.each([
    [{}],
    [{ nodeId: 'abc' }],
    [{ nodeId: -1 }],
    [{ nodeId: 1.5 }],
    [{ nodeId: 99_999_999_999 }],
    [{ nodeId: 30001, extra: true }],
    [{ nodeId: 30001, gameType: 'SLOTS' }],
  ])('refuse the body %j with 400', async (body) => {
    expectError(await addFav(alice, body), 400, 'invalid_request');
  });

  it('refuse bad removal input', async () => {
    expectError(await removeFav(alice, 'abc'), 400, 'invalid_request');
    expectError(await removeFav(alice, -3), 400, 'invalid_request');
    expectError(
      await call(t, 'DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', { token: alice.token }),
      400,
      'invalid_request',
    );
  });

  it('need a session and a real account', async () => {
    for (const response of [
      await get(t, '/wps/relay/MCSFE_getFavoriteGames'),
      await get(t, '/wps/relay/MCSFE_getFavoriteGamesList'),
      await call(t, 'POST', '/wps/relay/MCSFE_addFavoriteGameV2', { body: { nodeId: first!.nodeId } }),
      await call(t, 'DELETE', `/wps/relay/MCSFE_removeFavoriteGameV2?nodeId=${first!.nodeId}`),
    ])
      expectError(response, 401, 'unauthorized');
    for (const response of [
      await get(t, '/wps/relay/MCSFE_getFavoriteGames', { token: trial.token }),
      await get(t, '/wps/relay/MCSFE_getFavoriteGamesList', { token: trial.token }),
      await addFav(trial, { nodeId: first!.nodeId }),
      await removeFav(trial, first!.nodeId),
    ])
      expectError(response, 403, 'in_need_true_account');
  });

  it('a session of one brand is not valid on another', async () => {
    expectError(
      await get(t, '/wps/relay/MCSFE_getFavoriteGames', { token: alice.token, host: LOTUS }),
      401,
      'unauthorized',
    );
  });

  it(`are limited to ${FAVORITES_MAX} per account`, async () => {
    const carol = await createAccount(t);
    await sql`insert into favorite_game (account_id, node_id)
      select ${carol.id}, node_id from game where vendor_code in ('PG', 'PT') order by node_id limit ${FAVORITES_MAX}`.execute(
      t.db,
    );
    const outside = catalogue.games.find((g) => g.vendor === 'JDB' && g.gameType === 'RNG')!;
    expectError(await addFav(carol, { nodeId: outside.nodeId }), 409, 'favorite_limit');
    // Re-adding one it already has is still fine.
    expect(
      expectOk(await addFav(carol, { nodeId: catalogue.games.find((g) => g.vendor === 'PG')!.nodeId })),
    ).toBe(true);
  });
});
