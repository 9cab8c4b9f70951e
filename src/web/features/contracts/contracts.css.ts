import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/web/theme/contract.css';
import { dataTable } from '@/web/ui/data-table.css';

export { chip, chips } from '@/web/ui/chips.css';
export { visuallyHidden } from '@/web/ui/form.css';
export { actions, heading, muted, spread } from '@/web/ui/page.css';

const narrow = 'screen and (max-width: 639px)';

export const page = style({ display: 'grid', gap: 16, minWidth: 0, maxWidth: 1180 });
export const title = style({ margin: 0, fontSize: 24, '@media': { [narrow]: { fontSize: 20 } } });
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
export const subheading = style({ margin: 0, fontSize: 15 });
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
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
  },
});

// ---- Key figures ----

export {
  figure as fact,
  figureLabel as factLabel,
  figures as facts,
  figureValue as factValue,
} from '@/web/ui/figures.css';

// ---- Tables: a table on wide screens, one card per row on phones ----

export const tableWrap = style({ minWidth: 0, overflowX: 'auto' });
export const table = style([dataTable]);
globalStyle(`${table} th`, { verticalAlign: 'bottom' });

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
export const pillTone = styleVariants({
  neutral: {},
  good: { borderColor: vars.color.success, color: vars.color.success },
  warn: { borderColor: vars.color.warning, color: vars.color.warning },
  bad: { borderColor: vars.color.danger, color: vars.color.danger },
});
export const chosen = style({ background: vars.color.surfaceRaised, fontWeight: 700 });

// ---- Tiers editor ----

export const tierList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10 });
export const tier = style({
  margin: 0,
  padding: 12,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  display: 'grid',
  gap: 10,
  minWidth: 0,
});
export const tierHead = style({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  justifyContent: 'space-between',
});
export const tierTitle = style({ fontWeight: 700, fontSize: 14 });
export const tierFields = style({
  display: 'grid',
  gap: 10,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 150px), 1fr))',
});
export const field = style({ display: 'grid', gap: 4, alignContent: 'start', minWidth: 0 });
export const label = style({ fontSize: 13, fontWeight: 600, color: vars.color.textMuted });
export const input = style({
  width: '100%',
  minHeight: 44,
  padding: '0 10px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: 16,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 0 },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});
export const error = style({ margin: 0, fontSize: 13, color: vars.color.danger });
export const hint = style({ display: 'block', margin: 0, fontSize: 13, color: vars.color.textMuted });
export const warning = style({
  margin: 0,
  padding: '10px 12px',
  borderRadius: vars.radius.md,
  borderInlineStart: `4px solid ${vars.color.warning}`,
  background: vars.color.surfaceRaised,
  display: 'grid',
  gap: 6,
});
export const notice = style([warning, { borderInlineStartColor: vars.color.success }]);
export const plainList = style({ margin: 0, paddingInlineStart: 18, display: 'grid', gap: 2 });

// ---- Chart ----

export const chartWrap = style({ position: 'relative', width: '100%', minWidth: 0 });
export const chart = style({ display: 'block', width: '100%', height: 'auto', overflow: 'visible' });
export const axis = style({ fill: vars.color.textMuted, fontSize: 11 });
export const gridLine = style({ stroke: vars.color.border, strokeWidth: 1 });
export const bar = style({ fill: vars.color.success });
export const barActive = style({ fill: vars.color.primary });

// The theme's text colour (the primary colour lacks contrast on a dark surface); the underline marks the link.
export const linkButton = style({
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  textDecoration: 'underline',
  cursor: 'pointer',
  textAlign: 'start',
  overflowWrap: 'anywhere',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
