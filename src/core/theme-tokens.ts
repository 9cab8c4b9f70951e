/**
 * The theme token contract, as data. Every theme (themes/dark.json, themes/light.json) defines every token;
 * a brand's theme.json overrides any subset per mode. The web contract (createGlobalThemeContract) and the
 * JSON Schema of theme files are both checked against this tree by tests.
 */
export const THEME_TOKENS = {
  color: [
    'bg',
    'surface',
    'surfaceRaised',
    'border',
    'text',
    'textMuted',
    'primary',
    'primaryText',
    'accent',
    'accentText',
    'danger',
    'dangerText',
    'success',
    'successText',
    'warning',
    'focus',
    'headerBg',
    'headerText',
    'headerHover',
    'sidebarBg',
    'sidebarText',
    'footerBg',
    'footerText',
    'overlay',
    'cardSkyblue',
    'cardGreen',
    'cardPurple',
    'cardRed',
    'ribbonBg',
    'ribbonText',
  ],
  font: ['body', 'heading'],
  radius: ['sm', 'md', 'lg'],
  shadow: ['card', 'modal'],
} as const;

export type ThemeGroup = keyof typeof THEME_TOKENS;
export type ThemeValues = { [G in ThemeGroup]: { [K in (typeof THEME_TOKENS)[G][number]]: string } };
export type ThemePartial = { [G in ThemeGroup]?: Partial<ThemeValues[G]> };
export type ThemeMode = 'dark' | 'light';
export const THEME_MODES: readonly ThemeMode[] = ['dark', 'light'];

/** CSS custom property name of a token, e.g. color.bg → --mq-color-bg. */
export function cssVarName(group: string, key: string): string {
  return `--mq-${group}-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/** Every token as "group.key", in contract order. */
export function themeTokenPaths(): string[] {
  return (Object.keys(THEME_TOKENS) as ThemeGroup[]).flatMap((group) =>
    THEME_TOKENS[group].map((key) => `${group}.${key}`),
  );
}

/** A base with a brand partial laid over it. */
export function mergeTheme(base: ThemeValues, partial: ThemePartial | undefined): ThemeValues {
  const merged = {} as Record<string, Record<string, string>>;
  for (const group of Object.keys(THEME_TOKENS) as ThemeGroup[]) {
    merged[group] = { ...base[group], ...(partial?.[group] ?? {}) };
  }
  return merged as ThemeValues;
}

/** CSS declarations ("--mq-color-bg:#000;…") for one resolved theme. Values are escaped for a style block. */
export function themeDeclarations(theme: ThemeValues): string {
  const parts: string[] = [];
  for (const group of Object.keys(THEME_TOKENS) as ThemeGroup[]) {
    const values = theme[group] as Record<string, string>;
    for (const key of THEME_TOKENS[group]) {
      parts.push(`${cssVarName(group, key)}:${String(values[key]).replace(/[<>{};]/g, '')}`);
    }
  }
  return parts.join(';');
}

/** The style block for both modes, keyed by the html data-theme attribute. */
export function themeStylesheet(themes: Record<ThemeMode, ThemeValues>): string {
  return THEME_MODES.map(
    (mode) => `:root[data-theme="${mode}"]{${themeDeclarations(themes[mode])};color-scheme:${mode}}`,
  ).join('\n');
}
