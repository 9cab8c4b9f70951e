import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/web/theme/contract.css';
import { ltrCode } from '@/web/ui/direction.css';

import { countBadge } from '@/web/ui/page.css';

export * from './cashier-records.css';

const _narrow = 'screen and (max-width: 639px)';
const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

// ---- Pages and panels ----

export const page = style({ display: 'grid', gap: 16, minWidth: 0, maxWidth: 860 });
export const title = style({ margin: 0, fontSize: 24 });
export const panel = style({
  padding: 20,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  display: 'grid',
  gap: 14,
  minWidth: 0,
});
export const heading = style({ margin: 0, fontSize: 18 });
export const subheading = style({ margin: 0, fontSize: 15 });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: 14 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' });
export const spread = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  alignItems: 'center',
  justifyContent: 'space-between',
});

// ---- Figures (balances, limits) ----

export const stats = style({
  display: 'grid',
  gap: 10,
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
});
export const stat = style({
  padding: '10px 12px',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  display: 'grid',
  gap: 2,
  minWidth: 0,
});
export const statLabel = style({ fontSize: 12, color: vars.color.textMuted });
export const statValue = style({ fontSize: 18, fontWeight: 700, overflowWrap: 'anywhere' });

// ---- Choices: payment methods, receipt answers, quick amounts ----

export const choices = style({
  display: 'grid',
  gap: 8,
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  border: 0,
  padding: 0,
  margin: 0,
  minWidth: 0,
});
export const legend = style({ fontSize: 13, fontWeight: 600, color: vars.color.textMuted, marginBottom: 6 });
export const choice = style({
  display: 'flex',
  gap: 10,
  alignItems: 'flex-start',
  padding: 12,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.primary,
      boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
    },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
  },
});
export const radio = style({
  width: 18,
  height: 18,
  marginTop: 2,
  accentColor: vars.color.primary,
  flex: 'none',
});
export const choiceText = style({ display: 'grid', gap: 2, minWidth: 0 });
export const choiceName = style({ fontWeight: 600, overflowWrap: 'anywhere' });
export { chip, chips } from '@/web/ui/chips.css';
export const select = style({
  width: '100%',
  minHeight: 44,
  padding: '0 10px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: 16,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 0 } },
});
export const twoColumns = style({
  display: 'grid',
  gap: 14,
  '@media': { 'screen and (min-width: 640px)': { gridTemplateColumns: '1fr 1fr' } },
});

// ---- Key/value details (bank details, order) ----

export const details = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(96px, max-content) minmax(0, 1fr)',
  gap: '8px 16px',
  alignItems: 'center',
});
export const term = style({ color: vars.color.textMuted, fontSize: 14 });
export const definition = style({
  margin: 0,
  display: 'flex',
  gap: 8,
  alignItems: 'center',
  flexWrap: 'wrap',
  minWidth: 0,
});
export const bankRows = style({ margin: 0, display: 'grid', gap: 10 });
export const bankRow = style({
  display: 'grid',
  gap: 2,
  paddingBottom: 10,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const bankLabel = style({ fontSize: 13, color: vars.color.textMuted });
export const bankValue = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
  fontWeight: 600,
});
export const mono = style([
  ltrCode,
  {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
    overflowWrap: 'anywhere',
  },
]);
export const qr = style({
  padding: 10,
  background: '#fff',
  borderRadius: vars.radius.md,
  lineHeight: 0,
  justifySelf: 'start',
});
export const smallButton = style({
  minHeight: 30,
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

// ---- Status badges ----

const badgeBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: '2px 8px',
  borderRadius: 999,
  fontSize: 12,
  fontWeight: 700,
  whiteSpace: 'nowrap',
  border: '1px solid currentColor',
});
export const badge = styleVariants({
  neutral: [badgeBase, { color: vars.color.textMuted }],
  pending: [badgeBase, { color: vars.color.warning }],
  success: [badgeBase, { color: vars.color.success }],
  danger: [badgeBase, { color: vars.color.danger }],
  info: [badgeBase, { color: vars.color.accent }],
});
export const plus = style({ color: vars.color.success, fontWeight: 600, whiteSpace: 'nowrap' });
export const minus = style({ color: vars.color.danger, fontWeight: 600, whiteSpace: 'nowrap' });

// ---- Header wallet ----

/** In the header from 640 px; below that the wallet bar under the header carries the same tools. */
export const wallet = style({
  display: 'none',
  alignItems: 'center',
  gap: 4,
  flex: 'none',
  '@media': { 'screen and (min-width: 640px)': { display: 'flex' } },
});
export const phoneBar = style({
  position: 'sticky',
  top: 60,
  zIndex: 18,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
  height: 48,
  padding: '0 12px',
  background: vars.color.headerBg,
  color: vars.color.headerText,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { 'screen and (min-width: 640px)': { display: 'none' } },
});
export const phoneActions = style({ display: 'flex', gap: 6, flex: 'none' });
export const balanceBox = style({
  display: 'flex',
  alignItems: 'center',
  gap: 0,
  minHeight: 36,
  paddingInlineStart: 10,
  borderRadius: 999,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
});
export const balanceText = style({
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  fontSize: 14,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  maxWidth: '34vw',
});
/** The "Demo" mark before a trial account's demo credits. */
export const demoMark = style({
  display: 'inline-block',
  marginInlineEnd: 5,
  padding: '0 5px',
  borderRadius: 999,
  fontSize: 10,
  fontWeight: 700,
  letterSpacing: 0.3,
  textTransform: 'uppercase',
  verticalAlign: 'middle',
  color: vars.color.accent,
  border: '1px solid currentColor',
});
export const roundIcon = style({
  width: 32,
  height: 32,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:disabled': { cursor: 'wait' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});
export const spinning = style({ animation: `${spin} 0.8s linear infinite` });
/** Text shortcuts where the header has room (the lobby's category bar takes the header from 1100 px). */
const roomy = 'screen and (min-width: 760px) and (max-width: 1099px), screen and (min-width: 1440px)';
export const shortcut = style({ display: 'none', '@media': { [roomy]: { display: 'inline-flex' } } });
export const shortcutButton = style({ minHeight: 36, minWidth: 36, padding: '0 8px' });
export const compactShortcut = style({
  fontSize: 18,
  lineHeight: 1,
  '@media': { [roomy]: { display: 'none' } },
});
export const menuBadge = style([countBadge, { marginInlineStart: 'auto' }]);
export const dropzone = style({
  display: 'grid',
  gap: 8,
  padding: 12,
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.border}`,
});
export const thumbs = style({
  display: 'flex',
  gap: 8,
  flexWrap: 'wrap',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const thumb = style({
  display: 'grid',
  gap: 4,
  justifyItems: 'center',
  fontSize: 12,
  maxWidth: 96,
  overflowWrap: 'anywhere',
});
export const thumbImage = style({
  width: 72,
  height: 72,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
});
export const warning = style({
  margin: 0,
  padding: '10px 12px',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  borderInlineStart: `4px solid ${vars.color.warning}`,
  fontSize: 14,
});
export const tutorial = style({
  fontSize: 14,
  color: vars.color.textMuted,
  whiteSpace: 'pre-line',
  margin: 0,
});
export { visuallyHidden } from '@/web/ui/form.css';
export const fileInput = style({
  position: 'absolute',
  width: 1,
  height: 1,
  opacity: 0,
  overflow: 'hidden',
});
export const fileButton = style({
  selectors: {
    [`${fileInput}:focus-visible + &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    [`${fileInput}:disabled + &`]: { opacity: 0.55, cursor: 'not-allowed' },
  },
});
