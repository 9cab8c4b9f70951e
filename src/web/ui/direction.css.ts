import { createVar, globalStyle, keyframes, style } from '@vanilla-extract/css';

/**
 * Right-to-left helpers (docs/rtl.md). Layout uses logical properties (margin-inline-start, inset-inline-end,
 * text-align: start…) and needs nothing from here; these are for the few places CSS has no logical keyword.
 * The values follow the nearest `dir` attribute: `<html dir="rtl">` flips them, a `dir="ltr"` island (a numeric
 * scale, a chart) flips them back.
 */

/** `left` in a left-to-right context, `right` in a right-to-left one: for transform-origin, object-position… */
export const startSide = createVar();
/** The opposite of startSide. */
export const endSide = createVar();
/** 1 left-to-right, −1 right-to-left: multiply a translateX toward the inline end by it. */
export const inlineSign = createVar();

globalStyle(':root, [dir="ltr"]', { vars: { [startSide]: 'left', [endSide]: 'right', [inlineSign]: '1' } });
globalStyle('[dir="rtl"]', { vars: { [startSide]: 'right', [endSide]: 'left', [inlineSign]: '-1' } });

/**
 * Mirrors an icon that points along the line (chevrons, arrows, back and next carets, the date-range steps) in a
 * right-to-left context. Uses the `scale` property, so an icon's own `transform` (a rotation) still applies, and the
 * `inlineSign` variable of the nearest `dir` attribute rather than `:dir()`, which browsers before 2024 (Chrome
 * 120, many in-app web views) ignore. Icons that do not point (play, search, clock, logos) must not get it.
 */
export const mirror = style({ scale: `${inlineSign} 1` });

/**
 * A drawer's entrance from the inline-start edge: from the left in left-to-right, from the right in right-to-left
 * (the side menu, the agent center's phone menu). Reduced motion turns it off (global.css.ts).
 */
export const enterFromStart = keyframes({ from: { transform: `translateX(calc(-100% * ${inlineSign}))` } });

/**
 * Codes that are left to right in every language: account names, order and reference numbers, hashes, seeds.
 * In right-to-left pages they are isolated and laid out left to right ("2024-0001-AB" would otherwise read
 * "AB-2024-0001"), still aligned with the text around them (`end` of a left-to-right box is the right side).
 */
export const ltrCode = style({
  selectors: { '[dir="rtl"] &': { direction: 'ltr', unicodeBidi: 'isolate', textAlign: 'end' } },
});
