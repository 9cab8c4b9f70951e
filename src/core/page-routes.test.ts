import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageMatcher, parseRouteTree } from './page-routes';

describe('page routes', () => {
  it('reads the route patterns of the generated route tree', () => {
    const text = readFileSync(new URL('../web/routeTree.gen.ts', import.meta.url), 'utf8');
    const patterns = parseRouteTree(text);
    expect(patterns).toContain('/');
    expect(patterns).toContain('/login');
    expect(patterns).toContain('/originals/$game');
    expect(patterns.every((p) => p.startsWith('/'))).toBe(true);
  });

  it('matches literal, parameter, optional and splat segments', () => {
    const isPage = pageMatcher(['/', '/login', '/originals/$game', '/help/{-$topic}', '/files/$']);
    for (const path of ['/', '/login', '/login/', '/originals/crash', '/help', '/help/faq', '/files/a/b'])
      expect(isPage(path), path).toBe(true);
    for (const path of ['/nope', '/login/x', '/originals', '/originals/a/b', '/help/a/b', '/%E0%A4%A'])
      expect(isPage(path), path).toBe(false);
  });
});
