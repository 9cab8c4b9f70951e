/**
 * Fuzzes every operation the live OpenAPI document (/docs/json) lists — routes added later are covered without
 * editing this file. For each declared path, query and body input: values that break its schema (huge, infinite,
 * negative and fractional numbers, wrong types, over-long strings, NUL, nested junk), whole bodies of the wrong
 * shape, and (for reads) hostile values the schema may accept; sent as a visitor, a logged-in player, an agent
 * and with a game session, with the rate limits lifted. Never a 5xx; a broken input is a 4xx envelope with a
 * translated message; nothing is written (row counts of every table but the few a read legitimately writes).
 */
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, type TestApp } from './helpers';
import {
  badValues,
  deepJunk,
  hostileValues,
  jsonText,
  type Place,
  type Schema,
  sample,
} from './openapi-fuzz-cases';
import { createGamesApp, launchReal } from './originals-support';
import { fund, makePlayer } from './wallet-support';

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}
interface Op {
  method: string;
  path: string;
  operation: Operation;
}

type Identity = 'visitor' | 'player' | 'agent' | 'game';

/**
 * Tables a read may legitimately write: GET /wps/captcha issues a challenge per call; any successful call of a
 * signed-in player records the device cookie it came with (account_device, docs/referral-missions.md); the first
 * read of a weekly-multiplier board registers its minimum stake and fills the kept per-day bests from the bets
 * (multiplier_floor, multiplier_day_best: a derived index of vendor_bet, docs/referral-missions.md "Leaderboards").
 */
const MAY_CHANGE = new Set(['captcha', 'account_device', 'multiplier_floor', 'multiplier_day_best']);

let t: TestApp;
let ops: Op[];
const credentials: Record<Identity, Record<string, string>> = {
  visitor: {},
  player: {},
  agent: {},
  game: {},
};

