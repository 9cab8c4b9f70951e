import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_NAMESPACES } from '@/core/locale-chunks';

const source = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');
const globbed = (text: string) =>
  [...text.matchAll(/'!?\.\.\/\.\.\/\.\.\/locales\/\*\/(\w+)\.json'/g)].map((m) => m[1]);

describe('catalogue loaders', () => {
  it('the entry globs exactly the first-paint namespaces; the lazy map excludes exactly them', () => {
    expect(globbed(source('./i18n.ts')).sort()).toEqual([...FIRST_PAINT_NAMESPACES].sort());
    expect(globbed(source('./locale-loaders.ts')).sort()).toEqual([...FIRST_PAINT_NAMESPACES].sort());
    expect(source('./locale-loaders.ts')).toContain("'../../../locales/*/*.json'");
  });
});
