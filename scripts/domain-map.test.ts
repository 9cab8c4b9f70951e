import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { END, globMatcher, mapProblems, readDomains, readmeWithMap, renderMap, START } from './domain-map';

const root = join(import.meta.dirname, '..');

describe('the domain map', () => {
  it('places every server module, web feature and test file in a domain, and names only what exists', () => {
    expect(mapProblems(root, readDomains(root))).toEqual([]);
  });

  it('reports what belongs to no domain', () => {
    const domains = readDomains(root);
    const { identity, ...rest } = domains;
    const problems = mapProblems(root, {
      ...rest,
      identity: { ...identity!, modules: ['accounts', 'nowhere'] },
    });
    expect(problems).toContain('server module session is in no domain');
    expect(problems).toContain('identity: no module nowhere');
  });

  it('is current in the README (npm run domain-map -- --write)', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    expect(readmeWithMap(readme, renderMap(root))).toBe(readme);
  });

  it('globs match one path segment per star', () => {
    expect(globMatcher('tests/api/agent-*')('tests/api/agent-access.test.ts')).toBe(true);
    expect(globMatcher('tests/e2e/*')('tests/e2e/a11y.spec.ts')).toBe(true);
    expect(globMatcher('tests/e2e/*')('tests/e2e/deep/a.spec.ts')).toBe(false);
    expect(globMatcher('tests/api/vip*')('tests/api/vip.test.ts')).toBe(true);
    expect(globMatcher('tests/api/vip*')('tests/api/avip.test.ts')).toBe(false);
  });

  it('needs the README markers', () => {
    expect(() => readmeWithMap('# no map', '')).toThrow(START);
    expect(START).not.toBe(END);
  });
});
