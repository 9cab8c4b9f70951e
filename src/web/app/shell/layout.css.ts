import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '@/web/theme/contract.css';
import { startSide } from '@/web/ui/direction.css';

const wide = 'screen and (min-width: 1024px)';
export const HEADER_HEIGHT = 60;
const SIDE_WIDTH = 240;

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: 8,
  top: -48,
  zIndex: 100,
  padding: '8px 12px',
  background: vars.color.primary,
  color: vars.color.primaryText,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus': { top: 8 } },
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 30,
  height: HEADER_HEIGHT,
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  padding: '0 12px',
  background: vars.color.headerBg,
  color: vars.color.headerText,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
});

globalStyle(`${header} > button`, { flexShrink: 0 });
export const logoLink = style({ display: 'inline-flex', alignItems: 'center', minWidth: 0 });
// The logo is what gives way on a narrow header (it scales down inside its link); the tools never shrink, so a
// long translation of "Register" cannot push the page wider than the screen.
export const logo = style({
  height: 36,
  width: 'auto',
  maxWidth: 'min(46vw, 100%)',
  objectFit: 'contain',
  objectPosition: `${startSide} center`,
  display: 'block',
  '@media': { 'screen and (max-width: 479.98px)': { height: 28, maxWidth: 'min(27vw, 100%)' } },
});
/** The room between the logo and the tools: the menu bar's from 1024 px (it fits itself in), else empty. */
export const navSlot = style({ flex: '1 1 0', minWidth: 0, display: 'flex', alignItems: 'center' });
export const headerTools = style({
  display: 'flex',
  alignItems: 'center',
  gap: 4,
  minWidth: 0,
  flexShrink: 0,
});
globalStyle(`${headerTools} > button, ${headerTools} > div > button`, {
  '@media': { 'screen and (max-width: 479.98px)': { padding: '0 9px', fontSize: 13, minHeight: 36 } },
});

export const shell = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  minHeight: `calc(100vh - ${HEADER_HEIGHT}px)`,
});
export const shellWithMenu = style({ '@media': { [wide]: { gridTemplateColumns: `${SIDE_WIDTH}px 1fr` } } });

/** The side menu beside the page (from 1024 px); on phones the same entries sit in a drawer (SideMenu.tsx). */
export const sideMenu = style({
  position: 'sticky',
  top: HEADER_HEIGHT,
  height: `calc(100vh - ${HEADER_HEIGHT}px)`,
  zIndex: 1,
  overflowY: 'auto',
  padding: '12px 10px 24px',
  background: vars.color.sidebarBg,
  color: vars.color.sidebarText,
  borderInlineEnd: `1px solid ${vars.color.border}`,
});
export const drawerMenu = style({ paddingBottom: 24 });
export const menuToggle = style({
  width: '100%',
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  fontFamily: 'inherit',
  fontSize: 'inherit',
  textAlign: 'start',
});
export const toggleMark = style({ marginInlineStart: 'auto', fontSize: 11 });

export const menuList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 2 });
export const menuLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  minHeight: 42,
  padding: '0 12px',
  borderRadius: vars.radius.md,
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised },
    '&[data-status="active"]': {
      background: vars.color.primary,
      color: vars.color.primaryText,
      fontWeight: 600,
    },
  },
});
export const menuSection = style({
  margin: '16px 12px 6px',
  fontSize: 12,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.textMuted,
});

export const main = style({ minWidth: 0, display: 'flex', flexDirection: 'column' });
export const content = style({
  flex: 1,
  width: '100%',
  maxWidth: 1280,
  margin: '0 auto',
  padding: '16px 12px 32px',
});

/**
 * The footer is below the first screen on most pages: until it comes near the viewport it is neither styled, laid
 * out nor painted (on the home page of a phone that was the layout of ~80 elements in the task after it mounted).
 * Its box keeps an estimate of its height until then (its height on a phone, on a wide screen), then the last one.
 * Its links sit inside its padding, so the paint containment this implies clips no focus ring.
 */
export const footer = style({
  background: vars.color.footerBg,
  color: vars.color.footerText,
  padding: '28px 16px',
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: 14,
  contentVisibility: 'auto',
  containIntrinsicBlockSize: 'auto 1200px',
  '@media': { 'screen and (min-width: 900px)': { containIntrinsicBlockSize: 'auto 520px' } },
});
export const footerGrid = style({
  maxWidth: 1280,
  margin: '0 auto',
  display: 'grid',
  gap: 24,
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
});
export const footerHeading = style({ fontSize: 14, margin: '0 0 8px', color: 'inherit', fontWeight: 700 });
export const footerList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 });
export const footerLink = style({ color: 'inherit' });
export const vendorStrip = style({
  maxWidth: 1280,
  margin: '24px auto 0',
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  listStyle: 'none',
  padding: 0,
});
export const vendorBadge = style({
  padding: '6px 12px',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  fontWeight: 700,
  letterSpacing: '0.04em',
  fontSize: 12,
});
export const legal = style({ maxWidth: 1280, margin: '20px auto 0', display: 'grid', gap: 8, fontSize: 13 });
export const legalText = style({ margin: 0 });
export const wideOnly = style({
  display: 'none',
  '@media': { 'screen and (min-width: 640px)': { display: 'contents' } },
});
export const licenceImage = style({ height: 40, width: 'auto', display: 'block' });

export const ribbon = style({
  position: 'fixed',
  insetInlineEnd: 12,
  bottom: 12,
  zIndex: 50,
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  padding: '8px 14px',
  borderRadius: 999,
  background: vars.color.ribbonBg,
  color: vars.color.ribbonText,
  fontSize: 13,
  fontWeight: 600,
  boxShadow: vars.shadow.modal,
});
export const ribbonLink = style({ color: 'inherit' });

export const scrollTop = style({
  position: 'fixed',
  insetInlineEnd: 16,
  bottom: 64,
  zIndex: 40,
  width: 44,
  height: 44,
  borderRadius: '50%',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.card,
  cursor: 'pointer',
  fontSize: 18,
});

export const select = style({
  minHeight: 36,
  padding: '0 8px',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
});
export { visuallyHidden } from '@/web/ui/form.css';

const grow = keyframes({ from: { transform: 'scaleX(0.05)' }, to: { transform: 'scaleX(0.9)' } });
/** Navigation loading indicator: a thin bar under the top edge, hidden after each navigation. */
export const progress = style({
  position: 'fixed',
  top: 0,
  insetInline: 0,
  zIndex: 100,
  height: 3,
  transformOrigin: startSide,
  background: vars.color.primary,
  animation: `${grow} 4s ease-out forwards`,
});
