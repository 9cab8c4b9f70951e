/**
 * The tables and columns the server's `Database` type declares, read from the TypeScript source (the modules'
 * `*.tables.ts` files and their composition in src/server/db/database.ts) with the oxc parser — the schema test
 * (tests/api/schema.test.ts) holds them against the migrated database.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseSync } from 'rolldown/utils';

interface Declared {
  file: string;
  members: { name: string; type: string | undefined }[];
  extends: string[];
}

function tablesFiles(root: string): string[] {
  const out = [join(root, 'src/server/db/database.ts')];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.tables.ts')) out.push(path);
    }
  };
  walk(join(root, 'src/server'));
  return out;
}

/** Every interface of the files, by name (a name declared twice is an error: the composition would be ambiguous). */
export function declaredInterfaces(root: string, files = tablesFiles(root)): Map<string, Declared> {
  const found = new Map<string, Declared>();
  for (const file of files) {
    const { program } = parseSync(file, readFileSync(file, 'utf8'));
    for (const statement of program.body as { type: string; declaration?: unknown }[]) {
      const node = (statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement) as
        | {
            type: string;
            id: { name: string };
            extends: { expression: { name: string } }[];
            body: {
              body: { type: string; key: { name?: string; value?: string }; typeAnnotation?: unknown }[];
            };
          }
        | undefined;
      if (node?.type !== 'TSInterfaceDeclaration') continue;
      const name = node.id.name;
      const at = relative(root, file);
      if (found.has(name))
        throw new Error(`interface ${name} is declared in ${found.get(name)?.file} and ${at}`);
      found.set(name, {
        file: at,
        extends: node.extends.map((e) => e.expression.name),
        members: node.body.body
          .filter((m) => m.type === 'TSPropertySignature')
          .map((m) => {
            const annotation = (
              m.typeAnnotation as { typeAnnotation?: { type: string; typeName?: { name: string } } }
            )?.typeAnnotation;
            return {
              name: String(m.key.name ?? m.key.value),
              type: annotation?.type === 'TSTypeReference' ? annotation.typeName?.name : undefined,
            };
          }),
      });
    }
  }
  return found;
}

function membersOf(
  declared: Map<string, Declared>,
  name: string,
  seen = new Set<string>(),
): Declared['members'] {
  const d = declared.get(name);
  if (!d) throw new Error(`interface ${name} is not declared in a tables file`);
  if (seen.has(name)) return [];
  seen.add(name);
  return [...d.extends.flatMap((e) => membersOf(declared, e, seen)), ...d.members];
}

/** table → its columns, as `Database` composes them. */
export function declaredSchema(root: string): Map<string, { columns: string[]; type: string; file: string }> {
  const declared = declaredInterfaces(root);
  const schema = new Map<string, { columns: string[]; type: string; file: string }>();
  for (const table of membersOf(declared, 'Database')) {
    if (!table.type) throw new Error(`table ${table.name} of Database is not a named interface`);
    schema.set(table.name, {
      type: table.type,
      file: declared.get(table.type)?.file ?? '?',
      columns: membersOf(declared, table.type).map((c) => c.name),
    });
  }
  return schema;
}

/** What differs between the database's columns and the declared ones: one line per table or column. */
export function schemaDifferences(
  actual: Map<string, string[]>,
  declared: Map<string, { columns: string[]; file: string }>,
): string[] {
  const out: string[] = [];
  for (const [table, columns] of actual) {
    const d = declared.get(table);
    if (!d) {
      out.push(`table ${table} is in the database but in no tables file`);
      continue;
    }
    for (const c of columns)
      if (!d.columns.includes(c)) out.push(`${table}.${c} is in the database but not in ${d.file}`);
    for (const c of d.columns)
      if (!columns.includes(c)) out.push(`${table}.${c} is in ${d.file} but not in the database`);
  }
  for (const [table, d] of declared) {
    if (!actual.has(table)) out.push(`table ${table} is in ${d.file} but not in the database`);
  }
  return out.sort();
}
