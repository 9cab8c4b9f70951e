/**
 * The SPA's page routes, as the server needs them to answer unknown pages with 404: the `fullPaths` union of
 * TanStack Router's generated route tree (src/web/routeTree.gen.ts). The web build writes the list beside
 * index.html (page-routes.json, vite.config.ts); the server matches request paths against it.
 */

/** The route patterns of a routeTree.gen.ts text (`fullPaths: | '/' | '/login' | '/originals/$game'`). */
export function parseRouteTree(text: string): string[] {
  const block = text.match(/fullPaths:\s*((?:\|?\s*'[^']*'\s*)+);/);
  if (!block?.[1]) return [];
  return [...block[1].matchAll(/'([^']*)'/g)].map((m) => m[1]!).filter((p) => p.startsWith('/'));
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** One pattern against one path: literal segments, `$param` (one segment), `{-$param}` (optional), `$` (rest). */
function matchesPattern(pattern: string[], path: string[]): boolean {
  const [head, ...rest] = pattern;
  if (head === undefined) return path.length === 0;
  if (head === '$') return true;
  if (/^\{-\$[^}]*\}$/.test(head))
    return matchesPattern(rest, path) || matchesPattern([head.slice(2, -1), ...rest], path);
  const [first, ...others] = path;
  if (first === undefined) return false;
  if (head.startsWith('$')) return matchesPattern(rest, others);
  return head === first && matchesPattern(rest, others);
}

/** A matcher for request paths (no query string); a trailing slash is ignored. */
export function pageMatcher(patterns: readonly string[]): (path: string) => boolean {
  const compiled = patterns.map(segmentsOf);
  return (path) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return false;
    }
    const segments = segmentsOf(decoded);
    return compiled.some((pattern) => matchesPattern(pattern, segments));
  };
}
