import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/web/theme/contract.css';
import { ltrCode } from '@/web/ui/direction.css';

const narrow = 'screen and (max-width: 639px)';

export const page = style({
  display: 'grid',
  gap: 18,
  maxWidth: 980,
  minWidth: 0,
  margin: '0 auto',
  width: '100%',
});
export const title = style({ margin: 0, fontSize: 28 });
export const lead = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: 15,
  lineHeight: 1.6,
  maxWidth: 760,
});
export const panel = style({
  padding: 20,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  display: 'grid',
  gap: 14,
  minWidth: 0,
  '@media': { [narrow]: { padding: 14 } },
});
export const heading = style({ margin: 0, fontSize: 19 });
export const subheading = style({ margin: 0, fontSize: 15 });
export const form = style({
  display: 'grid',
  gap: 12,
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  alignItems: 'end',
});
export const wideField = style({ gridColumn: '1 / -1' });
export const field = style({ display: 'grid', gap: 6, minWidth: 0 });
export const label = style({ fontSize: 13, fontWeight: 600, color: vars.color.textMuted });
export const input = style({
  width: '100%',
  minHeight: 44,
  padding: '0 12px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: 15,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 0 },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});
export const monoInput = style([
  input,
  { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 },
]);
export const hint = style({ margin: 0, fontSize: 12, color: vars.color.textMuted });
export const error = style({ margin: 0, fontSize: 13, color: vars.color.danger });

export const result = style({
  display: 'grid',
  gap: 12,
  padding: 16,
  borderRadius: vars.radius.md,
  background: vars.color.bg,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
});
export const bigValue = style({
  margin: 0,
  fontSize: 40,
  fontWeight: 900,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1.1,
});
export const win = style({ color: vars.color.success });
export const loss = style({ color: vars.color.danger });
export const kv = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(110px, max-content) minmax(0, 1fr)',
  gap: '6px 14px',
  fontSize: 14,
  '@media': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
globalStyle(`${kv} dt`, { color: vars.color.textMuted, fontWeight: 600 });
globalStyle(`${kv} dd`, { margin: 0, minWidth: 0, overflowWrap: 'anywhere' });
export const mono = style([
  ltrCode,
  {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    fontSize: 12,
    overflowWrap: 'anywhere',
  },
]);

export const mineGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, 34px)',
  gap: 4,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const mineCell = style({
  width: 34,
  height: 34,
  display: 'grid',
  placeItems: 'center',
  borderRadius: 6,
  fontSize: 11,
  fontWeight: 700,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  selectors: { '&[data-mine="true"]': { background: vars.color.danger, color: vars.color.dangerText } },
});
export const slotGrid = style({ borderCollapse: 'separate', borderSpacing: 4 });
globalStyle(`${slotGrid} td`, {
  width: 40,
  height: 32,
  textAlign: 'center',
  borderRadius: 6,
  background: vars.color.surfaceRaised,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: 13,
  fontWeight: 700,
});
export const floatList = style({
  margin: 0,
  paddingInlineStart: 22,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: 12,
  columns: '2 220px',
});
export const details = style({ fontSize: 14 });
globalStyle(`${details} > summary`, { cursor: 'pointer', fontWeight: 600, padding: '4px 0' });

export const games = style({ display: 'grid', gap: 10 });
export const game = style({
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  padding: '10px 14px',
});
globalStyle(`${game} > summary`, { cursor: 'pointer', fontWeight: 700, fontSize: 15, padding: '4px 0' });
globalStyle(`${game} p`, { margin: '8px 0 0', lineHeight: 1.6, fontSize: 14 });
globalStyle(`${game} code, ${lead} code`, {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '0.92em',
  padding: '1px 4px',
  borderRadius: 4,
  background: vars.color.bg,
});
export const steps = style({
  margin: 0,
  paddingInlineStart: 20,
  display: 'grid',
  gap: 6,
  lineHeight: 1.6,
  fontSize: 14,
});
export const button = style({
  minHeight: 44,
  padding: '0 18px',
  borderRadius: vars.radius.md,
  border: 0,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontWeight: 700,
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.55, cursor: 'not-allowed' } },
});
