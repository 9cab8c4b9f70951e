/**
 * The seamless-wallet conformance harness (issue 6; docs/originals.md "Conformance"): drives any operator's
 * /vendor/<code>/wallet/* endpoint through every case of the protocol and reports pass or fail per case.
 * Standalone on purpose (node:http and node:crypto only): it is what a vendor would run against an operator.
 *
 * Test players come from the operator: our server hands them out on POST /vendor/<code>/conformance/fixtures
 * (signed, not in production); for another operator pass them as JSON (--fixtures file.json) in the same shape.
 */
import { randomUUID } from 'node:crypto';
import { expiredSessionCase, inputCases, protocolCases } from './vendor-conformance-cases';
import {
  type CaseResult,
  type ConformanceOptions,
  conformanceKit,
  createClient,
} from './vendor-conformance-client';

export type { CaseResult, ConformanceOptions, Fixtures, Party } from './vendor-conformance-client';

export async function runConformance(
  options: ConformanceOptions,
  report: (result: CaseResult) => void = () => undefined,
): Promise<CaseResult[]> {
  const _client = createClient(options);
  const client = createClient(options);
  let fixtures = options.fixtures;
  if (!fixtures) {
    const body = JSON.stringify({ request_uuid: randomUUID() });
    const answer = await client.send(
      `/vendor/${options.vendor}/conformance/fixtures`,
      body,
      client.sign(body),
    );
    if (answer.status !== 'RS_OK' || !answer.fixtures)
      throw new Error(`the operator handed out no test players (${answer.status}); pass --fixtures`);
    fixtures = answer.fixtures;
  }
  const kit = conformanceKit(client, fixtures, options);
  const short = protocolCases(kit);
  inputCases(kit);
  expiredSessionCase(kit, short);
  const { cases } = kit;

  const results: CaseResult[] = [];
  for (const [name, run] of cases) {
    const started = performance.now();
    let result: CaseResult;
    try {
      await run();
      result = { name, ok: true, detail: '', ms: performance.now() - started };
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      result = { name, ok: false, detail, ms: performance.now() - started };
    }
    results.push(result);
    report(result);
  }
  return results;
}
