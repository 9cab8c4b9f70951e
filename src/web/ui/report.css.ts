import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * The report pages' shared frame (agent center, betting record and P&L): a panel, a row of filters with labelled
 * fields, and the filters' select or input.
 */
const narrow = 'screen and (max-width: 639px)';

export const panel = style({
  padding: 20,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  display: 'grid',
  gap: 14,
  minWidth: 0,
  '@media': { [narrow]: { padding: 14 } },
});
export const filterRow = style({ display: 'flex', flexWrap: 'wrap', gap: 10, alignItems: 'end' });
export const filterField = style({ display: 'grid', gap: 6, flex: '1 1 170px', minWidth: 0 });
export const label = style({ fontSize: 13, fontWeight: 600, color: vars.color.textMuted });
export const control = style({
  width: '100%',
  minHeight: 44,
  padding: '0 10px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: 16,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 0 } },
});
