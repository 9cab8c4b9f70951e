import { describe, expect, it } from 'vitest';
import { contrastProblems, contrastRatio, parseColor, THEME_CONTRAST_PAIRS } from './theme-contrast';
import { THEME_TOKENS, type ThemeValues, themeTokenPaths } from './theme-tokens';

/** A theme where every colour is `color` and the given tokens are overridden. */
function theme(color: string, colors: Partial<ThemeValues['color']> = {}): ThemeValues {
  const values: Record<string, Record<string, string>> = {};
  for (const path of themeTokenPaths()) {
    const [group = '', key = ''] = path.split('.');
    values[group] ??= {};
    values[group][key] = group === 'color' ? color : '0';
  }
  Object.assign(values.color ?? {}, colors);
  return values as ThemeValues;
}

describe('contrast ratio (WCAG 2.2 relative luminance)', () => {
  it('matches the known extremes and the review findings', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777', '#777')).toBeCloseTo(1, 5);
    expect(contrastRatio('#ffffff', '#8f6bff')).toBeCloseTo(3.67, 2);
    expect(contrastRatio('#ffffff', '#ff5d5d')).toBeCloseTo(3.01, 2);
    expect(contrastRatio('#0b8f7a', '#f4f5f8')).toBeCloseTo(3.69, 2);
  });
  it('is symmetric and reads short, long and rgb() colours alike', () => {
    expect(contrastRatio('#fff', '#767676')).toBeCloseTo(contrastRatio('#767676', '#ffffff') ?? 0, 10);
    expect(contrastRatio('rgb(255, 255, 255)', '#767676')).toBeCloseTo(4.54, 2);
  });
  it('blends a translucent foreground over the background', () => {
    expect(contrastRatio('rgba(0, 0, 0, 0)', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#00000080', '#ffffff')).toBeLessThan(contrastRatio('#000000', '#ffffff') ?? 0);
  });
  it('cannot judge names, other notations or a translucent background', () => {
    expect(parseColor('red')).toBeUndefined();
    expect(parseColor('hsl(0 100% 50%)')).toBeUndefined();
    expect(parseColor('#12345')).toBeUndefined();
    expect(contrastRatio('#fff', 'rgba(0, 0, 0, 0.5)')).toBeUndefined();
  });
});

describe('the colour pairs the UI draws', () => {
  it('name only colour tokens of the contract, each pair once', () => {
    const colours: readonly string[] = THEME_TOKENS.color;
    const keys = THEME_CONTRAST_PAIRS.map((p) => `${p.fg}/${p.bg}`);
    for (const pair of THEME_CONTRAST_PAIRS) {
      expect(colours).toContain(pair.fg);
      expect(colours).toContain(pair.bg);
    }
    expect(new Set(keys).size).toBe(keys.length);
  });
  it('ask 4.5:1 of text on every surface and of text on the filled colours', () => {
    const minOf = (fg: string, bg: string) =>
      THEME_CONTRAST_PAIRS.find((p) => p.fg === fg && p.bg === bg)?.min;
    for (const bg of ['bg', 'surface', 'surfaceRaised']) {
      expect(minOf('text', bg)).toBe(4.5);
      expect(minOf('textMuted', bg)).toBe(4.5);
      expect(minOf('accent', bg)).toBe(4.5);
    }
    expect(minOf('primaryText', 'primary')).toBe(4.5);
    expect(minOf('ribbonText', 'ribbonBg')).toBe(4.5);
    expect(minOf('focus', 'bg')).toBe(3);
    // A hovered header item keeps the header's text colour on its own background (oasis light: was white on white).
    expect(minOf('headerText', 'headerHover')).toBe(4.5);
  });
});

describe('contrastProblems', () => {
  const readable = theme('#000000', { bg: '#ffffff', surface: '#ffffff', surfaceRaised: '#ffffff' });
  const fills = {
    primary: '#1a1a1a',
    primaryText: '#ffffff',
    accent: '#1a1a1a',
    accentText: '#ffffff',
    ribbonBg: '#1a1a1a',
    ribbonText: '#ffffff',
    danger: '#1a1a1a',
    dangerText: '#ffffff',
    success: '#1a1a1a',
    successText: '#ffffff',
    headerBg: '#ffffff',
    headerHover: '#ffffff',
    sidebarBg: '#ffffff',
    footerBg: '#ffffff',
  };

  it('passes a theme whose every pair is readable', () => {
    expect(contrastProblems({ ...readable, color: { ...readable.color, ...fills } })).toEqual([]);
  });
  it('names the pair, both values, the ratio and the minimum of a failing pair', () => {
    const failing = { ...readable, color: { ...readable.color, ...fills, ribbonBg: '#ff5d5d' } };
    const problems = contrastProblems(failing, 'dark');
    expect(problems.map((p) => p.reason)).toEqual([
      'dark: color.ribbonText #ffffff on color.ribbonBg #ff5d5d (HOT badge, preview ribbon) has contrast 3.01:1, needs 4.5:1',
    ]);
  });
  it('holds large text and interface parts to 3:1 only', () => {
    // #949494 on white is 3.03:1: enough for the focus ring, not for text.
    const grey = {
      ...readable,
      color: { ...readable.color, ...fills, focus: '#949494', textMuted: '#949494' },
    };
    const failed = contrastProblems(grey).map((p) => `${p.pair.fg}/${p.pair.bg}`);
    expect(failed).toContain('textMuted/surface');
    expect(failed.filter((f) => f.startsWith('focus/'))).toEqual([]);
  });
  it('reports a colour it cannot read instead of passing it', () => {
    const named = { ...readable, color: { ...readable.color, ...fills, text: 'black' } };
    expect(contrastProblems(named).map((p) => p.reason)).toContainEqual(
      expect.stringMatching(/^color\.text "black" on color\.bg "#ffffff" .* cannot be checked/),
    );
  });
});
