/**
 * The current text of every SQL function and trigger of the migrated database, one file each in src/server/db/sql/
 * (functions/<name>.sql, triggers/<table>.<trigger>.sql), each opening with `-- owner: <module>`. Migrations are
 * history: a function redefined by a later migration is read here as it stands. tests/api/db-sql.test.ts compares
 * the files with the database; `npm run db:sql` writes them again (keeping each file's owner line).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';

export const SQL_DIR = 'src/server/db/sql';
const OWNER = /^-- owner: ([a-z-]+)\b.*\n/;

export async function databaseSql(db: Kysely<unknown>): Promise<Map<string, string>> {
  const functions = await sql<{ name: string; def: string }>`
    select p.proname as name, pg_get_functiondef(p.oid) as def
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and p.prokind = 'f'
      and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
    order by 1`.execute(db);
  const triggers = await sql<{ name: string; tbl: string; def: string }>`
    select t.tgname as name, c.relname as tbl, pg_get_triggerdef(t.oid, true) as def
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
    where not t.tgisinternal and n.nspname = 'public'
    order by 2, 1`.execute(db);
  const out = new Map<string, string>();
  for (const f of functions.rows) out.set(`functions/${f.name}.sql`, `${f.def.trim()};\n`);
  for (const t of triggers.rows) out.set(`triggers/${t.tbl}.${t.name}.sql`, `${t.def.trim()};\n`);
  return out;
}

/** The files as they are: path → { owner, body without the owner line }. */
export function sqlFiles(root: string): Map<string, { owner: string | undefined; body: string }> {
  const out = new Map<string, { owner: string | undefined; body: string }>();
  for (const dir of ['functions', 'triggers']) {
    const path = join(root, SQL_DIR, dir);
    if (!existsSync(path)) continue;
    for (const name of readdirSync(path).filter((n) => n.endsWith('.sql'))) {
      const text = readFileSync(join(path, name), 'utf8');
      const owner = OWNER.exec(text)?.[1];
      out.set(`${dir}/${name}`, { owner, body: text.replace(OWNER, '') });
    }
  }
  return out;
}

const normal = (text: string) => text.replace(/\s+/g, ' ').trim();

/** What differs between the database and the files: one line per object. */
export function sqlDifferences(
  actual: Map<string, string>,
  files: Map<string, { owner: string | undefined; body: string }>,
  modules: string[],
): string[] {
  const out: string[] = [];
  for (const [path, def] of actual) {
    const file = files.get(path);
    if (!file) out.push(`${path}: in the database, no file (npm run db:sql)`);
    else if (normal(file.body) !== normal(def))
      out.push(`${path}: differs from the database (npm run db:sql)`);
  }
  for (const [path, file] of files) {
    if (!actual.has(path)) out.push(`${path}: no such function or trigger in the database`);
    if (!file.owner || !modules.includes(file.owner))
      out.push(`${path}: its first line must be "-- owner: <module>"`);
  }
  return out.sort();
}

export function writeSqlFiles(root: string, actual: Map<string, string>): void {
  const files = sqlFiles(root);
  for (const [path, def] of actual) {
    const owner = files.get(path)?.owner ?? '?';
    const full = join(root, SQL_DIR, path);
    mkdirSync(join(full, '..'), { recursive: true });
    writeFileSync(full, `-- owner: ${owner}\n${def}`);
  }
}
