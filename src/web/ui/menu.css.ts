import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** A drop-down menu's panel (the header's account menu, the navigation's "more" menu): a raised list. */
export const popupMenu = style({
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

/** An entry of a drop-down menu: a full-width link or button, highlighted on hover and keyboard focus. */
export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: 40,
  padding: '0 12px',
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  fontSize: 14,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover, &:focus-visible': { background: vars.color.surfaceRaised } },
});
