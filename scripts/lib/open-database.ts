// The database of a Marquee installation, for command-line tools (ledger:check, ops): DATABASE_URL when set;
// else the embedded cluster in DATA_DIR (default ./data) — reached on its port when a server is running on it,
// otherwise started for the duration of the command and stopped afterwards.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Kysely } from 'kysely';
import { connect } from '@/server/db/connect';
import type { Database } from '@/server/db/database';
import { startEmbeddedPostgres } from '@/server/db/embedded';
import { projectRoot } from '@/server/paths';

export interface OpenDatabase {
  db: Kysely<Database>;
  /** Where it is, for messages (no password). */
  where: string;
  close(): Promise<void>;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function openDatabase(env: NodeJS.ProcessEnv = process.env): Promise<OpenDatabase> {
  if (env.DATABASE_URL) {
    const db = connect(env.DATABASE_URL, 4);
    const url = new URL(env.DATABASE_URL);
    return { db, where: `${url.hostname}:${url.port || 5432}${url.pathname}`, close: () => db.destroy() };
  }
  const dataDir = resolve(env.DATA_DIR ?? join(projectRoot, 'data'));
  const cluster = join(dataDir, 'pg');
  const settings = join(dataDir, 'pg.json');
  if (!existsSync(join(cluster, 'PG_VERSION')) || !existsSync(settings)) {
    throw new Error(`no database in ${dataDir}: start the server once (npm start) or set DATABASE_URL`);
  }
  const { password } = JSON.parse(readFileSync(settings, 'utf8')) as { password: string };
  const pidFile = join(cluster, 'postmaster.pid');
  if (existsSync(pidFile)) {
    // postmaster.pid: line 1 the pid, line 4 the port.
    const lines = readFileSync(pidFile, 'utf8').split('\n');
    const pid = Number(lines[0]);
    const port = Number(lines[3]);
    if (Number.isInteger(pid) && alive(pid) && Number.isInteger(port) && port > 0) {
      const db = connect(`postgres://marquee:${encodeURIComponent(password)}@127.0.0.1:${port}/marquee`, 4);
      return {
        db,
        where: `running embedded PostgreSQL in ${cluster} (port ${port})`,
        close: () => db.destroy(),
      };
    }
  }
  const embedded = await startEmbeddedPostgres(dataDir);
  const db = connect(embedded.url, 4);
  return {
    db,
    where: `embedded PostgreSQL in ${cluster} (started for this command)`,
    async close() {
      await db.destroy();
      await embedded.stop();
    },
  };
}
