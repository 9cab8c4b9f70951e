import { describe, expect, it } from 'vitest';
import { bootDataScript, firstPaintPreloads, homeFirstPaint } from './first-paint';

const inner = (script: string) => script.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');

describe('bootDataScript', () => {
  it('carries the payload as JSON that parses back to the same value', () => {
    const payload = { language: 'en', status: 0, bootstrap: { a: [1, 'b', null] }, homeBanner: '/x.svg' };
    const script = bootDataScript(payload);
    expect(script).toMatch(/^<script type="application\/json" id="boot-data">/);
    expect(JSON.parse(inner(script))).toEqual(payload);
  });

  it('cannot be closed or commented out by a value', () => {
    const hostile = '</script><script>alert(1)</script><!-- \u2028\u2029';
    const script = bootDataScript({
      language: 'en',
      status: 0,
      bootstrap: { name: hostile },
      homeBanner: null,
    });
    expect(inner(script)).not.toMatch(/<\/?script|<!--/i);
    expect(inner(script)).not.toMatch(/[\u2028\u2029]/);
    expect((JSON.parse(inner(script)) as { bootstrap: { name: string } }).bootstrap.name).toBe(hostile);
  });
});

describe('homeFirstPaint', () => {
  it('draws the logo and the banner, escaped, as a loading status', () => {
    const html = homeFirstPaint(
      { logoUrl: '/brands/a/assets/logo.svg', logoCompactUrl: null },
      '/brands/a/assets/b"x.svg',
    );
    expect(html).toContain('role="status"');
    expect(html).toContain('src="/brands/a/assets/logo.svg"');
    expect(html).toContain('src="/brands/a/assets/b&quot;x.svg"');
    expect(html).not.toContain('b"x');
  });

  it('leaves the banner out when the brand has none', () => {
    expect(homeFirstPaint({ logoUrl: '/l.svg', logoCompactUrl: null }, null)).not.toContain('fp-banner');
  });

  it('shows the short logo on phones when the brand has one', () => {
    const html = homeFirstPaint({ logoUrl: '/l.svg', logoCompactUrl: '/c.svg' }, null);
    expect(html).toMatch(
      /<picture><source media="\(max-width: 479\.98px\)" srcset="\/c\.svg"[^>]*><img class="fp-logo" src="\/l\.svg"/,
    );
  });
});

describe('firstPaintPreloads', () => {
  it('fetches the banner first and with high priority, then the logo', () => {
    expect(firstPaintPreloads({ logoUrl: '/l.svg', logoCompactUrl: null }, '/b.svg').split('\n')).toEqual([
      '<link rel="preload" as="image" href="/b.svg" fetchpriority="high">',
      '<link rel="preload" as="image" href="/l.svg">',
    ]);
    expect(firstPaintPreloads({ logoUrl: '/l.svg', logoCompactUrl: null }, null)).toBe(
      '<link rel="preload" as="image" href="/l.svg">',
    );
  });

  it('fetches only the logo a screen shows when there is a short one', () => {
    expect(firstPaintPreloads({ logoUrl: '/l.svg', logoCompactUrl: '/c.svg' }, null).split('\n')).toEqual([
      '<link rel="preload" as="image" href="/c.svg" media="(max-width: 479.98px)">',
      '<link rel="preload" as="image" href="/l.svg" media="(min-width: 480px)">',
    ]);
  });
});
