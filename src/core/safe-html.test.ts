import { describe, expect, it } from 'vitest';
import { isAllowedImageUrl, safeHtmlPolicy, sanitizeHtml, unsafeHtmlProblems } from './safe-html';

const policy = safeHtmlPolicy('aurora', ['https://img1.aurora.test', 'https://cdn.aurora.test/img/']);
const clean = (html: string) => sanitizeHtml(html, policy);

/** What no sanitised output may contain, however the input hid it. */
function expectInert(html: string) {
  const lower = html.toLowerCase();
  expect(lower).not.toMatch(/<\s*(script|style|svg|math|iframe|object|embed|form|base|meta|link|template)/);
  expect(lower).not.toMatch(/\son[a-z]+\s*=/);
  expect(lower).not.toMatch(/javascript:|vbscript:|data:/);
  expect(lower).not.toMatch(/\s(style|srcset|class|id|formaction|xlink:href)\s*=/);
  for (const [, url] of lower.matchAll(/\ssrc="([^"]*)"/g))
    expect(
      url!.startsWith('/brands/aurora/assets/') ||
        url!.startsWith('https://img1.aurora.test/') ||
        url!.startsWith('https://cdn.aurora.test/img/'),
      url,
    ).toBe(true);
}

describe('sanitizeHtml', () => {
  it.each([
    ['script', '<p>Hi</p><script>alert(1)</script>'],
    ['script, mixed case', '<ScRiPt SRC=//evil.test/x.js></sCrIpT>'],
    ['script inside a comment trick', '<!--<script>--><script>alert(1)</script>'],
    ['event handler', '<img src="/brands/aurora/assets/a.png" onerror="alert(1)">'],
    ['event handler, upper case, unquoted', '<a href="/x" ONCLICK=steal()>x</a>'],
    ['svg with onload', '<svg/onload=alert(1)>'],
    ['svg with script', '<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)">x</a></svg>'],
    ['math', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
    ['javascript: URL', '<a href="javascript:alert(1)">x</a>'],
    ['javascript: URL, mixed case', '<a href="JaVaScRiPt:alert(1)">x</a>'],
    ['javascript: URL with a newline', '<a href="java\nscript:alert(1)">x</a>'],
    ['javascript: URL with a leading space', '<a href=" javascript:alert(1)">x</a>'],
    [
      'javascript: URL, decimal entities',
      '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
    ],
    [
      'javascript: URL, hex entities without semicolons',
      '<a href="&#x6A&#x61&#x76&#x61script&#x3A;alert(1)">x</a>',
    ],
    ['javascript: URL, &colon;', '<a href="javascript&colon;alert(1)">x</a>'],
    ['javascript: URL, &Tab; inside', '<a href="jav&Tab;ascript:alert(1)">x</a>'],
    ['vbscript: URL', '<a href="vbscript:msgbox(1)">x</a>'],
    ['data: URL link', '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>'],
    ['data: URI image', '<img src="data:image/svg+xml,%3Csvg onload=alert(1)%3E">'],
    ['tracking pixel', '<img src="https://tracker.example/p.gif" width="1" height="1">'],
    ['protocol-relative image', '<img src="//tracker.example/p.gif">'],
    ['CDN look-alike host', '<img src="https://img1.aurora.test.evil.example/p.gif">'],
    ['CDN prefix without a path boundary', '<img src="https://cdn.aurora.test/imgevil/p.gif">'],
    ['path climbing out of the assets', '<img src="/brands/aurora/assets/../../lotus/assets/x.png">'],
    ['another brand’s assets', '<img src="/brands/lotus/assets/logo.svg">'],
    ['srcset', '<img src="/brands/aurora/assets/a.png" srcset="https://tracker.example/p.gif 2x">'],
    ['style URL', '<p style="background:url(https://tracker.example/p.gif)">x</p>'],
    ['style element', '<style>@import url(https://tracker.example/x.css)</style><p>x</p>'],
    ['iframe', '<iframe src="https://evil.test"></iframe>'],
    ['form', '<form action="https://evil.test"><button formaction="javascript:alert(1)">x</button></form>'],
    ['base', '<base href="https://evil.test/">'],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.test">'],
    ['attribute breaking out', '<a href="/x" title="a"onmouseover="alert(1)">x</a>'],
    ['unknown named reference in a URL', '<a href="javascript&NewLine;:alert(1)">x</a>'],
    ['unterminated tag', '<img src="/brands/aurora/assets/a.png" onerror="alert(1)"'],
    ['CDATA', '<![CDATA[<script>alert(1)</script>]]>'],
    ['noscript', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
    ['template', '<template><img src=x onerror=alert(1)></template>'],
    ['class and id', '<p class="x" id="login">x</p>'],
  ])('drops %s and reports it', (_, html) => {
    const result = clean(html);
    expect(result.problems.length, result.html).toBeGreaterThan(0);
    expectInert(result.html);
    // The check that writes no output finds the same problems.
    expect(unsafeHtmlProblems(html, policy)).toEqual(result.problems);
  });

  it('keeps allowed markup unchanged and reports nothing', () => {
    const html =
      '<p><b>Reload bonus:</b> 20% <em>every</em> Friday &amp; Saturday.</p><ul><li>Min ₱300</li></ul><br>' +
      '<p>See <a href="/promotions">Promotions</a>.</p><img src="/brands/aurora/assets/banner.svg" alt="bonus">' +
      '<img src="https://cdn.aurora.test/img/promo.webp" alt="">';
    expect(clean(html)).toEqual({ html, problems: [] });
  });

  it('opens external links in a new tab without a referrer or opener, and leaves site links alone', () => {
    const result = clean(
      '<a href="https://help.example/x" target="_self" rel="opener">help</a> <a href="/lott">lottery</a>',
    );
    expect(result.html).toBe(
      '<a href="https://help.example/x" target="_blank" rel="noopener noreferrer">help</a> <a href="/lott">lottery</a>',
    );
    expect(result.problems).toEqual([]);
  });

  it('escapes stray angle brackets and ampersands, closes open elements, drops stray end tags', () => {
    expect(clean('a < b & c > d <p><b>bold</p></div>x').html).toBe(
      'a &lt; b &amp; c &gt; d <p><b>bold</b></p>x',
    );
    expect(unsafeHtmlProblems('<p><b>bold</p></div><i>x', policy)).toEqual([]);
  });

  it('writes attribute values with their references decoded and re-escaped', () => {
    expect(clean('<a href="/a?x=1&amp;y=2" title=\'say "hi" &lt;3\'>x</a>').html).toBe(
      '<a href="/a?x=1&amp;y=2" title="say &quot;hi&quot; &lt;3">x</a>',
    );
  });

  it('shows a "<" that opens no tag as text', () => {
    expect(clean('< script>alert(1)</script>')).toEqual({ html: '&lt; script&gt;alert(1)', problems: [] });
  });
});

describe('isAllowedImageUrl', () => {
  it('accepts only the brand’s assets and paths under its image CDNs', () => {
    expect(isAllowedImageUrl('/brands/aurora/assets/x.png', policy)).toBe(true);
    expect(isAllowedImageUrl('https://img1.aurora.test/a/b.png', policy)).toBe(true);
    expect(isAllowedImageUrl('https://img1.aurora.test', policy)).toBe(false);
    expect(isAllowedImageUrl('http://img1.aurora.test/a.png', policy)).toBe(false);
    expect(isAllowedImageUrl('/brands/aurora/assets/', policy)).toBe(false);
  });
});
