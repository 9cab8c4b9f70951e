import { style } from '@vanilla-extract/css';
import { vars } from '@/web/theme/contract.css';

/** The figures screens' own pieces: figure buttons, the day charts, the period switch. */

export const figureGrid = style({
  display: 'grid',
  gap: 10,
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
});

export const figure = style({
  display: 'grid',
  gap: 4,
  textAlign: 'start',
  padding: '10px 12px',
  minHeight: 44,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[aria-pressed="true"]': { borderColor: vars.color.primary, background: vars.color.surfaceRaised },
  },
});

export const figureLabel = style({ fontSize: 12, color: vars.color.textMuted });
export const figureValue = style({ fontSize: 18, fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
export const negative = style({ color: vars.color.danger });

export const switcher = style({ display: 'flex', flexWrap: 'wrap', gap: 6 });

export const charts = style({
  display: 'grid',
  gap: 12,
  gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
});

export const chartWrap = style({ position: 'relative', width: '100%', minWidth: 0 });
export const chart = style({ display: 'block', width: '100%', height: 'auto', overflow: 'visible' });
export const axis = style({ fill: vars.color.textMuted, fontSize: 11 });
export const gridLine = style({ stroke: vars.color.border, strokeWidth: 1 });
export const legend = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: 14,
  fontSize: 13,
});
export const swatch = style({
  display: 'inline-block',
  width: 12,
  height: 12,
  borderRadius: 3,
  marginInlineEnd: 6,
  verticalAlign: '-1px',
});
export const tooltip = style({
  position: 'absolute',
  top: 0,
  pointerEvents: 'none',
  padding: '6px 10px',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  fontSize: 12,
  whiteSpace: 'nowrap',
  display: 'grid',
  gap: 2,
});

export const heading = style({ margin: 0, fontSize: 15 });
export const muted = style({ color: vars.color.textMuted, fontSize: 13, margin: 0 });
/** Figures in tables (with the data table's data-align="end": numbers line up at the end of their column). */
export const amount = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/** A card's heading with its control (the top games' order) beside it, wrapping on narrow screens. */
export const cardHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 10,
  alignItems: 'end',
  justifyContent: 'space-between',
});
/** A game's code beside its name. */
export const code = style({ color: vars.color.textMuted, fontSize: 12 });
/** The rows behind a game, under its table. */
export const explain = style({
  display: 'grid',
  gap: 10,
  paddingTop: 12,
  borderTop: `1px solid ${vars.color.border}`,
});
