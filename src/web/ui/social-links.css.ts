import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 36,
  padding: '0 12px',
  borderRadius: 999,
  border: `1px solid ${vars.color.border}`,
  color: 'inherit',
  textDecoration: 'none',
  fontSize: 13,
  selectors: { '&:hover': { borderColor: vars.color.accent } },
});
