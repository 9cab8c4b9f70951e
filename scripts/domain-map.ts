/**
 * The README's map of the house: each domain of src/server/domains/domains.json → its server modules, web features,
 * tables, docs pages and test files, read from the tree itself. `npm run domain-map` prints it; with `--write` it
 * replaces the map between the README's markers. scripts/domain-map.test.ts fails when the README's copy is stale
 * or when a module, feature or test file belongs to no domain.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface DomainDef {
  what: string;
  modules: string[];
  web: string[];
  docs: string[];
  tests: string[];
}

export const START = '<!-- domain-map:start (npm run domain-map -- --write) -->';
export const END = '<!-- domain-map:end -->';

export function readDomains(root: string): Record<string, DomainDef> {
  return JSON.parse(readFileSync(join(root, 'src/server/domains/domains.json'), 'utf8')).domains;
}

const dirs = (path: string) =>
  existsSync(path) ? readdirSync(path).filter((name) => statSync(join(path, name)).isDirectory()) : [];

function files(root: string, dir: string, out: string[] = []): string[] {
  const path = join(root, dir);
  if (!existsSync(path)) return out;
  for (const name of readdirSync(path)) {
    const rel = `${dir}/${name}`;
    if (statSync(join(root, rel)).isDirectory()) files(root, rel, out);
    else out.push(rel);
  }
  return out;
}

/** `tests/api/agent-*` → a matcher over repository-relative paths (`*` never crosses a `/`). */
export function globMatcher(glob: string): (path: string) => boolean {
  const source = glob.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*');
  const re = new RegExp(`^${source}$`);
  return (path) => re.test(path);
}

/** The test files of the suite: API and invariant tests, e2e specs (helpers beside them are not tests). */
export function testFiles(root: string): string[] {
  return [
    ...files(root, 'tests/api'),
    ...files(root, 'tests/invariants'),
    ...files(root, 'tests/architecture'),
    ...files(root, 'tests/e2e'),
  ]
    .filter((f) => /\.(test|spec)\.ts$/.test(f))
    .sort();
}

/** Each test file's domain: the one whose matching pattern is the most specific (the longest). */
export function testsByDomain(root: string, domains: Record<string, DomainDef>) {
  const owned = new Map<string, string[]>(Object.keys(domains).map((d) => [d, []]));
  const orphans: string[] = [];
  for (const file of testFiles(root)) {
    let best: { domain: string; length: number } | undefined;
    for (const [domain, def] of Object.entries(domains)) {
      for (const glob of def.tests) {
        if (globMatcher(glob)(file) && glob.length > (best?.length ?? -1))
          best = { domain, length: glob.length };
      }
    }
    if (best) owned.get(best.domain)?.push(file);
    else orphans.push(file);
  }
  return { owned, orphans };
}

/** The table names a module's `*.tables.ts` files declare: the keys of their exported `…Tables` interfaces. */
export function moduleTables(root: string, module: string): string[] {
  const dir = join(root, 'src/server/modules', module);
  const names: string[] = [];
  for (const file of existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.tables.ts')) : []) {
    const text = readFileSync(join(dir, file), 'utf8');
    for (const block of text.matchAll(/export interface \w+Tables(?: extends [^{]+)? \{([^}]*)\}/g)) {
      for (const m of (block[1] ?? '').matchAll(/^\s+([a-z][a-z0-9_]*)\??:/gm)) if (m[1]) names.push(m[1]);
    }
  }
  return names;
}

/** What belongs to no domain, or is named by one and does not exist. */
export function mapProblems(root: string, domains: Record<string, DomainDef>): string[] {
  const problems: string[] = [];
  const all = (key: 'modules' | 'web') => Object.values(domains).flatMap((d) => d[key]);
  for (const m of dirs(join(root, 'src/server/modules'))) {
    if (!all('modules').includes(m)) problems.push(`server module ${m} is in no domain`);
  }
  for (const f of dirs(join(root, 'src/web/features'))) {
    if (!all('web').includes(f)) problems.push(`web feature ${f} is in no domain`);
  }
  for (const [name, def] of Object.entries(domains)) {
    for (const m of def.modules) {
      if (!existsSync(join(root, 'src/server/modules', m))) problems.push(`${name}: no module ${m}`);
    }
    for (const f of def.web)
      if (!existsSync(join(root, 'src/web/features', f))) problems.push(`${name}: no feature ${f}`);
    for (const d of def.docs) if (!existsSync(join(root, 'docs', d))) problems.push(`${name}: no docs/${d}`);
  }
  const docs = Object.values(domains).flatMap((d) => d.docs);
  for (const d of existsSync(join(root, 'docs')) ? readdirSync(join(root, 'docs')) : []) {
    if (d.endsWith('.md') && !docs.includes(d)) problems.push(`docs/${d} is in no domain`);
  }
  for (const file of testsByDomain(root, domains).orphans) problems.push(`test ${file} is in no domain`);
  return problems;
}

export function renderMap(root: string): string {
  const domains = readDomains(root);
  const { owned } = testsByDomain(root, domains);
  const rows = Object.entries(domains).map(([name, def]) => {
    const tables = def.modules.flatMap((m) => moduleTables(root, m));
    const tests = owned.get(name) ?? [];
    const count = (prefix: string) => tests.filter((t) => t.startsWith(prefix)).length;
    return [
      `**${name}**<br>${def.what}<br>front door: \`src/server/domains/${name}.ts\``,
      def.modules.map((m) => `\`${m}\``).join(' '),
      def.web.map((f) => `\`${f}\``).join(' '),
      tables.length ? `${tables.length}: ${tables.join(', ')}` : '—',
      def.docs.map((d) => `[${d.replace(/\.md$/, '')}](docs/${d})`).join(' '),
      `${count('tests/api/')} API, ${count('tests/invariants/') + count('tests/architecture/')} invariant, ${count('tests/e2e/')} e2e: ${def.tests
        .map((g) => `\`${g.replace(/^tests\//, '')}\``)
        .join(' ')}`,
    ];
  });
  return [
    START,
    '| domain | server (`src/server/modules/`) | web (`src/web/features/`) | tables | docs | tests |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map((r) => `| ${r.join(' | ')} |`),
    END,
  ].join('\n');
}

export function readmeWithMap(readme: string, map: string): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README has no ${START} … ${END} section`);
  return readme.slice(0, start) + map + readme.slice(end + END.length);
}

const isMain = process.argv[1] && relative(process.argv[1], new URL(import.meta.url).pathname) === '';
if (isMain) {
  const root = process.cwd();
  const problems = mapProblems(root, readDomains(root));
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exitCode = 1;
  }
  const map = renderMap(root);
  if (process.argv.includes('--write')) {
    const path = join(root, 'README.md');
    writeFileSync(path, readmeWithMap(readFileSync(path, 'utf8'), map));
    console.log('README.md: map written');
  } else console.log(map);
}
