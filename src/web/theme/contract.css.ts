import { createGlobalThemeContract } from '@vanilla-extract/css';
import { cssVarName, THEME_TOKENS, type ThemeGroup } from '@/core/theme-tokens';

type Contract = { [G in ThemeGroup]: { [K in (typeof THEME_TOKENS)[G][number]]: null } };

const shape = Object.fromEntries(
  (Object.keys(THEME_TOKENS) as ThemeGroup[]).map((group) => [
    group,
    Object.fromEntries(THEME_TOKENS[group].map((key) => [key, null])),
  ]),
) as Contract;

/**
 * The global token contract: components read only these variables. Values come from the brand's resolved
 * theme, written as CSS variables by the server (first paint) and by apply-theme at runtime.
 */
export const vars = createGlobalThemeContract(shape, (_value, path) =>
  cssVarName(path[0] ?? '', path[1] ?? '').slice(2),
);
