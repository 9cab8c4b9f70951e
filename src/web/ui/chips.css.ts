import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** A row of toggle chips (date presets, filters): buttons with aria-pressed. */
export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 6,
  border: 0,
  padding: 0,
  margin: 0,
  minWidth: 0,
});
export const chip = style({
  minHeight: 34,
  padding: '0 12px',
  borderRadius: 999,
  border: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  fontSize: 14,
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised },
    '&[aria-pressed="true"]': {
      background: vars.color.primary,
      color: vars.color.primaryText,
      borderColor: 'transparent',
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
  },
});
