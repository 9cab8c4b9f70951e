import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/web/theme/contract.css';

export { actions, countBadge, heading, muted, spread, title, visuallyHidden } from '@/web/ui/page.css';

/** The loyalty screens (VIP, invite friends, missions and leaderboard, points mall): logical properties only. */

const wide = 'screen and (min-width: 900px)';
const focus = { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 };

export const page = style({ display: 'grid', gap: 16, minWidth: 0, maxWidth: 1100 });
export const subheading = style({ margin: 0, fontSize: 16 });
export const panel = style({
  padding: 16,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  display: 'grid',
  gap: 12,
  minWidth: 0,
  alignContent: 'start',
});
export const twoColumns = style({
  display: 'grid',
  gap: 16,
  alignItems: 'start',
  minWidth: 0,
  '@media': { [wide]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});
export const notice = style({
  margin: 0,
  padding: '12px 16px',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});
export const warning = style([notice, { borderInlineStart: `4px solid ${vars.color.warning}` }]);

// ---- Tags, badges, states ----

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 24,
  padding: '0 8px',
  borderRadius: 999,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: 12,
  fontWeight: 600,
});
export const vipBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  minHeight: 28,
  padding: '0 10px',
  borderRadius: 999,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: 13,
  fontWeight: 800,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&:focus-visible': focus, '&:hover': { filter: 'brightness(1.08)' } },
});
/** The header's copy: phones have no room left in the header (the side menu shows the level there). */
export const headerVipBadge = style([
  vipBadge,
  { '@media': { 'screen and (max-width: 479.98px)': { display: 'none' } } },
]);
const stateBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 26,
  padding: '0 10px',
  borderRadius: 999,
  fontWeight: 600,
  fontSize: 13,
  border: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});
export const tone = styleVariants({
  neutral: [stateBase, { background: vars.color.surfaceRaised, color: vars.color.text }],
  good: [
    stateBase,
    { background: vars.color.success, color: vars.color.successText, borderColor: 'transparent' },
  ],
  bad: [
    stateBase,
    { background: vars.color.danger, color: vars.color.dangerText, borderColor: 'transparent' },
  ],
  waiting: [
    stateBase,
    { background: vars.color.surfaceRaised, color: vars.color.text, borderStyle: 'dashed' },
  ],
});

// ---- Progress ----

export const progress = style({ display: 'grid', gap: 6, minWidth: 0 });
export const progressTrack = style({
  height: 12,
  borderRadius: 999,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});
export const progressBar = style({ height: '100%', background: vars.color.primary, borderRadius: 999 });
export const progressDone = style({ background: vars.color.success });

// ---- Figures ----

export const bigNumber = style({
  margin: 0,
  fontSize: 32,
  fontWeight: 800,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});
export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(96px, max-content) minmax(0, 1fr)',
  gap: '6px 16px',
});
export const factTerm = style({ color: vars.color.textMuted, fontSize: 14 });
export const factValue = style({ margin: 0, overflowWrap: 'anywhere', fontWeight: 600 });

// ---- Lists and cards ----

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 });
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 230px), 1fr))',
});
export const card = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
  minWidth: 0,
  height: '100%',
});
export const cardCurrent = style({
  borderColor: vars.color.primary,
  boxShadow: `0 0 0 1px ${vars.color.primary}`,
});
export const cardImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '2 / 1',
  objectFit: 'contain',
  background: vars.color.surfaceRaised,
});
export const cardBody = style({ display: 'grid', gap: 8, padding: 14, alignContent: 'start' });
export const cardTitle = style({ margin: 0, fontSize: 16, overflowWrap: 'anywhere' });
export const row = style({
  padding: 14,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  display: 'grid',
  gap: 8,
  minWidth: 0,
});
export const bullets = style({ margin: 0, paddingInlineStart: 18, display: 'grid', gap: 4 });

// ---- Tabs ----

export const tabs = style({
  listStyle: 'none',
  margin: 0,
  paddingInline: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: 6,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  paddingBlockEnd: 8,
});
export const tab = style({
  minHeight: 40,
  padding: '0 14px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  fontWeight: 600,
  textDecoration: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  selectors: {
    '&[aria-selected="true"], &[aria-current="page"]': {
      background: vars.color.primary,
      color: vars.color.primaryText,
      borderColor: 'transparent',
    },
    '&:focus-visible': focus,
  },
});

// ---- Tables ----

export const tableWrap = style({ overflowX: 'auto', minWidth: 0 });
export const mine = style({ background: vars.color.surfaceRaised, fontWeight: 700 });

// ---- Referral ----

export const shareGrid = style({
  display: 'grid',
  gap: 16,
  alignItems: 'start',
  '@media': { [wide]: { gridTemplateColumns: 'minmax(0, 1fr) 220px' } },
});
export const qr = style({
  width: '100%',
  maxWidth: 220,
  justifySelf: 'center',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  lineHeight: 0,
});
globalStyle(`${qr} svg`, { width: '100%', height: 'auto' });
export const codeText = style({
  margin: 0,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: 18,
  fontWeight: 700,
  overflowWrap: 'anywhere',
  direction: 'ltr',
  unicodeBidi: 'isolate',
});
export const linkText = style([codeText, { fontSize: 14, fontWeight: 500 }]);
