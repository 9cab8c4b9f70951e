/**
 * The repository's import graph, for the boundary rules (boundaries.test.ts): every static import, `export … from`
 * and literal dynamic `import()` of the TypeScript sources, resolved to repository-relative paths. Parsed with the
 * oxc parser that Vite's bundler ships (rolldown/utils), so type-only imports are known as such.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseSync } from 'rolldown/utils';

export interface ImportEdge {
  /** The importing file, relative to the root (`src/server/app.ts`). */
  from: string;
  /** The imported file, relative to the root; undefined for a package. */
  to: string | undefined;
  /** The specifier as written. */
  spec: string;
  /** The names imported (`*` for a namespace or `export *`, `default`), empty for a side-effect import. */
  names: string[];
  /** Every name is a type (`import type`, or each specifier marked `type`). */
  typeOnly: boolean;
}

const SOURCE = /\.(ts|tsx|mts)$/;

export function sourceFiles(root: string, dirs: string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(join(root, dir))) {
      const rel = `${dir}/${name}`;
      if (name === 'node_modules' || name === 'dist') continue;
      if (statSync(join(root, rel)).isDirectory()) walk(rel);
      else if (SOURCE.test(name) && !name.endsWith('.d.ts')) out.push(rel);
    }
  };
  for (const dir of dirs) if (existsSync(join(root, dir))) walk(dir);
  return out.sort();
}

/** Resolves a relative specifier the way the bundler does (extension optional, `.css` of vanilla-extract is `.css.ts`). */
export function resolveSpec(root: string, from: string, spec: string): string | undefined {
  // `@/x` is src/x (tsconfig.json paths), the alias for imports that leave their own area.
  const aliased = spec.startsWith('@/');
  if (!aliased && !spec.startsWith('.')) return undefined;
  const base = aliased ? resolve(root, 'src', spec.slice(2)) : resolve(root, dirname(from), spec);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile())
      return relative(root, candidate).replace(/\\/g, '/');
  }
  return undefined;
}

/** The import edges of one file's text. */
export function importsOf(root: string, file: string, text: string): ImportEdge[] {
  const { module: mod } = parseSync(file, text);
  const edges: ImportEdge[] = [];
  const add = (spec: string, names: { name: string; type: boolean }[]) =>
    edges.push({
      from: file,
      to: resolveSpec(root, file, spec),
      spec,
      names: names.map((n) => n.name),
      typeOnly: names.length > 0 && names.every((n) => n.type),
    });
  for (const i of mod.staticImports) {
    add(
      i.moduleRequest.value,
      i.entries.map((e) => ({
        name:
          e.importName.kind === 'Name'
            ? (e.importName.name ?? '')
            : e.importName.kind === 'Default'
              ? 'default'
              : '*',
        type: e.isType,
      })),
    );
  }
  const reexports = new Map<string, { name: string; type: boolean }[]>();
  for (const ex of mod.staticExports) {
    for (const e of ex.entries) {
      if (!e.moduleRequest) continue;
      const list = reexports.get(e.moduleRequest.value) ?? [];
      list.push({ name: e.importName.kind === 'Name' ? (e.importName.name ?? '') : '*', type: e.isType });
      reexports.set(e.moduleRequest.value, list);
    }
  }
  for (const [spec, names] of reexports) add(spec, names);
  for (const d of mod.dynamicImports) {
    const literal = /^\s*['"`]([^'"`]+)['"`]\s*$/.exec(
      text.slice(d.moduleRequest.start, d.moduleRequest.end),
    );
    if (literal?.[1]) add(literal[1], [{ name: '*', type: false }]);
  }
  return edges;
}

export function importGraph(root: string, dirs: string[]): ImportEdge[] {
  return sourceFiles(root, dirs).flatMap((file) =>
    importsOf(root, file, readFileSync(join(root, file), 'utf8')),
  );
}

/** The cycles of a directed graph (one per strongly connected component of more than one node), each as a path. */
export function cycles(nodes: Iterable<string>, edgesOf: (node: string) => Iterable<string>): string[][] {
  let index = 0;
  const stack: string[] = [];
  const meta = new Map<string, { index: number; low: number; onStack: boolean }>();
  const found: string[][] = [];
  const visit = (v: string) => {
    meta.set(v, { index, low: index, onStack: true });
    index += 1;
    stack.push(v);
    for (const w of edgesOf(v)) {
      const mw = meta.get(w);
      const mv = meta.get(v)!;
      if (!mw) {
        visit(w);
        mv.low = Math.min(mv.low, meta.get(w)!.low);
      } else if (mw.onStack) mv.low = Math.min(mv.low, mw.index);
    }
    const mv = meta.get(v)!;
    if (mv.low === mv.index) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        meta.get(w)!.onStack = false;
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.reverse());
    }
  };
  for (const node of nodes) if (!meta.has(node)) visit(node);
  return found;
}
