import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { INLINE_STYLESHEET_MAX_BYTES, inlineEntryStylesheets } from './inline-styles';

const webDir = mkdtempSync(join(tmpdir(), 'marquee-inline-styles-'));
mkdirSync(join(webDir, 'assets'));
const write = (name: string, css: string) => writeFileSync(join(webDir, 'assets', name), css);
write('index-a1.css', '.a{color:red}\n');
write('big-b2.css', `.b{${'x:y;'.repeat(INLINE_STYLESHEET_MAX_BYTES / 4)}}`);
write('url-c3.css', '.c{background:url(/assets/c.svg)}');
write('close-d4.css', '.d::after{content:"</style><script>"}');
write('import-e5.css', '@import "/assets/index-a1.css";');
afterAll(() => rmSync(webDir, { recursive: true, force: true }));

const link = (file: string) => `<link rel="stylesheet" crossorigin href="/assets/${file}">`;
const page = (links: string) =>
  `<head><style id="brand-theme">:root{}</style>\n<script type="module" crossorigin src="/assets/index-z.js"></script>\n${links}\n</head>`;

describe('inlineEntryStylesheets', () => {
  it('puts the entry stylesheet in the page at the place of its link, so the cascade order stays', () => {
    const html = inlineEntryStylesheets(page(link('index-a1.css')), webDir);
    expect(html).not.toContain('<link rel="stylesheet"');
    expect(html).toContain('<style data-href="/assets/index-a1.css">.a{color:red}</style>');
    expect(html.indexOf('id="brand-theme"')).toBeLessThan(html.indexOf('data-href'));
    expect(html.indexOf('<script type="module"')).toBeLessThan(html.indexOf('data-href'));
  });

  it('keeps the link for a large file, url() or @import references, text that would close the element, a missing file', () => {
    for (const file of ['big-b2.css', 'url-c3.css', 'close-d4.css', 'import-e5.css', 'gone-f6.css']) {
      expect(inlineEntryStylesheets(page(link(file)), webDir), file).toContain(link(file));
    }
  });

  it('leaves other links (preloads, icons) alone', () => {
    const others =
      '<link rel="preload" as="style" crossorigin href="/assets/index-a1.css">\n<link rel="icon" href="/f.svg">';
    expect(inlineEntryStylesheets(page(others), webDir)).toBe(page(others));
  });
});
