import { describe, expect, it } from 'vitest';
import { cssVarName, mergeTheme, type ThemeValues, themeDeclarations, themeTokenPaths } from './theme-tokens';

function fullTheme(value: string): ThemeValues {
  const theme: Record<string, Record<string, string>> = {};
  for (const path of themeTokenPaths()) {
    const [group = '', key = ''] = path.split('.');
    theme[group] ??= {};
    theme[group][key] = value;
  }
  return theme as ThemeValues;
}

describe('theme tokens', () => {
  it('names variables in kebab case under the mq prefix', () => {
    expect(cssVarName('color', 'surfaceRaised')).toBe('--mq-color-surface-raised');
  });
  it('lays a partial over a base without touching other tokens', () => {
    const merged = mergeTheme(fullTheme('#111'), { color: { primary: '#f00' } });
    expect(merged.color.primary).toBe('#f00');
    expect(merged.color.bg).toBe('#111');
    expect(merged.font.body).toBe('#111');
  });
  it('cannot break out of the style block', () => {
    const css = themeDeclarations(mergeTheme(fullTheme('#111'), { color: { bg: 'red}</style><script>' } }));
    expect(css).not.toMatch(/[<>{}]/);
  });
});
