import { describe, expect, it } from 'vitest';
import type { Brand } from '@/core/brand';
import { loadBrands } from '@/server/brands/load-brands';
import { defaultBrandsDir } from '@/server/paths';
import { announcements } from './announcements.service';

const aurora = loadBrands(defaultBrandsDir).brands.find((brand) => brand.config.code === 'aurora')!;

/** Aurora with one notice and one popup carrying the given HTML (as if the brand check had been bypassed). */
function withHtml(html: string): Brand {
  const content = aurora.announcements;
  return {
    ...aurora,
    announcements: {
      ...content,
      notices: [{ ...content.notices[0]!, content: { en: html } }],
      popups: [{ ...content.popups[0]!, content: { en: html } }],
    },
  };
}

describe('announcements (served HTML)', () => {
  it('sanitises notice and popup HTML before serving it, even when it reached the server unchecked', () => {
    const hostile =
      '<p style="background:url(https://t.example/p.gif)" onclick="x()">Hi<img src="https://t.example/p.gif">' +
      '<script>alert(1)</script><a href="https://help.example">help</a><a href="jav&#x61;script:alert(1)">x</a></p>';
    const served = announcements(withHtml(hostile), 'en', ['PL', 'PU']);
    const expected =
      '<p>Hi<a href="https://help.example" target="_blank" rel="noopener noreferrer">help</a><a>x</a></p>';
    expect(served.player[0]!.content).toBe(expected);
    expect(served.popup[0]!.content).toBe(expected);
  });

  it('serves the demo brands’ HTML unchanged (it passed the same check)', () => {
    const served = announcements(aurora, 'en', ['PU']);
    expect(served.popup.map((popup) => popup.content)).toEqual(
      aurora.announcements.popups.map((popup) => popup.content.en),
    );
  });
});
