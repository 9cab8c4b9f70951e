import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/web/theme/contract.css';
import { dataTable, NARROW_TABLE } from '@/web/ui/data-table.css';
import { ltrCode } from '@/web/ui/direction.css';

export { chip, chips } from '@/web/ui/chips.css';
export { visuallyHidden } from '@/web/ui/form.css';
export { heading, muted, spread } from '@/web/ui/page.css';

const narrow = 'screen and (max-width: 639px)';

// ---- The agent login page (/agent) ----

export const loginPage = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: 16,
  background: `radial-gradient(circle at 20% 0%, ${vars.color.surfaceRaised}, ${vars.color.bg} 60%)`,
});
export const card = style({
  width: 'min(420px, 100%)',
  padding: '28px 24px',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.modal,
  display: 'grid',
  gap: 16,
});
export const brand = style({ display: 'flex', alignItems: 'center', gap: 12 });
export const logo = style({ height: 36, width: 'auto' });
export const tip = style({
  margin: 0,
  padding: '8px 12px',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  fontSize: 13,
});

// ---- Pages ----

export const page = style({ display: 'grid', gap: 16, minWidth: 0, maxWidth: 1180 });
export const title = style({ margin: 0, fontSize: 24, '@media': { [narrow]: { fontSize: 20 } } });
export { control as input, filterField, filterRow, label, panel } from '@/web/ui/report.css';
export const smallButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 36,
  padding: '0 10px',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  fontSize: 13,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
  },
});
export const linkButton = style({
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.primary,
  font: 'inherit',
  fontWeight: 600,
  textDecoration: 'underline',
  cursor: 'pointer',
  textAlign: 'start',
  overflowWrap: 'anywhere',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

// ---- Figures ----

export { figure, figureLabel, figures, figureValue } from '@/web/ui/figures.css';
export const figureSub = style({ margin: 0, fontSize: 12, color: vars.color.textMuted });
export { tone } from '@/web/ui/figures.css';

// ---- Tables: a table on wide screens, one card per row on phones ----

export const tableWrap = style({ minWidth: 0, overflowX: 'auto' });
export const table = style([dataTable]);
globalStyle(`${table} th`, { whiteSpace: 'nowrap' });
globalStyle(`${table} td[data-nowrap]`, { whiteSpace: 'nowrap' });
export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  padding: '4px 2px',
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 } },
});
export const sortSelect = style({ '@media': { 'screen and (min-width: 640px)': { display: 'none' } } });
export const sub = style({ fontSize: 12, color: vars.color.textMuted });
/** Account names and references: whole on a table row (never split mid-name), wrapped anywhere on phone cards. */
export const mono = style([
  ltrCode,
  {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
    fontSize: 13,
    whiteSpace: 'nowrap',
    '@media': { [NARROW_TABLE]: { whiteSpace: 'normal', overflowWrap: 'anywhere' } },
  },
]);
export const pill = style({
  justifySelf: 'start',
  display: 'inline-block',
  padding: '1px 8px',
  borderRadius: 999,
  fontSize: 12,
  fontWeight: 700,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});
export const pillWarn = style([pill, { borderColor: vars.color.warning, color: vars.color.warning }]);
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 6 });

// ---- Breadcrumb ----

export const crumbs = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: 4,
  alignItems: 'center',
  fontSize: 14,
});
globalStyle(`${crumbs} li + li::before`, { content: '"›"', marginInlineEnd: 4, color: vars.color.textMuted });

// ---- Chart ----

export const chartWrap = style({ position: 'relative', width: '100%', minWidth: 0 });
export const chart = style({ display: 'block', width: '100%', height: 'auto', overflow: 'visible' });
export const axis = style({ fill: vars.color.textMuted, fontSize: 11 });
export const gridLine = style({ stroke: vars.color.border, strokeWidth: 1 });
export const legend = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: 14,
  fontSize: 13,
  color: vars.color.textMuted,
});
export const swatch = style({
  display: 'inline-block',
  width: 12,
  height: 12,
  borderRadius: 3,
  marginInlineEnd: 6,
  verticalAlign: '-1px',
});
export const tooltip = style({
  position: 'absolute',
  top: 0,
  pointerEvents: 'none',
  padding: '6px 10px',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
  fontSize: 12,
  whiteSpace: 'nowrap',
  display: 'grid',
  gap: 2,
});

// ---- Register center ----

export const twoColumns = style({
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 360px), 1fr))',
  alignItems: 'start',
});
export const secret = style({
  padding: '12px 14px',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `1px dashed ${vars.color.primary}`,
  display: 'grid',
  gap: 10,
});
export const qr = style({
  justifySelf: 'start',
  padding: 8,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  lineHeight: 0,
});
globalStyle(`${qr} svg`, { width: 200, height: 200, maxWidth: '100%' });
export const copyRow = style({
  display: 'flex',
  gap: 8,
  alignItems: 'center',
  flexWrap: 'wrap',
  minWidth: 0,
});
export const code = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: 16,
  overflowWrap: 'anywhere',
  flex: '1 1 200px',
  minWidth: 0,
});

// ---- Announcements ----

export const notices = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 });
export const notice = style({
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  overflow: 'hidden',
});
export const noticeHead = style({
  width: '100%',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 10,
  padding: '12px 14px',
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 } },
});
export const noticeTitle = style({
  flex: '1 1 200px',
  fontWeight: 600,
  minWidth: 0,
  overflowWrap: 'anywhere',
});
export const unreadDot = style({
  width: 8,
  height: 8,
  borderRadius: '50%',
  background: vars.color.danger,
  flex: 'none',
});
export const noticeBody = style({ padding: '0 14px 14px', overflowWrap: 'anywhere' });

// ---- Period stepper: previous, the dates, next (on phones the dates above the two buttons) ----

export const periodRow = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  gridTemplateAreas: '"prev dates next"',
  gap: 8,
  alignItems: 'center',
  '@media': { [narrow]: { gridTemplateColumns: '1fr 1fr', gridTemplateAreas: '"dates dates" "prev next"' } },
});
export const periodPrev = style({ gridArea: 'prev', justifySelf: 'start' });
export const periodNext = style({ gridArea: 'next', justifySelf: 'end' });
export const periodDates = style({ gridArea: 'dates', textAlign: 'center' });
