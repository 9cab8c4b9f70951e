import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/web/theme/contract.css';

/** The console's frame: a header, a menu (a drawer below 900 px) and the screen. Logical properties only. */

const WIDE = 'screen and (min-width: 900px)';

export const frame = style({
  display: 'grid',
  minHeight: '100vh',
  gridTemplateRows: 'auto 1fr',
  '@media': { [WIDE]: { gridTemplateColumns: '240px minmax(0, 1fr)' } },
});

export const header = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 10,
  padding: '8px 14px',
  background: vars.color.headerBg,
  color: vars.color.headerText,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const brandName = style({ fontWeight: 700, fontSize: 16, marginInlineEnd: 'auto' });

export const select = style({
  minHeight: 36,
  padding: '0 8px',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
});

// Beside button.ghost (which sets display): only the doubled class outranks it.
export const menuButton = style({ selectors: { '&&': { '@media': { [WIDE]: { display: 'none' } } } } });

export const nav = style({
  background: vars.color.sidebarBg,
  color: vars.color.sidebarText,
  padding: '10px 8px',
  borderInlineEnd: `1px solid ${vars.color.border}`,
  display: 'none',
  selectors: { '&[data-open="true"]': { display: 'block' } },
  '@media': { [WIDE]: { display: 'block' } },
});

export const navGroup = style({
  margin: '12px 8px 4px',
  fontSize: 12,
  textTransform: 'uppercase',
  opacity: 0.7,
});
export const navList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 2 });

export const navLink = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: 8,
  padding: '8px 10px',
  borderRadius: vars.radius.sm,
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised },
    '&[data-status="active"]': { background: vars.color.surfaceRaised, fontWeight: 700 },
  },
});

export const count = style({
  minWidth: 22,
  padding: '0 6px',
  borderRadius: 11,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontSize: 12,
  fontWeight: 700,
  textAlign: 'center',
});

export const main = style({
  padding: '16px 14px 40px',
  minWidth: 0,
  display: 'grid',
  gap: 16,
  alignContent: 'start',
});

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: 14,
  display: 'grid',
  gap: 10,
  minWidth: 0,
});

export const cards = style({
  display: 'grid',
  gap: 12,
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
});

export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: 10, alignItems: 'end' });

export const tableWrap = style({ overflowX: 'auto' });

export const pre = style({
  margin: 0,
  fontSize: 12,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  maxWidth: 360,
});

export const login = style({
  maxWidth: 380,
  margin: '10vh auto',
  padding: 24,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  display: 'grid',
  gap: 14,
});

globalStyle(`${main} h1`, { fontSize: 22, margin: 0 });
