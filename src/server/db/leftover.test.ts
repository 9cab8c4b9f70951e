import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { classifyLeftover, freeCluster, type ProcessInfo } from './leftover';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A data folder whose postmaster.pid names `pid` (this test process: alive, and certainly not PostgreSQL). */
function dataFolder(pid: number, ours = true) {
  const dataDir = mkdtempSync(join(tmpdir(), 'marquee-leftover-'));
  dirs.push(dataDir);
  const cluster = join(dataDir, 'pg');
  mkdirSync(cluster);
  writeFileSync(join(cluster, 'postmaster.pid'), `${pid}\n${cluster}\n1700000000\n5432\n`);
  if (ours) writeFileSync(join(dataDir, 'pg.json'), '{"password":"x"}');
  return { dataDir, cluster };
}

const postgresOn = (cluster: string, ppid: number): ProcessInfo => ({
  ppid,
  argv: ['/opt/pg/bin/postgres', '-D', cluster, '-p', '5432'],
});

describe('leftover PostgreSQL', () => {
  it('calls a PostgreSQL of ours whose server is gone an orphan', () => {
    const { dataDir, cluster } = dataFolder(process.pid);
    const info = (pid: number) => (pid === process.pid ? postgresOn(cluster, 1) : undefined);
    expect(classifyLeftover(dataDir, cluster, info)).toEqual({ kind: 'orphan', pid: process.pid });
  });

  it('leaves a PostgreSQL alone while a Node server still owns it', () => {
    const { dataDir, cluster } = dataFolder(process.pid);
    const info = (pid: number) =>
      pid === process.pid ? postgresOn(cluster, 4242) : { ppid: 1, argv: ['/usr/bin/node', 'main.mjs'] };
    expect(classifyLeftover(dataDir, cluster, info).kind).toBe('busy');
  });

  it('leaves a PostgreSQL on this folder alone when the folder is not ours (no pg.json)', () => {
    const { dataDir, cluster } = dataFolder(process.pid, false);
    const info = (pid: number) => (pid === process.pid ? postgresOn(cluster, 1) : undefined);
    expect(classifyLeftover(dataDir, cluster, info).kind).toBe('busy');
  });

  it('treats a pid file naming another process as stale, and removes it without signalling anyone', async () => {
    const { dataDir, cluster } = dataFolder(process.pid);
    // The real process table: this pid is the test runner, not a postgres.
    expect(classifyLeftover(dataDir, cluster).kind).toBe('stale');
    expect(await freeCluster(dataDir, cluster)).toBeUndefined();
    expect(classifyLeftover(dataDir, cluster).kind).toBe('none');
  });
});
