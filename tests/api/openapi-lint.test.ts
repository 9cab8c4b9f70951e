/**
 * The API description is a contract: the document served at /docs/json passes `redocly lint` with the
 * recommended rules (redocly.yaml) without an error or a warning, so vendors and merchants can generate a
 * client from it. The document is derived centrally (src/server/plugins/openapi.ts): routes added later are
 * linted here too.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationIdOf } from '@/server/plugins/openapi';
import { createTestApp, type TestApp } from './helpers';

const root = resolve(import.meta.dirname, '../..');

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { $ref?: string }>;
}
interface Doc {
  servers?: unknown[];
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let doc: Doc;
let body: string;
beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
  expect(response.statusCode).toBe(200);
  body = response.body;
  doc = JSON.parse(body) as Doc;
});
afterAll(async () => {
  await t?.close();
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );

describe('the OpenAPI document', () => {
  it('passes redocly lint (recommended rules) without errors or warnings', () => {
    const dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
    try {
      const file = join(dir, 'openapi.json');
      writeFileSync(file, body);
      const run = spawnSync(
        process.execPath,
        [
          join(root, 'node_modules/@redocly/cli/bin/cli.js'),
          'lint',
          file,
          '--config',
          join(root, 'redocly.yaml'),
          '--format',
          'json',
          '--max-problems',
          '1000',
        ],
        {
          encoding: 'utf8',
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
          timeout: 60_000,
        },
      );
      const start = run.stdout.indexOf('{');
      expect(start, `redocly printed no report: ${run.stderr}`).toBeGreaterThanOrEqual(0);
      const report = JSON.parse(run.stdout.slice(start)) as {
        problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
      };
      const problems = report.problems.map(
        (p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`,
      );
      expect(problems).toEqual([]);
      expect(run.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names servers, and gives every operation an operationId and envelope 4xx answers', () => {
    expect(doc.servers?.length).toBeGreaterThan(0);
    const list = operations();
    expect(list.length).toBeGreaterThan(50);
    for (const { path, method, operation } of list) {
      expect(operation.operationId, `${method} ${path}`).toBe(operationIdOf(method, path));
      expect(operation.responses['400']?.$ref, `${method} ${path}`).toBe('#/components/responses/BadRequest');
    }
  });

  it('declares the bearer scheme on operations behind a session guard, and a 401 for them', () => {
    const info = doc.paths['/wps/member/info']?.get;
    expect(info?.security).toEqual([{ bearer: [] }]);
    expect(info?.responses['401']?.$ref).toBe('#/components/responses/Unauthorized');
    const deposit = Object.values(doc.paths['/wps/cashier/deposit'] ?? {})[0];
    if (deposit) expect(deposit.security).toEqual([{ bearer: [] }]);
    // Public operations say so (an empty requirement list), and have no 401.
    const status = doc.paths['/wps/system/status']?.get;
    expect(status?.security).toEqual([]);
    expect(status?.responses['401']).toBeUndefined();
    // An operation that reads an optional credential says so with an empty alternative.
    expect(doc.paths['/wps/originals/crash/state']?.get?.security).toEqual([{}, { gameSession: [] }]);
  });

  it('derives stable operationIds from method and path', () => {
    expect(operationIdOf('get', '/wps/member/info')).toBe('getWpsMemberInfo');
    expect(operationIdOf('post', '/wps/originals/{game}/bet')).toBe('postWpsOriginalsByGameBet');
    expect(operationIdOf('get', '/wps/relay/MCSFE_getFavoriteGamesList')).toBe(
      'getWpsRelayMCSFEGetFavoriteGamesList',
    );
  });
});
