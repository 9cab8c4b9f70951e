/**
 * Which tables each server file names in SQL, and which module owns each table (its `<module>.tables.ts`), for the
 * table-owners rule (table-owners.test.ts): a module's SQL names only its own domain's tables. Parsed with the oxc
 * parser Vite's bundler ships (rolldown/utils), like the import graph. A use is:
 * - a Kysely call whose first argument names a table: selectFrom / insertInto / updateTable / deleteFrom /
 *   mergeInto / replaceInto / the joins (`'ledger_transfer as t'`, an array of such names), sql.table('x');
 * - in the text of an sql`…` template: `from x`, `join x`, `into x`, `update x` where x is a known table.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSync } from 'rolldown/utils';

export interface TableUse {
  /** The file, relative to the root. */
  file: string;
  line: number;
  table: string;
  /** How it is named: the Kysely method (`selectFrom`) or `sql` for raw SQL text. */
  via: string;
}

const KYSELY = new Set([
  'selectFrom',
  'insertInto',
  'updateTable',
  'deleteFrom',
  'mergeInto',
  'replaceInto',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
  'innerJoinLateral',
  'leftJoinLateral',
]);
const RAW = /\b(?:from|join|into|update)\s+([a-z_][a-z0-9_]*)\b/gi;

type Node = { type: string; start: number; end: number; [key: string]: unknown };
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && 'type' in v;

function walk(node: unknown, visit: (n: Node) => void) {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (!isNode(node)) return;
  visit(node);
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'parent' && typeof value === 'object') walk(value, visit);
  }
}

const literal = (n: unknown): string | undefined =>
  isNode(n) && n.type === 'Literal' && typeof n.value === 'string' ? n.value : undefined;

const propertyName = (callee: unknown): string | undefined => {
  if (!isNode(callee) || callee.type !== 'MemberExpression') return undefined;
  const p = callee.property;
  return isNode(p) && p.type === 'Identifier' ? (p.name as string) : undefined;
};

/** `sql` or `sql.raw`-free tag: sql`…`, sql<T>`…`. */
const isSqlTag = (tag: unknown) => isNode(tag) && tag.type === 'Identifier' && tag.name === 'sql';

/** The table uses of one file's text; raw SQL text counts only the names in `tables`. */
export function tableUsesOf(file: string, text: string, tables: ReadonlySet<string>): TableUse[] {
  const { program } = parseSync(file, text);
  const lineAt = (offset: number) => text.slice(0, offset).split('\n').length;
  const found: { offset: number; table: string; via: string }[] = [];
  const add = (name: string, offset: number, via: string) => {
    const table = name.trim().split(/\s+/)[0] ?? '';
    if (table) found.push({ offset, table, via });
  };
  walk(program, (n) => {
    if (n.type === 'CallExpression') {
      const method = propertyName(n.callee);
      const [first] = n.arguments as unknown[];
      const isTableCall =
        method === 'table' && isNode(n.callee) && isSqlTag((n.callee as Node).object as unknown);
      if (!method || (!KYSELY.has(method) && !isTableCall)) return;
      const names =
        isNode(first) && first.type === 'ArrayExpression' ? (first.elements as unknown[]) : [first];
      for (const arg of names) {
        const value = literal(arg);
        if (value !== undefined) add(value, (arg as Node).start, method);
      }
    }
    if (n.type === 'TaggedTemplateExpression' && isSqlTag(n.tag)) {
      const quasi = n.quasi as Node;
      for (const q of quasi.quasis as Node[]) {
        const raw = (q.value as { raw: string }).raw;
        for (const m of raw.matchAll(RAW)) {
          const name = m[1]!.toLowerCase();
          if (tables.has(name)) add(name, q.start + (m.index ?? 0), 'sql');
        }
      }
    }
  });
  return found
    .sort((a, b) => a.offset - b.offset)
    .map(({ offset, table, via }) => ({ file, line: lineAt(offset), table, via }));
}

export function tableUses(root: string, files: string[], tables: ReadonlySet<string>): TableUse[] {
  return files.flatMap((file) => tableUsesOf(file, readFileSync(join(root, file), 'utf8'), tables));
}

/**
 * The tables a `*.tables.ts` file declares: the members of its exported `…Tables` interface (the one the database
 * type composes).
 */
export function declaredTables(file: string, text: string): string[] {
  const { program } = parseSync(file, text);
  const out: string[] = [];
  walk(program, (n) => {
    if (n.type !== 'TSInterfaceDeclaration') return;
    const id = n.id as Node;
    if (!/Tables$/.test(String(id.name))) return;
    for (const member of (n.body as Node).body as Node[]) {
      const key = member.key as Node | undefined;
      if (member.type === 'TSPropertySignature' && key?.type === 'Identifier') out.push(String(key.name));
    }
  });
  return out;
}

export type Domains = Record<string, { modules: string[] }>;

/** The owning module of each table, from the `*.tables.ts` files under src/server (modules/<m>/, or a platform layer). */
export function tableOwners(root: string, files: string[]): Map<string, string> {
  const owners = new Map<string, string>();
  for (const file of files.filter((f) => f.endsWith('.tables.ts'))) {
    const owner = /^src\/server\/modules\/([^/]+)\//.exec(file)?.[1] ?? PLATFORM;
    for (const table of declaredTables(file, readFileSync(join(root, file), 'utf8')))
      owners.set(table, owner);
  }
  return owners;
}

/** The owner of the platform layers' tables (db/platform.tables.ts, jobs/, providers/): any module may use them. */
export const PLATFORM = '(platform)';

/**
 * A module's SQL names only tables its own domain owns (or the platform's); any other table is read through the
 * owning domain's front door. One line per use: `<module> (<domain>) → <table> (<owner>, <domain>): file:line`.
 * Tables not declared anywhere (a CTE's name) are not uses of a table.
 */
export function tableOwnerViolations(
  uses: TableUse[],
  owners: ReadonlyMap<string, string>,
  domains: Domains,
): { module: string; table: string; line: string }[] {
  const domainOf = new Map(
    Object.entries(domains).flatMap(([d, { modules }]) => modules.map((m) => [m, d] as const)),
  );
  const out: { module: string; table: string; line: string }[] = [];
  for (const u of uses) {
    const module = /^src\/server\/modules\/([^/]+)\//.exec(u.file)?.[1];
    const owner = owners.get(u.table);
    if (module === undefined || owner === undefined || owner === PLATFORM || owner === module) continue;
    const [from, to] = [domainOf.get(module), domainOf.get(owner)];
    if (from !== undefined && from === to) continue;
    out.push({
      module,
      table: u.table,
      line: `${module} (${from ?? '?'}) → ${u.table} (${owner}, ${to ?? '?'}): ${u.file}:${u.line} ${u.via}`,
    });
  }
  return out;
}
