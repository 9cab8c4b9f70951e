import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/web/theme/contract.css';
import { chip, chips } from '@/web/ui/chips.css';
import { ltrCode } from '@/web/ui/direction.css';

const narrow = 'screen and (max-width: 719px)';
const wide = 'screen and (min-width: 1100px)';

export const page = style({
  display: 'grid',
  gap: 16,
  minWidth: 0,
  width: '100%',
  maxWidth: 1280,
  margin: '0 auto',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [wide]: { gridTemplateColumns: '300px minmax(0, 1fr)', alignItems: 'start' } },
});
export const main = style({ display: 'grid', gap: 16, minWidth: 0 });
export const panel = style({
  padding: 16,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  display: 'grid',
  gap: 12,
  minWidth: 0,
  '@media': { [narrow]: { padding: 12 } },
});
export const title = style({ margin: 0, fontSize: 24 });
export const heading = style({ margin: 0, fontSize: 18 });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: 13 });
export const mono = style([
  ltrCode,
  {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    fontSize: 12,
    wordBreak: 'break-all',
  },
]);

export const gameList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 6,
  maxHeight: 560,
  overflowY: 'auto',
  '@media': { [narrow]: { maxHeight: 260 } },
});
export const gameButton = style({
  width: '100%',
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: 8,
  minHeight: 44,
  padding: '6px 10px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  textAlign: 'start',
  cursor: 'pointer',
  font: 'inherit',
  selectors: {
    '&[aria-current="true"]': {
      borderColor: vars.color.primary,
      boxShadow: `inset 3px 0 0 ${vars.color.primary}`,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
  },
});
export const gameName = style({ fontWeight: 600, fontSize: 14, minWidth: 0, overflowWrap: 'anywhere' });
export const countdown = style({ fontVariantNumeric: 'tabular-nums', fontWeight: 700, whiteSpace: 'nowrap' });
export const closed = style({ color: vars.color.warning });

export const drawHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: 8,
});
/** The game and draw tabs: the shared chips, a touch taller, the pressed one keeping its border colour. */
export const tabs = chips;
export const tab = style([
  chip,
  {
    minHeight: 40,
    font: 'inherit',
    selectors: { '&[aria-pressed="true"]': { borderColor: vars.color.primary } },
  },
]);
export const form = style({
  display: 'grid',
  gap: 12,
  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
  alignItems: 'end',
});
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
  fontSize: 16,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 0 },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});
export const message = styleVariants({
  ok: { margin: 0, color: vars.color.success, fontWeight: 600 },
  error: { margin: 0, color: vars.color.danger, fontWeight: 600 },
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: 13 });
export const cell = style({
  padding: '8px 6px',
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
  fontVariantNumeric: 'tabular-nums',
});
export const tableWrap = style({ overflowX: 'auto', minWidth: 0 });
export const win = style({ color: vars.color.success, fontWeight: 700 });
export const balls = style({ display: 'flex', flexWrap: 'wrap', gap: 4 });
export const ball = style({
  display: 'inline-block',
  padding: '2px 7px',
  borderRadius: 999,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: 600,
});
export const special = style({
  background: vars.color.accent,
  color: vars.color.accentText,
  borderColor: vars.color.accent,
});
export const link = style({ color: vars.color.primary });

export const strip = style({ display: 'grid', gap: 10, margin: '16px 0' });
export const stripList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 8,
  gridTemplateColumns: 'repeat(auto-fill, minmax(210px, 1fr))',
});
export const stripCard = style({
  display: 'grid',
  gap: 4,
  padding: 12,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 } },
});
