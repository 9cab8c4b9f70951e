import { style } from '@vanilla-extract/css';
import { vars } from '@/web/theme/contract.css';

/** Below this width the menu is a drawer opened from the header. */
export const phone = 'screen and (max-width: 859px)';
const wide = 'screen and (min-width: 860px)';

export const shell = style({ minHeight: '100vh', display: 'grid', gridTemplateRows: 'auto 1fr' });
export const header = style({
  // A grid item would otherwise grow to its content's width: on a phone the brand name shrinks instead.
  minWidth: 0,
  position: 'sticky',
  top: 0,
  zIndex: 10,
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  padding: '8px 16px',
  minHeight: 56,
  background: vars.color.headerBg,
  color: vars.color.headerText,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [phone]: { gap: 8, padding: '6px 10px' } },
});
export const brand = style({ display: 'flex', alignItems: 'center', gap: 10, minWidth: 0 });
export const logo = style({ height: 30, width: 'auto', '@media': { [phone]: { height: 24 } } });
/** The brand's name beside a compact logo (a mark without the name). */
export const brandName = style({
  fontWeight: 700,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  maxWidth: 200,
  '@media': { [phone]: { maxWidth: 140, fontSize: 14 } },
});
export const brandTitle = style({
  fontWeight: 700,
  whiteSpace: 'nowrap',
  '@media': { [phone]: { display: 'none' } },
});
export const spacer = style({ flex: 1 });
export const clock = style({
  fontVariantNumeric: 'tabular-nums',
  fontSize: 14,
  whiteSpace: 'nowrap',
  opacity: 0.85,
  '@media': { [phone]: { fontSize: 12 } },
});
export const clockDate = style({ '@media': { [phone]: { display: 'none' } } });
export const who = style({
  fontWeight: 600,
  maxWidth: 180,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': { [phone]: { display: 'none' } },
});
export const menuButton = style({ '@media': { [wide]: { display: 'none' } } });
export const body = style({
  display: 'grid',
  gridTemplateColumns: '240px minmax(0, 1fr)',
  alignItems: 'stretch',
  '@media': { [phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const side = style({
  padding: '12px 10px',
  background: vars.color.sidebarBg,
  color: vars.color.sidebarText,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  minHeight: 'calc(100vh - 56px)',
  '@media': { [phone]: { display: 'none' } },
});
export const main = style({
  padding: 20,
  minWidth: 0,
  '@media': { [phone]: { padding: '14px 12px 32px' } },
});
export const menu = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 2 });
/** The wide screens' menu stays in view while the page scrolls. */
export const sideMenu = style({
  position: 'sticky',
  top: 68,
  maxHeight: 'calc(100vh - 80px)',
  overflowY: 'auto',
});
export const menuLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  minHeight: 44,
  padding: '0 12px',
  borderRadius: vars.radius.md,
  color: 'inherit',
  textDecoration: 'none',
  fontSize: 15,
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised },
    '&[aria-current="page"]': {
      background: vars.color.primary,
      color: vars.color.primaryText,
      fontWeight: 700,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});
export const menuSeparator = style({ height: 1, margin: '6px 8px', background: vars.color.border });
export const badge = style({
  marginInlineStart: 'auto',
  minWidth: 22,
  height: 22,
  padding: '0 6px',
  borderRadius: 999,
  display: 'inline-grid',
  placeItems: 'center',
  fontSize: 12,
  fontWeight: 700,
  background: vars.color.danger,
  color: vars.color.primaryText,
});
export const tools = style({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  '@media': { [phone]: { display: 'none' } },
});
export const drawerTools = style({ display: 'flex', alignItems: 'center', gap: 8, paddingBottom: 10 });
export const signOut = style({ '@media': { [phone]: { width: 40, padding: 0 } } });
export const signOutText = style({
  '@media': {
    [phone]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});
export const signOutIcon = style({ display: 'none', '@media': { [phone]: { display: 'block' } } });
