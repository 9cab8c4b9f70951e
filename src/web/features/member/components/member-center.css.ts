import { style } from '@vanilla-extract/css';
import { vars } from '@/web/theme/contract.css';

export { visuallyHidden } from '@/web/ui/form.css';
export { countBadge } from '@/web/ui/page.css';

const wide = 'screen and (min-width: 900px)';

// ---- Member center frame: the page menu beside (desktop) or above (phones) the page ----

export const center = style({
  display: 'grid',
  gap: 16,
  alignItems: 'start',
  '@media': { [wide]: { gridTemplateColumns: '220px minmax(0, 1fr)' } },
});
export const nav = style({
  minWidth: 0,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  padding: 6,
  '@media': { [wide]: { position: 'sticky', top: 76 } },
});
export const navList = style({
  position: 'relative',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  gap: 4,
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  '@media': { [wide]: { flexDirection: 'column', overflowX: 'visible' } },
});
export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  minHeight: 40,
  padding: '0 12px',
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  fontSize: 14,
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised },
    '&[aria-current="page"]': {
      background: vars.color.primary,
      color: vars.color.primaryText,
      fontWeight: 600,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});
