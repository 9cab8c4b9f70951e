import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/**
 * On desktop widths (from 1024 px, where the side menu sits beside the page): below that the side menu carries the
 * categories. The nav takes the room left beside the logo and the tools (a logged-in header also carries the
 * wallet) and scrolls sideways when that is not enough, instead of overlapping them; the drop-downs are fixed, so
 * never clipped.
 */
export const nav = style({
  display: 'none',
  minWidth: 0,
  overflowX: 'auto',
  overflowY: 'hidden',
  scrollbarWidth: 'none',
  '@media': { 'screen and (min-width: 1024px)': { display: 'block' } },
});
export const list = style({ display: 'flex', gap: 2, listStyle: 'none', margin: 0, padding: 0 });
export const item = style({ position: 'relative' });
export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 40,
  padding: '0 10px',
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.headerText,
  fontWeight: 600,
  fontSize: 14,
  cursor: 'pointer',
  textDecoration: 'none',
  selectors: {
    '&:hover, &[aria-expanded="true"], &[data-status="active"]': { background: vars.color.surfaceRaised },
  },
});
export const menu = style({
  position: 'fixed',
  zIndex: 40,
  display: 'grid',
  gap: 6,
  gridTemplateColumns: 'repeat(2, minmax(150px, 1fr))',
  minWidth: 320,
  padding: 10,
  margin: 0,
  listStyle: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.modal,
});
export const menuLarge = style({ gridTemplateColumns: 'repeat(4, minmax(140px, 1fr))', minWidth: 620 });
export const vendor = style({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  width: '100%',
  minHeight: 44,
  padding: '4px 10px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: 13,
  fontWeight: 600,
  cursor: 'pointer',
  textAlign: 'start',
  selectors: { '&:hover, &:focus-visible': { borderColor: vars.color.primary } },
});
export const logo = style({ height: 24, width: 'auto' });
