import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 6,
  minHeight: 40,
  padding: '0 16px',
  borderRadius: vars.radius.md,
  border: '1px solid transparent',
  fontWeight: 600,
  cursor: 'pointer',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: 'filter 120ms, background 120ms',
  selectors: {
    '&:hover': { filter: 'brightness(1.08)' },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const button = styleVariants({
  primary: [base, { background: vars.color.primary, color: vars.color.primaryText }],
  secondary: [base, { background: 'transparent', color: 'inherit', borderColor: vars.color.border }],
  ghost: [base, { background: 'transparent', color: 'inherit', padding: '0 10px' }],
});

export const iconButton = style([
  base,
  { background: 'transparent', color: 'inherit', width: 40, padding: 0, borderColor: 'transparent' },
]);
