import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_NAMESPACES, firstPaintChunkName, firstPaintManifestKeys } from './locale-chunks';

describe('locale chunks', () => {
  it('groups the first paint namespaces per language and leaves the others to their own chunk', () => {
    for (const ns of FIRST_PAINT_NAMESPACES)
      expect(firstPaintChunkName(`/repo/locales/th/${ns}.json`)).toBe('locale-th');
    expect(firstPaintChunkName('/repo/locales/th/wallet.json')).toBeNull();
    expect(firstPaintChunkName('C:\\repo\\locales\\en\\common.json')).toBe('locale-en');
    expect(firstPaintChunkName('/repo/src/web/main.tsx')).toBeNull();
  });

  it("finds a language's first-paint chunk in a build manifest, grouped or not", () => {
    const keys = ['_locale-en-abc.js', '_locale-th-def.js', '../../locales/th/wallet.json', 'index.html'];
    expect(firstPaintManifestKeys(keys, 'th')).toEqual(['_locale-th-def.js']);
    const ungrouped = [
      '../../locales/en/common.json',
      '../../locales/en/lobby.json',
      '../../locales/en/auth.json',
    ];
    expect(firstPaintManifestKeys(ungrouped, 'en')).toEqual([
      '../../locales/en/common.json',
      '../../locales/en/lobby.json',
    ]);
  });
});
