import { describe, expect, it } from 'vitest';
import { escapeXml, gameArtSvg, vendorLogoSvg, wrapTitle } from './art';

const input = {
  gameCode: 'PG_0001',
  vendorCode: 'PG',
  title: 'Fortune Dragon Deluxe',
  seed: 12345,
  gameType: 'RNG' as const,
  hue: 8,
};

describe('escapeXml', () => {
  it('escapes markup characters and drops characters XML cannot carry', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
    expect(escapeXml('a\u0000b\u0008c')).toBe('abc');
    expect(escapeXml('Rồng Vàng 龙')).toBe('Rồng Vàng 龙');
  });
});

describe('wrapTitle', () => {
  it('wraps on words and cuts with an ellipsis', () => {
    expect(wrapTitle('Fortune Dragon Deluxe', 15, 2)).toEqual(['Fortune Dragon', 'Deluxe']);
    expect(wrapTitle('Midnight Fish Hunter Hold & Win', 15, 2)).toEqual(['Midnight Fish', 'Hunter Hold &…']);
    expect(wrapTitle('Crash', 15, 2)).toEqual(['Crash']);
    expect(wrapTitle('Supercalifragilisticexpialidocious', 15, 2)[0]).toMatch(/…$/);
  });
});

describe('gameArtSvg', () => {
  it('is a pure function of its input', () => {
    expect(gameArtSvg(input)).toBe(gameArtSvg(input));
    expect(gameArtSvg({ ...input, seed: 54321 })).not.toBe(gameArtSvg(input));
    expect(gameArtSvg(input, 'large')).not.toBe(gameArtSvg(input));
  });

  it('draws the vendor code and the title, escaped', () => {
    const svg = gameArtSvg({ ...input, title: '<script>alert(1)</script> & "Co"' });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&lt;script&gt;');
    expect(svg).toContain('>PG</text>');
  });

  it('draws every game type', () => {
    for (const gameType of ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'LOTT', 'CRASH', 'MINI'] as const) {
      expect(gameArtSvg({ ...input, gameType })).toMatch(/<\/svg>$/);
    }
  });
});

describe('vendorLogoSvg', () => {
  it('draws the five states differently', () => {
    const states = ['DEFAULT', 'ACTIVE', 'WHITE', 'COLOR', 'PURPLE'] as const;
    const logos = states.map((state) => vendorLogoSvg({ code: 'SV388', hue: 5 }, state));
    expect(new Set(logos).size).toBe(5);
    for (const logo of logos) expect(logo).toContain('>SV388</text>');
  });
});
