import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/web/theme/contract.css';
import { dataTable } from '@/web/ui/data-table.css';
import { ltrCode } from '@/web/ui/direction.css';

export { heading, muted, spread, title } from '@/web/ui/page.css';

export const page = style({ display: 'grid', gap: 16, minWidth: 0, maxWidth: 980 });
export { chip, chips } from '@/web/ui/chips.css';

import { control } from '@/web/ui/report.css';

export { control as select, filterField, filterRow, label, panel } from '@/web/ui/report.css';
export const smallButton = style({
  minHeight: 32,
  padding: '0 10px',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  fontSize: 13,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
  },
});
export const dateInput = style([control, { minWidth: 150 }]);

// ---- Totals ----

export const totals = style({
  display: 'grid',
  gap: 10,
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  margin: 0,
});
export const total = style({
  padding: '10px 12px',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  display: 'grid',
  gap: 2,
  minWidth: 0,
});
export const totalLabel = style({ fontSize: 12, color: vars.color.textMuted, fontWeight: 600 });
export const totalValue = style({
  margin: 0,
  fontSize: 18,
  fontWeight: 800,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});
export { tone } from '@/web/ui/figures.css';

// ---- Tables: a table on wide screens, one card per row on phones ----

export const table = style([dataTable]);
globalStyle(`${table} th`, { whiteSpace: 'nowrap' });
globalStyle(`${table} tfoot td`, { fontWeight: 800, borderBottom: 0 });
export const gameCell = style({ display: 'grid', gap: 2, minWidth: 0 });
export const sub = style({ fontSize: 12, color: vars.color.textMuted });
export const mono = style([
  ltrCode,
  {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
    fontSize: 12,
    overflowWrap: 'anywhere',
  },
]);
export const nowrap = style({ whiteSpace: 'nowrap' });
export const badge = styleVariants({
  ok: {
    justifySelf: 'start',
    display: 'inline-block',
    padding: '1px 8px',
    borderRadius: 999,
    fontSize: 12,
    fontWeight: 700,
    background: vars.color.surfaceRaised,
    border: `1px solid ${vars.color.border}`,
  },
  open: {
    justifySelf: 'start',
    display: 'inline-block',
    padding: '1px 8px',
    borderRadius: 999,
    fontSize: 12,
    fontWeight: 700,
    border: `1px solid ${vars.color.warning}`,
    color: vars.color.warning,
  },
  void: {
    justifySelf: 'start',
    display: 'inline-block',
    padding: '1px 8px',
    borderRadius: 999,
    fontSize: 12,
    fontWeight: 700,
    border: `1px solid ${vars.color.textMuted}`,
    color: vars.color.textMuted,
    textDecoration: 'line-through',
  },
});

// ---- Chart ----

export const chartWrap = style({ position: 'relative', width: '100%', minWidth: 0 });
export const chart = style({ display: 'block', width: '100%', height: 'auto', overflow: 'visible' });
export const axis = style({ fill: vars.color.textMuted, fontSize: 11 });
export const gridLine = style({ stroke: vars.color.border, strokeWidth: 1 });
export const zeroLine = style({ stroke: vars.color.textMuted, strokeWidth: 1 });
export const barUp = style({ fill: vars.color.success });
export const barDown = style({ fill: vars.color.danger });
export const stakeLine = style({ fill: 'none', stroke: vars.color.accent, strokeWidth: 2 });
export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 14,
  fontSize: 13,
  color: vars.color.textMuted,
  margin: 0,
  padding: 0,
  listStyle: 'none',
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
  pointerEvents: 'none',
  transform: 'translate(-50%, -100%)',
  padding: '6px 10px',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
  fontSize: 12,
  whiteSpace: 'nowrap',
  display: 'grid',
  gap: 2,
  fontVariantNumeric: 'tabular-nums',
});
export { visuallyHidden } from '@/web/ui/form.css';
