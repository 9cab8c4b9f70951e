import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/web/theme/contract.css';
import { NARROW_TABLE } from '@/web/ui/data-table.css';

/** Styles of the agent's working tools (issue 24): period picker, exports, drill-down, wallet, links, bet list. */

// ---- Period picker ----

export const period = style({ display: 'grid', gap: 10 });
export const periodTop = style({ display: 'flex', flexWrap: 'wrap', gap: 10, alignItems: 'center' });
export const monthField = style({ flex: '0 1 220px', minWidth: 160 });
export const customRange = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 10,
  alignItems: 'end',
  padding: 12,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});
export const error = style({ margin: 0, flexBasis: '100%', fontSize: 13, color: vars.color.danger });

// ---- Section heads with an export button ----

export const sectionHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 10,
  alignItems: 'center',
  justifyContent: 'space-between',
});
export const exportStatus = style({ fontSize: 13, color: vars.color.textMuted });

// ---- Tables: account names never break mid-word on wide screens ----

export const account = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: 13,
  whiteSpace: 'nowrap',
  unicodeBidi: 'isolate',
  direction: 'ltr',
  '@media': { [NARROW_TABLE]: { whiteSpace: 'normal', overflowWrap: 'anywhere' } },
});
export const totalsRow = style({ fontWeight: 700 });
globalStyle(`${totalsRow} td`, {
  '@media': { 'screen and (min-width: 640px)': { borderTop: `2px solid ${vars.color.border}` } },
});
export const groupRow = style({ background: vars.color.surfaceRaised, fontWeight: 600 });

// ---- Team bets on phones: one line per bet, details on demand ----

export const betList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });
export const betItem = style({ borderBottom: `1px solid ${vars.color.border}` });
export const betSummary = style({
  width: '100%',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto auto',
  gap: 8,
  alignItems: 'center',
  padding: '10px 2px',
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  minHeight: 44,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 } },
});
export const betWho = style({ display: 'grid', gap: 2, minWidth: 0 });
export const betLine = style({
  fontSize: 12,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const chevron = style({
  transition: 'transform 120ms',
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(90deg)' } },
});
export const betDetails = style({
  margin: 0,
  padding: '0 2px 12px',
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: '6px 14px',
  fontSize: 13,
});
globalStyle(`${betDetails} dt`, { color: vars.color.textMuted, fontSize: 12 });
globalStyle(`${betDetails} dd`, { margin: 0, overflowWrap: 'anywhere' });
export const onlyWide = style({ '@media': { [NARROW_TABLE]: { display: 'none' } } });
export const onlyNarrow = style({ '@media': { 'screen and (min-width: 640px)': { display: 'none' } } });

// ---- Marketing links ----

export const links = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 });
export const link = style({
  display: 'grid',
  gap: 12,
  padding: 14,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  '@media': { [NARROW_TABLE]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const linkHead = style({ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' });
export const linkName = style({ margin: 0, fontSize: 16, fontWeight: 700, overflowWrap: 'anywhere' });
export const funnel = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: 6,
  alignItems: 'stretch',
});
export const funnelStep = style({
  display: 'grid',
  gap: 2,
  padding: '6px 12px',
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  minWidth: 96,
});
export const funnelValue = style({ fontSize: 18, fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
export const funnelLabel = style({ fontSize: 12, color: vars.color.textMuted });
export const linkQr = style({
  justifySelf: 'end',
  alignSelf: 'start',
  width: 140,
  padding: 6,
  background: '#ffffff',
  borderRadius: vars.radius.sm,
  lineHeight: 0,
  '@media': { [NARROW_TABLE]: { justifySelf: 'start' } },
});
globalStyle(`${linkQr} svg`, { width: '100%', height: 'auto' });

// ---- Manage dialog ----

export const manageActions = style({ display: 'grid', gap: 8 });
export const textarea = style({
  width: '100%',
  minHeight: 96,
  padding: 10,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  fontSize: 16,
  resize: 'vertical',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 0 } },
});
