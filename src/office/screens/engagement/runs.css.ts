import { style } from '@vanilla-extract/css';
import { vars } from '@/web/theme/contract.css';

/** The leaderboards-and-jackpot and desk screens' own layout: figure lists side by side, state badges. */

export const columns = style({
  display: 'grid',
  gap: 16,
  alignItems: 'start',
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const figures = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
  gap: '6px 16px',
});

/** A figure: never broken inside a number (the label column gives way). */
export const figure = style({
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: 600,
  whiteSpace: 'nowrap',
});

/** A sentence among the figures (the last win): wraps. */
export const figureText = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });

export const muted = style({ color: vars.color.textMuted, fontSize: 13 });

const badgeBase = style({
  justifySelf: 'start',
  alignSelf: 'center',
  display: 'inline-block',
  fontSize: 12,
  fontWeight: 600,
  padding: '1px 8px',
  borderRadius: 999,
  border: '1px solid currentColor',
});
export const badgeOk = style([badgeBase, { color: vars.color.success }]);
export const badgeBad = style([badgeBase, { color: vars.color.danger }]);
export const badgeWait = style([badgeBase, { color: vars.color.textMuted }]);

export const problems = style({ margin: 0, paddingInlineStart: 18, color: vars.color.danger, fontSize: 13 });

export const checks = style({ border: 0, margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 12 });

export const num = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/** One leaderboard within the card: separated from the next. */
export const board = style({
  display: 'grid',
  gap: 8,
  paddingBlockStart: 12,
  selectors: { '& + &': { borderBlockStart: `1px solid ${vars.color.border}`, marginBlockStart: 8 } },
});
