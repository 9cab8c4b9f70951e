import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/web/theme/contract.css';
import { narrow } from './originals-media';

/** The tabs under a game (my bets, fairness, rules): the tab bar, the tables and lists in them, the seeds panel. */

// ---- Tabs (my bets, fairness, rules) ----

export const tabList = style({
  display: 'flex',
  gap: 4,
  padding: 4,
  borderRadius: vars.radius.md,
  background: vars.color.bg,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  marginBottom: 10,
});
export const tab = style({
  flex: '1 0 auto',
  minHeight: 38,
  padding: '0 14px',
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  fontWeight: 700,
  fontSize: 13,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&[aria-selected="true"]': { background: vars.color.surfaceRaised, color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});
export const tabPanel = style({ minWidth: 0, padding: '2px 4px' });

// ---- Tables and lists in the tabs ----

export const tableWrap = style({ overflowX: 'auto' });
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: 13,
  fontVariantNumeric: 'tabular-nums',
});
export const th = style({
  textAlign: 'start',
  padding: '8px 8px',
  color: vars.color.textMuted,
  fontWeight: 700,
  fontSize: 12,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});
export const td = style({
  padding: '8px 8px',
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});
export const num = style({ textAlign: 'end' });
export const wideCell = style({ '@media': { [narrow]: { display: 'none' } } });
export const positive = style({ color: vars.color.success, fontWeight: 700 });
export const negative = style({ color: vars.color.textMuted });
export const muted = style({ color: vars.color.textMuted, fontSize: 13, margin: 0 });
export const linkButton = style({
  border: 0,
  background: 'none',
  padding: 0,
  color: vars.color.accent,
  textDecoration: 'underline',
  cursor: 'pointer',
  fontSize: 13,
});
export const pager = style({
  display: 'flex',
  gap: 4,
  justifyContent: 'center',
  listStyle: 'none',
  padding: 0,
  margin: '10px 0 0',
});
export const pagerButton = style({
  minWidth: 34,
  height: 34,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.primary,
      color: vars.color.primaryText,
      borderColor: vars.color.primary,
    },
  },
});

// ---- Seeds panel ----

export const seeds = style({ display: 'grid', gap: 12, maxWidth: 760 });
export const seedRow = style({ display: 'grid', gap: 6 });
export const code = style({
  display: 'block',
  padding: '9px 10px',
  borderRadius: vars.radius.md,
  background: vars.color.bg,
  border: `1px solid ${vars.color.border}`,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: 12,
  wordBreak: 'break-all',
  flex: 1,
  minWidth: 0,
});
export const revealed = style({
  display: 'grid',
  gap: 8,
  padding: 12,
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.success}`,
});
export const rowButtons = style({ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' });
export const smallButton = style({
  minHeight: 38,
  padding: '0 14px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  fontWeight: 700,
  fontSize: 13,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
    '&:hover:not(:disabled)': { filter: 'brightness(1.1)' },
  },
});
export const prose = style({ fontSize: 14, lineHeight: 1.6, maxWidth: 760, display: 'grid', gap: 10 });
globalStyle(`${prose} p`, { margin: 0 });

export const center = style({
  display: 'grid',
  placeItems: 'center',
  padding: 24,
  textAlign: 'center',
  gap: 12,
});
export { visuallyHidden } from '@/web/ui/form.css';
