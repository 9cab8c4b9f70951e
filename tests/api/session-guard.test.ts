/**
 * The one session guard (issue 22): every registered route is behind it or named in the route table as public or
 * carrying its own credential, with a reason; every session route refuses what the guard refuses (no or a dead
 * session, a disabled account, a forced password change, an account type its action is not for); every chat socket
 * message type is checked again for each message. The table is plugins/route-access.ts, the guard plugins/auth.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE, type AccountAction, actionRefusal, can } from '@/core/account-types';
import { settleSessionChanges } from '@/server/modules/session/session-cache';
import { CHAT_MESSAGES } from '@/server/modules/support/chat.hub';
import { ROUTES, routeKey } from '@/server/plugins/route-access';
import type { TestApp } from './helpers';
import { createSupportApp } from './support-support';
import { call, makePlayer, type Player } from './wallet-support';

let t: TestApp;
const players = {} as Record<'player' | 'agent' | 'trial' | 'agentOnly' | 'disabled' | 'mustChange', Player>;

beforeAll(async () => {
  t = await createSupportApp({ rateLimits: false });
  players.player = await makePlayer(t);
  players.agent = await makePlayer(t, { type: ACCOUNT_TYPE.agent });
  players.trial = await makePlayer(t, { type: ACCOUNT_TYPE.trial });
  players.agentOnly = await makePlayer(t, { type: ACCOUNT_TYPE.agentOnly });
  players.disabled = await makePlayer(t);
  // An agent who also plays may do every action: only the forced password change stands in its way.
  players.mustChange = await makePlayer(t, { type: ACCOUNT_TYPE.agent });
  await t.db
    .updateTable('account')
    .set({ status: 'disabled' })
    .where('id', '=', players.disabled.id)
    .execute();
  await t.db
    .updateTable('account')
    .set({ must_change_password: true })
    .where('id', '=', players.mustChange.id)
    .execute();
  await settleSessionChanges(t.db);
});
afterAll(async () => {
  await t?.close();
});

/** The registered routes (HEAD answers as GET), each once. */
const routes = () => t.app.routeAccess.filter((route) => route.method !== 'HEAD');

/** A URL for a route pattern: every parameter filled with a value no record has. */
const urlOf = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, '1').replace('*', 'x');

const WRITES = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

interface Refused {
  status: number;
  code: string;
}

async function expectRefused(method: string, url: string, token: string | undefined, want: Refused) {
  const response = await call(t, method as 'GET', url, {
    ...(token ? { token } : {}),
    ...(WRITES.has(method) ? { body: {} } : {}),
  });
  const body = JSON.parse(response.body) as { code?: string };
  return response.statusCode === want.status && body.code === want.code
    ? undefined
    : `${method} ${url} as ${token ? 'a caller with a token' : 'a visitor'}: ${response.statusCode} ${body.code} (expected ${want.status} ${want.code})`;
}

describe('route table', () => {
  it('names every registered route: behind the guard with its action, public or with its own credential', () => {
    const problems = routes().flatMap(({ method, url, access }) => {
      if (access.kind === 'undeclared')
        return [`${method} ${url}: not behind the session guard and not listed in plugins/route-access.ts`];
      if (access.kind === 'session' && !access.stated)
        return [`${method} ${url}: behind the guard, but its account action is not stated`];
      if (access.kind === 'public' && access.reason.length < 10) return [`${method} ${url}: no reason given`];
      return [];
    });
    expect(problems).toEqual([]);
  });

  it('names no route that is not registered, and agrees with each route about the guard', () => {
    const registered = new Map(routes().map((r) => [routeKey(r.method, r.url), r.access]));
    const problems = Object.entries(ROUTES).flatMap(([key, entry]) => {
      const access = registered.get(key);
      if (!access) return [`${key}: listed, but no such route is registered`];
      if (typeof entry === 'string' && access.kind !== 'session')
        return [`${key}: listed with the action ${entry}, but the route is not behind the guard`];
      if (typeof entry !== 'string' && access.kind === 'session')
        return [`${key}: listed as ${JSON.stringify(entry)}, but the route is behind the guard`];
      return [];
    });
    expect(problems).toEqual([]);
  });
});

