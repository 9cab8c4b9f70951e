/**
 * The boundary rules of the house (ARCHITECTURE.md, README "Map of the house"), as functions over the import graph
 * so each can be fed a small graph and shown to fail (boundaries.test.ts). Each returns one line per offending
 * import: `rule: from → to`.
 */
import { cycles, type ImportEdge } from './import-graph';

export type Domains = Record<string, { modules: string[] }>;

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const under = (file: string | undefined, dir: string) => file?.startsWith(`${dir}/`);
const line = (rule: string, e: ImportEdge) => `${rule}: ${e.from} → ${e.to ?? e.spec}`;

/**
 * core imports only core (and packages); the server never imports the web, nor the web the server. (A test may read
 * the data it checks, such as locales and schemas.)
 */
export function layerViolations(edges: ImportEdge[]): string[] {
  const out: string[] = [];
  for (const e of edges) {
    if (e.to === undefined || isTest(e.from)) continue;
    if (under(e.from, 'src/core') && !under(e.to, 'src/core')) out.push(line('core imports only core', e));
    if (under(e.from, 'src/server') && under(e.to, 'src/web'))
      out.push(line('the server never imports the web', e));
    if (under(e.from, 'src/web') && under(e.to, 'src/server'))
      out.push(line('the web never imports the server', e));
  }
  return out;
}

const featureOf = (file: string) => /^src\/web\/features\/([^/]+)\//.exec(file)?.[1];

/**
 * A web feature uses another feature only through that feature's public entry, `features/<x>/index.ts`. The
 * composition roots — the route files (each page its own lazy chunk) and the app shell — import pages directly.
 */
export function featureViolations(edges: ImportEdge[]): string[] {
  const out: string[] = [];
  for (const e of edges) {
    if (e.to === undefined || isTest(e.from)) continue;
    const [from, to] = [featureOf(e.from), featureOf(e.to)];
    if (from === undefined || to === undefined || to === from) continue;
    if (!/^src\/web\/features\/[^/]+\/index\.tsx?$/.test(e.to)) {
      out.push(line(`a feature imports ${to} only through features/${to}/index.ts`, e));
    }
  }
  return out;
}

export function moduleOf(file: string): string | undefined {
  return /^src\/server\/modules\/([^/]+)\//.exec(file)?.[1];
}

const doorOf = (file: string) => /^src\/server\/domains\/([^/]+)\.ts$/.exec(file)?.[1];

export function domainOfModule(domains: Domains): (module: string | undefined) => string | undefined {
  const map = new Map(
    Object.entries(domains).flatMap(([d, { modules }]) => modules.map((m) => [m, d] as const)),
  );
  return (module) => (module === undefined ? undefined : map.get(module));
}

/**
 * Another domain, the app and the scripts reach a domain's modules only through its front door
 * (`src/server/domains/<domain>.ts`); a front door re-exports only its own domain's modules. The database type may
 * compose the modules' table types (`src/server/db/` → `*.tables.ts`). Tests may reach anything.
 */
export function domainViolations(edges: ImportEdge[], domains: Domains): string[] {
  const domainOf = domainOfModule(domains);
  const out: string[] = [];
  for (const e of edges) {
    if (e.to === undefined || isTest(e.from)) continue;
    const target = domainOf(moduleOf(e.to));
    if (target === undefined) continue;
    const door = doorOf(e.from);
    if (door !== undefined) {
      if (door !== target) out.push(line(`the ${door} front door re-exports only the ${door} domain`, e));
      continue;
    }
    if (domainOf(moduleOf(e.from)) === target) continue;
    if (under(e.from, 'src/server/db') && e.to.endsWith('.tables.ts')) continue;
    out.push(line(`another domain uses ${target} only through src/server/domains/${target}.ts`, e));
  }
  return out;
}

/**
 * The module each import really reaches: the imported file's module, or — through a front door — the modules of
 * the names it re-exports.
 */
function moduleEdges(edges: ImportEdge[], withTypes: boolean): Map<string, Map<string, ImportEdge>> {
  const doorNames = new Map<string, Map<string, string>>();
  for (const e of edges) {
    const door = doorOf(e.from);
    const module = e.to && moduleOf(e.to);
    if (door === undefined || !module) continue;
    const names = doorNames.get(e.from) ?? new Map<string, string>();
    for (const n of e.names) names.set(n, module);
    doorNames.set(e.from, names);
  }
  const graph = new Map<string, Map<string, ImportEdge>>();
  for (const e of edges) {
    const from = moduleOf(e.from);
    if (!from || e.to === undefined || isTest(e.from) || (e.typeOnly && !withTypes)) continue;
    const direct = moduleOf(e.to);
    const targets = direct
      ? [direct]
      : e.names.map((n) => doorNames.get(e.to!)?.get(n)).filter((m) => m !== undefined);
    for (const to of targets) {
      if (to === from) continue;
      const out = graph.get(from) ?? new Map<string, ImportEdge>();
      if (!out.has(to)) out.set(to, e);
      graph.set(from, out);
    }
  }
  return graph;
}

/** A strongly connected component, named by the imports that tie it together. */
function describeCycle(
  rule: string,
  component: string[],
  graph: Map<string, Map<string, ImportEdge>>,
): string {
  const inside = new Set(component);
  const steps = component.flatMap((node) =>
    [...(graph.get(node) ?? [])]
      .filter(([next]) => inside.has(next))
      .map(([next, edge]) => `${node} → ${next} (${edge.from} imports ${edge.spec})`),
  );
  return `${rule} (${component.join(', ')}): ${steps.join('; ')}`;
}

/**
 * Server modules import each other without cycles (type-only imports aside: they are erased and load nothing), and
 * the domains they make up depend on each other without cycles, types included.
 */
export function cycleViolations(edges: ImportEdge[], domains: Domains): string[] {
  const graph = moduleEdges(edges, false);
  const out = cycles(graph.keys(), (m) => graph.get(m)?.keys() ?? []).map((c) =>
    describeCycle('no import cycle between server modules', c, graph),
  );
  const domainOf = domainOfModule(domains);
  const domainGraph = new Map<string, Map<string, ImportEdge>>();
  for (const [from, targets] of moduleEdges(edges, true)) {
    for (const [to, edge] of targets) {
      const [a, b] = [domainOf(from), domainOf(to)];
      if (!a || !b || a === b) continue;
      const outOf = domainGraph.get(a) ?? new Map<string, ImportEdge>();
      if (!outOf.has(b)) outOf.set(b, edge);
      domainGraph.set(a, outOf);
    }
  }
  out.push(
    ...cycles(domainGraph.keys(), (d) => domainGraph.get(d)?.keys() ?? []).map((c) =>
      describeCycle('no import cycle between domains', c, domainGraph),
    ),
  );
  return out;
}
