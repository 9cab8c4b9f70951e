import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/web/theme/contract.css';

import { narrow, wide } from './originals-media';

export * from './originals-tabs.css';
export { narrow, wide };

const reduced = '(prefers-reduced-motion: reduce)';

const pop = keyframes({
  '0%': { transform: 'scale(0.85)', opacity: 0 },
  '60%': { transform: 'scale(1.04)', opacity: 1 },
  '100%': { transform: 'scale(1)', opacity: 1 },
});

export const screen = style({
  minHeight: '100dvh',
  background: vars.color.bg,
  color: vars.color.text,
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
});

export const topbar = style({
  position: 'sticky',
  top: 0,
  zIndex: 5,
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  minHeight: 48,
  padding: '6px 12px',
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const gameName = style({
  margin: 0,
  fontSize: 16,
  fontWeight: 800,
  letterSpacing: '0.01em',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
export const demoBadge = style({
  flex: 'none',
  padding: '2px 8px',
  borderRadius: 999,
  border: `1px solid ${vars.color.warning}`,
  color: vars.color.warning,
  fontSize: 11,
  fontWeight: 800,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});
export const balance = style({
  marginInlineStart: 'auto',
  flex: 'none',
  display: 'flex',
  alignItems: 'center',
  gap: 6,
  padding: '6px 12px',
  borderRadius: 999,
  background: vars.color.bg,
  border: `1px solid ${vars.color.border}`,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  fontSize: 14,
});
export const balanceLabel = style({
  color: vars.color.textMuted,
  fontWeight: 600,
  fontSize: 12,
  '@media': {
    [narrow]: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' },
  },
});
export const streamDot = styleVariants({
  connecting: { width: 8, height: 8, borderRadius: '50%', background: vars.color.warning, flex: 'none' },
  open: { width: 8, height: 8, borderRadius: '50%', background: vars.color.success, flex: 'none' },
  closed: { width: 8, height: 8, borderRadius: '50%', background: vars.color.danger, flex: 'none' },
});

export const body = style({
  width: '100%',
  maxWidth: 1280,
  margin: '0 auto',
  padding: 10,
  display: 'grid',
  gap: 10,
  alignContent: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"stage" "controls" "tabs"',
  '@media': {
    [wide]: {
      padding: 16,
      gap: 14,
      gridTemplateColumns: '320px minmax(0, 1fr)',
      gridTemplateAreas: '"controls stage" "tabs tabs"',
    },
  },
});

const panelBase = {
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
} as const;

export const controls = style({
  ...panelBase,
  gridArea: 'controls',
  padding: 14,
  display: 'grid',
  gap: 12,
  alignContent: 'start',
  minWidth: 0,
});
export const stage = style({
  ...panelBase,
  gridArea: 'stage',
  position: 'relative',
  minWidth: 0,
  minHeight: 280,
  overflow: 'hidden',
  display: 'grid',
  background: `radial-gradient(120% 90% at 50% 0%, ${vars.color.surfaceRaised} 0%, ${vars.color.surface} 55%, ${vars.color.bg} 100%)`,
  '@media': { [wide]: { minHeight: 480 } },
});
export const tabs = style({ ...panelBase, gridArea: 'tabs', minWidth: 0, padding: 10 });

// ---- Controls ----

export const field = style({ display: 'grid', gap: 6, minWidth: 0 });
export const fieldLabel = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: 8,
  fontSize: 12,
  fontWeight: 700,
  color: vars.color.textMuted,
});
export const fieldValue = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.text });
export const inputRow = style({
  display: 'flex',
  alignItems: 'stretch',
  minHeight: 44,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.bg,
  overflow: 'hidden',
  selectors: {
    '&:focus-within': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
    '&[data-invalid="true"]': { borderColor: vars.color.danger },
  },
});
export const input = style({
  flex: 1,
  minWidth: 0,
  border: 0,
  background: 'transparent',
  padding: '0 10px',
  fontSize: 16,
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&:focus-visible': { outline: 'none' }, '&:disabled': { opacity: 0.6 } },
});
export const inputAffix = style({
  display: 'flex',
  alignItems: 'center',
  paddingInlineStart: 10,
  color: vars.color.textMuted,
  fontWeight: 700,
});
export const addon = style({
  minWidth: 44,
  padding: '0 10px',
  border: 0,
  borderInlineStart: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  fontWeight: 800,
  fontSize: 13,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { filter: 'brightness(1.15)' },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});
