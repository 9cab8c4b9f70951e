import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageMatcher, parseRouteTree } from '@/core/page-routes';
import { projectRoot } from '../paths';

/**
 * Which paths are pages of the SPA: the list the web build wrote (<webDir>/page-routes.json), else the route
 * tree in the source (development and tests without a build). Without either, every path is a page.
 */
export function loadPageMatcher(webDir: string): (path: string) => boolean {
  const built = join(webDir, 'page-routes.json');
  if (existsSync(built)) return pageMatcher(JSON.parse(readFileSync(built, 'utf8')) as string[]);
  const source = join(projectRoot, 'src/web/routeTree.gen.ts');
  if (existsSync(source)) {
    const patterns = parseRouteTree(readFileSync(source, 'utf8'));
    if (patterns.length > 0) return pageMatcher(patterns);
  }
  return () => true;
}
