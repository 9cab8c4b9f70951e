import { style } from '@vanilla-extract/css';
import { vars } from '@/web/theme/contract.css';
import { menuItem, popupMenu } from '@/web/ui/menu.css';
import { HEADER_BAR_MEDIA } from '../header-fit';

/**
 * On desktop widths (from 1024 px, where the side menu sits beside the page): below that the side menu carries the
 * menu. The bar takes the room left between the logo and the tools (a logged-in header also carries the wallet);
 * the entries that do not fit go into the More menu (HeaderNav.tsx), so nothing is cut, wraps or scrolls. The
 * drop-downs are fixed, so never clipped.
 */
export const nav = style({
  display: 'none',
  position: 'relative',
  width: '100%',
  minWidth: 0,
  '@media': { [HEADER_BAR_MEDIA]: { display: 'block' } },
});
export const list = style({
  display: 'flex',
  alignItems: 'center',
  gap: 2,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const item = style({ position: 'relative', flex: 'none' });
/** Every entry of the bar measured at its natural width, out of sight and out of the accessibility tree. */
export const measureBox = style({
  position: 'absolute',
  top: 0,
  insetInlineStart: 0,
  width: 0,
  height: 0,
  overflow: 'hidden',
  visibility: 'hidden',
  pointerEvents: 'none',
});
export const measureList = style([list, { width: 'max-content' }]);
export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  minHeight: 40,
  padding: '0 10px',
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.headerText,
  fontWeight: 600,
  fontSize: 14,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  textDecoration: 'none',
  selectors: {
    '&:hover, &:focus-visible, &[aria-expanded="true"], &[data-status="active"]': {
      background: vars.color.headerHover,
    },
  },
});
export const chevron = style({ fontSize: 10, lineHeight: 1 });
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
/** The More menu: one column of the entries that did not fit in the bar. */
export const moreMenu = style([
  popupMenu,
  { position: 'fixed', display: 'grid', gap: 2, maxHeight: 'calc(100dvh - 80px)', overflowY: 'auto' },
]);
// `font` resets the size: the menu item's size is set again after it.
export const moreItem = style([
  menuItem,
  {
    font: 'inherit',
    fontSize: 14,
    fontWeight: 600,
    whiteSpace: 'nowrap',
    textAlign: 'start',
    selectors: { '&[data-status="active"]': { background: vars.color.surfaceRaised } },
  },
]);