export const fieldError = style({ margin: 0, fontSize: 12, color: vars.color.danger });
export const select = style([input, { appearance: 'auto', cursor: 'pointer', paddingInlineEnd: 6 }]);

export const segmented = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  gap: 4,
  padding: 4,
  borderRadius: vars.radius.md,
  background: vars.color.bg,
  border: `1px solid ${vars.color.border}`,
});
export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });
globalStyle(`${fieldset} > legend`, { padding: 0, marginBottom: 6, width: '100%' });
export const radio = style({
  position: 'absolute',
  opacity: 0,
  width: 1,
  height: 1,
  margin: 0,
  pointerEvents: 'none',
});
export const segment = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  minHeight: 36,
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  fontWeight: 700,
  fontSize: 13,
  cursor: 'pointer',
  userSelect: 'none',
  selectors: {
    '&:has(input:checked)': {
      background: vars.color.surfaceRaised,
      color: vars.color.text,
      boxShadow: vars.shadow.card,
    },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
    'fieldset:disabled &': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const statGrid = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 10 });

const actionBase = {
  width: '100%',
  minHeight: 52,
  border: 0,
  borderRadius: vars.radius.md,
  fontSize: 16,
  fontWeight: 800,
  letterSpacing: '0.02em',
  cursor: 'pointer',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  lineHeight: 1.2,
  transition: 'filter 120ms, transform 80ms',
  selectors: {
    '&:hover:not(:disabled)': { filter: 'brightness(1.08)' },
    '&:active:not(:disabled)': { transform: 'translateY(1px)' },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
} as const;
export const action = styleVariants({
  bet: { ...actionBase, background: vars.color.primary, color: vars.color.primaryText },
  cashout: { ...actionBase, background: vars.color.success, color: vars.color.successText },
  stop: { ...actionBase, background: vars.color.danger, color: vars.color.dangerText },
  queued: { ...actionBase, background: vars.color.surfaceRaised, color: vars.color.text },
});
export const actionSub = style({ fontSize: 12, fontWeight: 600, opacity: 0.85 });
export const keyHint = style({
  margin: 0,
  fontSize: 11,
  color: vars.color.textMuted,
  textAlign: 'center',
  '@media': { '(hover: none)': { display: 'none' } },
});
export const alert = style({
  margin: 0,
  padding: '8px 10px',
  borderRadius: vars.radius.md,
  background: vars.color.bg,
  borderInlineStart: `3px solid ${vars.color.danger}`,
  fontSize: 13,
});

// ---- Stage overlays ----

export const resultBanner = style({
  position: 'absolute',
  top: 12,
  insetInline: 0,
  marginInline: 'auto',
  width: 'fit-content',
  zIndex: 3,
  padding: '8px 16px',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `2px solid ${vars.color.success}`,
  boxShadow: vars.shadow.modal,
  textAlign: 'center',
  fontWeight: 800,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  animation: `${pop} 260ms ease-out`,
  '@media': { [reduced]: { animation: 'none' } },
});
export const resultInline = style({
  justifySelf: 'center',
  padding: '6px 14px',
  borderRadius: 999,
  border: `2px solid ${vars.color.success}`,
  background: vars.color.surface,
  fontWeight: 800,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  display: 'flex',
  gap: 8,
  alignItems: 'baseline',
  animation: `${pop} 260ms ease-out`,
  '@media': { [reduced]: { animation: 'none' } },
});
export const resultMultiplier = style({ display: 'block', fontSize: 22, color: vars.color.success });
export const resultAmount = style({ display: 'block', fontSize: 13, color: vars.color.text });

/** Newest first in the DOM (read first), drawn at the right end; the oldest are the ones cut off on the left. */
export const recent = style({
  display: 'flex',
  flexDirection: 'row-reverse',
  gap: 6,
  justifyContent: 'flex-start',
  flexWrap: 'nowrap',
  overflow: 'hidden',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const recentItem = styleVariants({
  win: {
    padding: '3px 9px',
    borderRadius: 999,
    fontSize: 12,
    fontWeight: 800,
    fontVariantNumeric: 'tabular-nums',
    background: vars.color.success,
    color: vars.color.successText,
    whiteSpace: 'nowrap',
  },
  loss: {
    padding: '3px 9px',
    borderRadius: 999,
    fontSize: 12,
    fontWeight: 800,
    fontVariantNumeric: 'tabular-nums',
    background: vars.color.surfaceRaised,
    color: vars.color.textMuted,
    whiteSpace: 'nowrap',
  },
});
