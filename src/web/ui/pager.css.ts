import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Pager.tsx's look unless a caller passes its own classes. */
export const pager = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: 4,
  justifyContent: 'center',
});

const pageButtonBase = style({
  minHeight: 30,
  padding: '0 10px',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  fontSize: 13,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
  },
});

export const pagerButton = style([
  pageButtonBase,
  {
    minWidth: 36,
    minHeight: 36,
    selectors: {
      '&[aria-current="page"]': {
        background: vars.color.primary,
        color: vars.color.primaryText,
        borderColor: 'transparent',
      },
    },
  },
]);
