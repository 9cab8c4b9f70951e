/**
 * The colour pairs the UI actually draws, as (foreground, background) token pairs, and the WCAG 2.2 contrast
 * each must reach: 4.5:1 for text, 3:1 for large text and for the parts of controls (focus rings, the active
 * dot of a carousel). `npm run brand:check` (and the server at start) refuses a resolved theme where a pair
 * falls short. A component that puts one colour token on another must find its pair here: add it when you
 * add such a use.
 */
import type { ThemeMode, ThemeValues } from './theme-tokens';

export type ColorToken = keyof ThemeValues['color'];

export interface ContrastPair {
  fg: ColorToken;
  bg: ColorToken;
  /** 4.5 for text, 3 for large text (≥ 24 px, or ≥ 18.66 px bold) and user-interface parts. */
  min: 4.5 | 3;
  /** Where the UI draws it. */
  use: string;
}

const SURFACES = ['bg', 'surface', 'surfaceRaised'] as const satisfies readonly ColorToken[];
const on = (fg: ColorToken, use: string, min: 4.5 | 3 = 4.5): ContrastPair[] =>
  SURFACES.map((bg) => ({ fg, bg, min, use }));

export const THEME_CONTRAST_PAIRS: readonly ContrastPair[] = [
  ...on('text', 'body text, headings, inputs'),
  ...on('textMuted', 'secondary text: vendor names, hints, table heads'),
  ...on('accent', 'links, info badges, form links'),
  ...on('danger', 'field errors, losses, failed states'),
  ...on('success', 'wins, amounts credited, success badges'),
  ...on('warning', 'pending badges, notices'),
  ...on('primary', 'jackpot amount (large text), active carousel dot, progress bar', 3),
  { fg: 'primaryText', bg: 'primary', min: 4.5, use: 'primary buttons, active tabs and chips, Demo badge' },
  { fg: 'accentText', bg: 'accent', min: 4.5, use: 'NEW badge, account initials' },
  { fg: 'dangerText', bg: 'danger', min: 4.5, use: 'stop button, mine cells' },
  { fg: 'successText', bg: 'success', min: 4.5, use: 'cash-out button, high crash multipliers' },
  { fg: 'ribbonText', bg: 'ribbonBg', min: 4.5, use: 'HOT badge, preview ribbon' },
  { fg: 'headerText', bg: 'headerBg', min: 4.5, use: 'header text and menus' },
  { fg: 'headerText', bg: 'headerHover', min: 4.5, use: 'hovered, focused and current header items' },
  { fg: 'sidebarText', bg: 'sidebarBg', min: 4.5, use: 'side menu' },
  { fg: 'footerText', bg: 'footerBg', min: 4.5, use: 'footer' },
  ...on('focus', 'focus ring', 3),
  { fg: 'focus', bg: 'headerBg', min: 3, use: 'focus ring in the header' },
];

/** [r, g, b, a] with r, g, b in 0–255 and a in 0–1, or undefined for a value this check cannot read. */
export function parseColor(value: string): [number, number, number, number] | undefined {
  const text = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(text)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
    const [r, g, b, a = 255] = (full.match(/../g) ?? []).map((pair) => Number.parseInt(pair, 16));
    return [r ?? 0, g ?? 0, b ?? 0, a / 255];
  }
  const rgb = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*([\d.]+)\s*)?\)$/.exec(text);
  if (rgb) {
    const [r, g, b] = [rgb[1], rgb[2], rgb[3]].map(Number) as [number, number, number];
    const a = rgb[4] === undefined ? 1 : Number(rgb[4]);
    if ([r, g, b].every((c) => c <= 255) && a >= 0 && a <= 1) return [r, g, b, a];
  }
  return undefined;
}

function luminance([r, g, b]: readonly number[]): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r ?? 0) + 0.7152 * linear(g ?? 0) + 0.0722 * linear(b ?? 0);
}

/**
 * WCAG contrast ratio of a foreground over an opaque background (a translucent foreground is blended over the
 * background first), or undefined when either value is not a colour this check reads or the background is not
 * opaque.
 */
export function contrastRatio(foreground: string, background: string): number | undefined {
  const key = `${foreground}\n${background}`;
  if (RATIOS.has(key)) return RATIOS.get(key);
  const ratio = computeRatio(foreground, background);
  // Brand themes inherit most colours from the two base themes: the same pairs come up brand after brand.
  if (RATIOS.size >= 5000) RATIOS.clear();
  RATIOS.set(key, ratio);
  return ratio;
}

const RATIOS = new Map<string, number | undefined>();

function computeRatio(foreground: string, background: string): number | undefined {
  const fg = parseColor(foreground);
  const bg = parseColor(background);
  if (!fg || !bg || bg[3] < 1) return undefined;
  const a = fg[3];
  const blended = [0, 1, 2].map((i) => (fg[i] ?? 0) * a + (bg[i] ?? 0) * (1 - a));
  const [hi, lo] = [luminance(blended), luminance(bg)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export interface ContrastProblem {
  pair: ContrastPair;
  /** undefined when a value could not be read as an opaque colour. */
  ratio: number | undefined;
  reason: string;
}

/** Every pair of the list that a resolved theme draws under its minimum. */
export function contrastProblems(theme: ThemeValues, mode?: ThemeMode): ContrastProblem[] {
  const problems: ContrastProblem[] = [];
  const where = mode ? `${mode}: ` : '';
  for (const pair of THEME_CONTRAST_PAIRS) {
    const fg = theme.color[pair.fg];
    const bg = theme.color[pair.bg];
    const ratio = contrastRatio(fg, bg);
    if (ratio === undefined) {
      problems.push({
        pair,
        ratio,
        reason: `${where}color.${pair.fg} "${fg}" on color.${pair.bg} "${bg}" (${pair.use}) cannot be checked: use #rrggbb or rgb() colours (an opaque background)`,
      });
    } else if (ratio < pair.min) {
      problems.push({
        pair,
        ratio,
        reason: `${where}color.${pair.fg} ${fg} on color.${pair.bg} ${bg} (${pair.use}) has contrast ${ratio.toFixed(2)}:1, needs ${pair.min}:1`,
      });
    }
  }
  return problems;
}
