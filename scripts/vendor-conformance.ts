// npm run vendor:conformance -- --url http://127.0.0.1:8080 --vendor PG --secret <secret> [--host aurora.localhost]
//   [--fixtures fixtures.json]
// Drives an operator's seamless-wallet endpoint through every case of the protocol (scripts/lib/
// vendor-conformance.ts) and prints PASS or FAIL per case; exits 1 when any case fails, 2 on bad usage.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { type Fixtures, runConformance } from './lib/vendor-conformance';

let values: Record<string, string | undefined>;
try {
  ({ values } = parseArgs({
    options: {
      url: { type: 'string' },
      vendor: { type: 'string' },
      secret: { type: 'string' },
      host: { type: 'string' },
      fixtures: { type: 'string' },
    },
  }));
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
if (!values.url || !values.vendor || !values.secret) {
  console.error(
    'usage: npm run vendor:conformance -- --url <operator base URL> --vendor <code> --secret <secret> [--host <Host header>] [--fixtures <file.json>]',
  );
  process.exit(2);
}

const fixtures = values.fixtures
  ? (JSON.parse(readFileSync(values.fixtures, 'utf8')) as Fixtures)
  : undefined;
console.log(
  `vendor conformance: ${values.vendor} against ${values.url}${values.host ? ` (Host ${values.host})` : ''}`,
);
try {
  const results = await runConformance(
    {
      url: values.url,
      vendor: values.vendor,
      secret: values.secret,
      ...(values.host ? { host: values.host } : {}),
      ...(fixtures ? { fixtures } : {}),
    },
    (r) => console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name}${r.ok ? '' : ` — ${r.detail}`}`),
  );
  const failed = results.filter((r) => !r.ok).length;
  console.log(`${results.length - failed}/${results.length} cases passed`);
  process.exit(failed ? 1 : 0);
} catch (error) {
  console.error(`could not run: ${(error as Error).message}`);
  process.exit(1);
}
