import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Brand } from '@/core/brand';
import { resourceHints } from './preload';

/** A build manifest shaped like Vite's: the entry, the site layout, the home route, two languages' first paint. */
const MANIFEST = {
  'index.html': { file: 'assets/index-a.js', imports: ['_framework-f.js'], css: ['assets/index-a.css'] },
  '_framework-f.js': { file: 'assets/framework-f.js' },
  'routes/_site.tsx?tsr-split=component': {
    file: 'assets/_site-l.js',
    imports: ['_framework-f.js', '_queries-q.js'],
    css: ['assets/_site-l.css'],
  },
  '_queries-q.js': { file: 'assets/queries-q.js', imports: ['_framework-f.js'] },
  'routes/_site/index.tsx?tsr-split=component': { file: 'assets/_site-h.js', imports: ['_HomePage-p.js'] },
  '_HomePage-p.js': { file: 'assets/HomePage-p.js', imports: ['_queries-q.js'], css: ['assets/home-p.css'] },
  '_locale-en-e.js': { file: 'assets/locale-en-e.js' },
  '_locale-th-t.js': { file: 'assets/locale-th-t.js' },
};

const webDir = mkdtempSync(join(tmpdir(), 'marquee-preload-'));
mkdirSync(join(webDir, '.vite'));
writeFileSync(join(webDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
afterAll(() => rmSync(webDir, { recursive: true, force: true }));

const brand = (language: string) =>
  ({ config: { code: `b-${language}`, languages: { default: language } } }) as unknown as Brand;
const hrefs = (html: string) => [...html.matchAll(/href="\/([^"]+)"/g)].map((m) => m[1]);

describe('resourceHints', () => {
  const hintsFor = resourceHints(webDir);

  it("lists the home's translations first, then the layout and the route with what they import, each once", () => {
    expect(hrefs(hintsFor(brand('en'), '/'))).toEqual([
      'assets/locale-en-e.js',
      'assets/_site-l.js',
      'assets/_site-l.css',
      'assets/queries-q.js',
      'assets/_site-h.js',
      'assets/HomePage-p.js',
      'assets/home-p.css',
    ]);
  });

  it('leaves out what index.html already loads (the entry and its imports) and other languages', () => {
    const html = hintsFor(brand('th'), '/');
    expect(html).toContain('locale-th-t.js');
    expect(html).not.toMatch(/framework-f|index-a|locale-en/);
  });

  it('fetches every hint at low priority: scripts as module preloads, stylesheets as style preloads', () => {
    const links = hintsFor(brand('en'), '/').split('\n');
    for (const link of links) expect(link).toContain(' fetchpriority="low" ');
    expect(links.filter((l) => l.startsWith('<link rel="modulepreload" crossorigin '))).toHaveLength(5);
    expect(links.filter((l) => l.startsWith('<link rel="preload" as="style" crossorigin '))).toHaveLength(2);
  });

  it('has no site layout on agent pages and no route for a path that is not one', () => {
    expect(hrefs(hintsFor(brand('en'), '/agent'))).toEqual(['assets/locale-en-e.js']);
    expect(hrefs(hintsFor(brand('en'), '/no/such"page'))).toEqual([
      'assets/locale-en-e.js',
      'assets/_site-l.js',
      'assets/_site-l.css',
      'assets/queries-q.js',
    ]);
  });

  it('is empty without a build', () => {
    expect(resourceHints(join(webDir, 'missing'))(brand('en'), '/')).toBe('');
  });
});
