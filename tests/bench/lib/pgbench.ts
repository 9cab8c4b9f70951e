import { spawnSync } from 'node:child_process';

/** Debian's pgbench (package postgresql-client); the ratio figures say "not measured" without it. */
export const PGBENCH = '/usr/bin/pgbench';

/**
 * pgbench's connection options for a database URL: its socket folder when the URL names one (`?host=`, as the
 * embedded cluster's does: the server's own connections take it, so the comparison does too), else host and port.
 */
export function pgbenchConnection(url: URL): string[] {
  const host = url.searchParams.get('host') ?? url.hostname;
  return ['-h', host, '-p', url.port || '5432', '-U', decodeURIComponent(url.username)];
}

export const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/**
 * pgbench -b tpcb-like against the server at `url` (scale 1: one branch row every transaction updates), with
 * `clients` clients for `seconds` seconds, -M prepared. Initialises its tables once; each call of the returned
 * function is one run and answers its tps (without initial connection time).
 */
export function pgbenchRunner(url: string, { clients, seconds }: { clients: number; seconds: number }) {
  const parsed = new URL(url);
  const env = { ...process.env, PGPASSWORD: decodeURIComponent(parsed.password) };
  const args = pgbenchConnection(parsed);
  const init = spawnSync(PGBENCH, ['-i', '-s', '1', '-q', ...args, 'pgbench'], { env, encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`pgbench -i failed:\n${init.stderr}`);
  return (): number => {
    const run = spawnSync(
      PGBENCH,
      [
        '-b',
        'tpcb-like',
        '-M',
        'prepared',
        '-c',
        String(clients),
        '-j',
        '2',
        '-T',
        String(seconds),
        ...args,
        'pgbench',
      ],
      { env, encoding: 'utf8' },
    );
    const match = /tps = ([\d.]+) \(without initial connection time\)/.exec(run.stdout);
    if (run.status !== 0 || !match) throw new Error(`pgbench failed:\n${run.stdout}\n${run.stderr}`);
    return Number(match[1]);
  };
}