async function tableCounts(): Promise<Record<string, number>> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`.execute(t.db);
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    if (MAY_CHANGE.has(name)) continue;
    const row = await sql<{ n: string }>`select count(*) as n from ${sql.table(name)}`.execute(t.db);
    counts[name] = Number(row.rows[0]!.n);
  }
  return counts;
}

beforeAll(async () => {
  t = await createGamesApp({ rateLimits: false });
  const agent = await makePlayer(t, { type: 1 });
  const player = await makePlayer(t, { uplineId: agent.id });
  await fund(t, agent, 500_000n);
  const game = await launchReal(t, 'dice', { player });
  credentials.player = { authorization: `Bearer ${player.token}` };
  credentials.agent = { authorization: `Bearer ${agent.token}` };
  credentials.game = { 'x-game-session': game.session };
  // The crash scheduler runs only on a listening server: one step opens the brand's first round.
  await t.app.originals.crash.step('aurora');
  const doc = JSON.parse((await t.app.inject({ method: 'GET', url: '/docs/json' })).body) as {
    paths: Record<string, Record<string, Operation>>;
  };
  ops = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
}, 180_000);
afterAll(async () => {
  await t?.close();
});

interface Case {
  label: string;
  /** The input breaks the declared schema: a 4xx is the only right answer. */
  broken: boolean;
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body?: { text: string; contentType: string };
}

const schemesOf = (op: Op) => new Set((op.operation.security ?? []).flatMap((s) => Object.keys(s)));
const needsCredential = (op: Op) =>
  (op.operation.security ?? []).length > 0 &&
  !(op.operation.security ?? []).some((s) => Object.keys(s).length === 0);
/** Operations answered with the envelope (not a protocol of its own, e.g. the vendor wallet). */
const speaksEnvelope = (op: Op) =>
  Boolean(op.operation.responses['200']?.content?.['application/json']?.schema?.properties?.success);

function identitiesOf(op: Op): Identity[] {
  const schemes = schemesOf(op);
  return [
    'visitor',
    ...(schemes.has('gameSession') ? (['game'] as const) : (['player'] as const)),
    ...(schemes.has('bearer') ? (['agent'] as const) : []),
  ];
}

function casesOf(op: Op): Case[] {
  const params = op.operation.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const basePath = Object.fromEntries(pathParams.map((p) => [p.name, sample(p.schema)]));
  const baseQuery = Object.fromEntries(
    queryParams.filter((p) => p.required).map((p) => [p.name, sample(p.schema)]),
  );
  const content = op.operation.requestBody?.content ?? {};
  const bodyType = content['application/json']
    ? 'application/json'
    : content['application/x-www-form-urlencoded']
      ? 'application/x-www-form-urlencoded'
      : undefined;
  const bodySchema = bodyType ? content[bodyType]!.schema : undefined;
  const baseBody = bodySchema ? (sample(bodySchema) as Record<string, unknown>) : undefined;
  const encode = (value: unknown) =>
    bodyType === 'application/x-www-form-urlencoded'
      ? {
          text: new URLSearchParams(
            Object.entries(value as Record<string, unknown>).map(([k, v]) => [
              k,
              typeof v === 'string' ? v : jsonText(v),
            ]),
          ).toString(),
          contentType: bodyType,
        }
      : { text: jsonText(value), contentType: 'application/json' };
  const body = baseBody === undefined ? undefined : encode(baseBody);
  const cases: Case[] = [];
  const push = (label: string, broken: boolean, change: Partial<Case>) =>
    cases.push({ label, broken, path: basePath, query: baseQuery, ...(body ? { body } : {}), ...change });
  const read = op.method === 'GET';

  for (const p of pathParams) {
    for (const [label, value] of badValues(p.schema, 'url').filter(([, v]) => !Array.isArray(v)))
      push(`path ${p.name} ${label}`, true, { path: { ...basePath, [p.name]: value } });
    if (read)
      for (const [label, value] of [...hostileValues(p.schema), ['a dot segment', '..'] as const])
        push(`path ${p.name} ${label}`, false, { path: { ...basePath, [p.name]: value } });
  }
  for (const p of queryParams) {
    for (const [label, value] of badValues(p.schema, 'url'))
      push(`query ${p.name} ${label}`, true, { query: { ...baseQuery, [p.name]: value } });
    if (read)
      for (const [label, value] of hostileValues(p.schema))
        push(`query ${p.name} ${label}`, false, { query: { ...baseQuery, [p.name]: value } });
  }
  if (bodySchema && baseBody) {
    const place: Place = bodyType === 'application/json' ? 'json' : 'url';
    for (const [name, schema] of Object.entries(bodySchema.properties ?? {})) {
      for (const [label, value] of badValues(schema, place).filter(
        ([, v]) => place === 'json' || !Array.isArray(v),
      ))
        push(`body ${name} ${label}`, true, { body: encode({ ...baseBody, [name]: value }) });
      for (const [inner, innerSchema] of Object.entries(schema.properties ?? {}))
        for (const [label, value] of badValues(innerSchema, 'json'))
          push(`body ${name}.${inner} ${label}`, true, {
            body: encode({ ...baseBody, [name]: { ...(sample(schema) as object), [inner]: value } }),
          });
    }
    if (bodyType === 'application/json') {
      const shapes: [string, unknown][] = [
        ['null', null],
        ['a number', 42],
        ['a string', 'text'],
        ['an empty array', []],
        ['true', true],
        ['the body in an array', [baseBody]],
      ];
      if (bodySchema.additionalProperties === false)
        shapes.push(['an unknown deep field', { ...baseBody, zzUnknown: deepJunk() }]);
      for (const [label, value] of shapes) push(`body ${label}`, true, { body: encode(value) });
      push('body invalid JSON', true, { body: { text: '{"a": ', contentType: 'application/json' } });
      push('body as plain text', true, { body: { text: 'a=b', contentType: 'text/plain' } });
    }
  }
  if (read) push('the sample request', false, {});
  return cases;
}

function urlOf(op: Op, c: Case): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) =>
    encodeURIComponent(String(c.path[name] ?? 'x')),
  );
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(c.query)) {
    for (const v of Array.isArray(value) ? value : [value]) query.append(key, String(v));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

interface Answer {
  status: number;
  contentType: string;
  body: string;
}

async function send(op: Op, c: Case, identity: Identity): Promise<Answer> {
  const headers: Record<string, string> = { host: 'aurora.localhost', ...credentials[identity] };
  if (c.body) headers['content-type'] = c.body.contentType;
  const response = await t.app.inject({
    method: op.method as InjectOptions['method'],
    url: urlOf(op, c),
    headers,
    remoteAddress: '10.66.0.1',
    ...(c.body ? { payload: c.body.text } : {}),
    payloadAsStream: true,
  });
  const contentType = String(response.headers['content-type'] ?? '');
  const stream = response.stream();
  if (contentType.startsWith('text/event-stream')) {
    stream.destroy();
    return { status: response.statusCode, contentType, body: '' };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { status: response.statusCode, contentType, body: Buffer.concat(chunks).toString('utf8') };
}

/** The problem with an answer, or undefined when it is right. */
function problemOf(op: Op, c: Case, identity: Identity, answer: Answer): string | undefined {
  if (answer.status >= 500) return `status ${answer.status}`;
  if (
    identity === 'visitor' &&
    answer.status === 401 &&
    schemesOf(op).size === 0 &&
    /"code":"(unauthorized|game_session_\w+)"/.test(answer.body)
  )
    return 'a visitor was asked for a credential the document does not declare';
  if (
    identity === 'visitor' &&
    c.label === 'the sample request' &&
    answer.status < 300 &&
    needsCredential(op)
  )
    return `a visitor got ${answer.status} but the document declares a required credential`;
  if (!speaksEnvelope(op)) return undefined;
  if (c.broken && answer.status < 400) return `broken input accepted with ${answer.status}`;
  if (answer.status >= 400) {
    try {
      const body = envelope({ body: answer.body, headers: {} });
      if (body.success !== false) return 'success is not false';
      if (!body.code) return 'empty code';
      if (!body.message || body.message === body.code) return `untranslated message "${body.message}"`;
    } catch (error) {
      return String(error);
    }
  }
  return undefined;
}

/** Runs tasks with a few in flight (the server overlaps database round trips). */
async function pool<T>(items: T[], width: number, task: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await task(items[next++]!);
    }),
  );
}

describe('every operation of /docs/json under bad input', () => {
  it('lists the operations it fuzzes', () => {
    expect(ops.length).toBeGreaterThan(50);
    expect(ops.map((op) => `${op.method} ${op.path}`)).toContain('GET /wps/originals/crash/rounds');
  });

  it('never answers 5xx, refuses broken input with a 4xx envelope, and writes nothing', async () => {
    const before = await tableCounts();
    const failures: string[] = [];
    const jobs = ops.flatMap((op) =>
      casesOf(op).flatMap((c) => identitiesOf(op).map((identity) => ({ op, c, identity }))),
    );
    await pool(jobs, 6, async ({ op, c, identity }) => {
      const answer = await send(op, c, identity);
      const problem = problemOf(op, c, identity, answer);
      if (problem)
        failures.push(
          `${op.method} ${op.path} [${identity}] ${c.label}: ${problem} — ${answer.body.slice(0, 160)}`,
        );
    });
    // Server faults first, then the rest: the first 60 are shown.
    failures.sort((a, b) => Number(b.includes(': status 5')) - Number(a.includes(': status 5')));
    expect(failures.length, failures.slice(0, 60).join('\n')).toBe(0);
    expect(await tableCounts()).toEqual(before);
    expect(jobs.length).toBeGreaterThan(3000);
  }, 240_000);
});
