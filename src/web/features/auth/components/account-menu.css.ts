import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const wrap = style({ position: 'relative' });
export const menu = style({
  position: 'absolute',
  insetInlineEnd: 0,
  top: 'calc(100% + 6px)',
  zIndex: 40,
  minWidth: 200,
  padding: 6,
  margin: 0,
  listStyle: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.modal,
});
export const item = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  minHeight: 40,
  padding: '0 12px',
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: 14,
  cursor: 'pointer',
  selectors: { '&:hover, &:focus-visible': { background: vars.color.surfaceRaised } },
});
export const name = style({ maxWidth: 120, overflow: 'hidden', textOverflow: 'ellipsis' });
export const badge = style({
  fontSize: 11,
  padding: '2px 6px',
  borderRadius: 999,
  background: vars.color.accent,
  color: vars.color.accentText,
});