describe('every session route', () => {
  const kinds = ['player', 'agent', 'trial', 'agentOnly'] as const;

  it('refuses a visitor, a dead token and a disabled account', async () => {
    const problems: (string | undefined)[] = [];
    for (const { method, url, access } of routes()) {
      if (access.kind !== 'session') continue;
      const path = urlOf(url);
      if (!access.guard.optional) {
        problems.push(await expectRefused(method, path, undefined, { status: 401, code: 'unauthorized' }));
        problems.push(
          await expectRefused(method, path, 'x'.repeat(43), { status: 401, code: 'unauthorized' }),
        );
      }
      problems.push(
        await expectRefused(method, path, players.disabled.token, { status: 403, code: 'account_disabled' }),
      );
    }
    expect(problems.filter(Boolean)).toEqual([]);
  });

  it('refuses every write but the password change, first login and logout while a password change is forced', async () => {
    const problems: (string | undefined)[] = [];
    let writes = 0;
    for (const { method, url, access } of routes()) {
      if (access.kind !== 'session' || !WRITES.has(method) || access.guard.beforePasswordChange) continue;
      writes++;
      problems.push(
        await expectRefused(method, urlOf(url), players.mustChange.token, {
          status: 403,
          code: 'password_change_required',
        }),
      );
    }
    expect(problems.filter(Boolean)).toEqual([]);
    expect(writes).toBeGreaterThan(40);
  });

  it('refuses each account type the actions the capability table does not give it', async () => {
    const problems: (string | undefined)[] = [];
    const refusals = new Map<string, number>();
    for (const { method, url, access } of routes()) {
      if (access.kind !== 'session' || access.guard.optional === 'lenient') continue;
      for (const kind of kinds) {
        const player = players[kind];
        const code = expectedRefusal(player.type, access.action, access.guard);
        if (!code) continue;
        refusals.set(`${kind}:${code}`, (refusals.get(`${kind}:${code}`) ?? 0) + 1);
        problems.push(await expectRefused(method, urlOf(url), player.token, { status: 403, code }));
      }
    }
    expect(problems.filter(Boolean)).toEqual([]);
    // The table is not empty of refusals: each restricted kind is refused somewhere.
    expect(refusals.get('agentOnly:agent_area_only')).toBeGreaterThan(20);
    expect(refusals.get('trial:in_need_true_account')).toBeGreaterThan(20);
    expect(refusals.get('player:non_agent')).toBeGreaterThan(5);
  });
});

/** What the guard answers an account type on a route (plugins/auth.ts checkSession), or undefined to let it by. */
function expectedRefusal(
  type: number,
  action: AccountAction,
  guard: { realAccount?: boolean; agent?: boolean },
): string | undefined {
  if (guard.realAccount && type === ACCOUNT_TYPE.trial) return 'in_need_true_account';
  if (guard.agent && ![1, 2, 41, 42].includes(type)) return 'non_agent_login';
  if (action === 'agentArea') return can(type, 'agentArea') ? undefined : 'non_agent';
  return actionRefusal(type, action) ?? undefined;
}

describe('every chat socket message', () => {
  it('passes the session guard with the token the socket said hello with', async () => {
    const { chatClient } = await import('./support-support');
    for (const type of Object.keys(CHAT_MESSAGES) as (keyof typeof CHAT_MESSAGES)[]) {
      const fresh = await makePlayer(t);
      // A forced password change: hello (a read) is answered, every write is refused.
      await t.db
        .updateTable('account')
        .set({ must_change_password: true })
        .where('id', '=', fresh.id)
        .execute();
      await settleSessionChanges(t.db);
      const forced = await chatClient(t.app, 'aurora.localhost', { token: fresh.token });
      await forced.next((f) => f.type === 'ready');
      forced.send({ type, body: 'hello there', clientId: 'c1' });
      const refused = await forced.next((f) => f.type === 'error');
      expect(refused.code, type).toBe(CHAT_MESSAGES[type].write ? 'password_change_required' : undefined);
      // The account disabled while the socket is open: the next message is refused and the socket closes.
      await t.db
        .updateTable('account')
        .set({ status: 'disabled', must_change_password: false })
        .where('id', '=', fresh.id)
        .execute();
      await settleSessionChanges(t.db);
      forced.send({ type, body: 'still here?', clientId: 'c2' });
      expect((await forced.next((f) => f.type === 'error')).code, type).toBe('account_disabled');
      forced.close();
    }
  });
});
