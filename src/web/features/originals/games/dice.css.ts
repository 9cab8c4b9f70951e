import { style } from '@vanilla-extract/css';
import { vars } from '@/web/theme/contract.css';
import { wide } from '../components/originals.css';

const reduced = '(prefers-reduced-motion: reduce)';

export const stage = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr auto auto auto',
  gap: 14,
  padding: '14px 16px 16px',
  '@media': { [wide]: { padding: '20px 32px 24px', gap: 22 } },
});
export const big = style({
  alignSelf: 'center',
  justifySelf: 'center',
  fontSize: 56,
  fontWeight: 900,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '-0.02em',
  lineHeight: 1,
  color: vars.color.textMuted,
  '@media': { [wide]: { fontSize: 84 } },
  selectors: {
    '&[data-state="win"]': { color: vars.color.success },
    '&[data-state="loss"]': { color: vars.color.danger },
  },
});
export const trackWrap = style({ position: 'relative', padding: '34px 6px 0' });
export const scale = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: 11,
  fontWeight: 700,
  color: vars.color.textMuted,
  marginTop: 8,
  fontVariantNumeric: 'tabular-nums',
});
export const track = style({
  position: 'relative',
  height: 14,
  borderRadius: 999,
  boxShadow: `0 0 0 6px ${vars.color.surfaceRaised}`,
});
export const range = style({
  position: 'absolute',
  inset: '-10px -2px',
  width: 'calc(100% + 4px)',
  margin: 0,
  background: 'transparent',
  appearance: 'none',
  cursor: 'pointer',
  selectors: {
    '&::-webkit-slider-runnable-track': { height: 34, background: 'transparent' },
    '&::-webkit-slider-thumb': {
      appearance: 'none',
      width: 30,
      height: 30,
      marginTop: 2,
      borderRadius: 8,
      background: vars.color.accent,
      border: `3px solid ${vars.color.surface}`,
      boxShadow: vars.shadow.card,
    },
    '&::-moz-range-thumb': {
      width: 26,
      height: 26,
      borderRadius: 8,
      background: vars.color.accent,
      border: `3px solid ${vars.color.surface}`,
    },
    '&::-moz-range-track': { background: 'transparent' },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::-webkit-slider-thumb': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&:disabled': { cursor: 'not-allowed' },
  },
});
export const marker = style({
  position: 'absolute',
  bottom: 22,
  transform: 'translateX(-50%)',
  padding: '4px 8px',
  borderRadius: 8,
  fontSize: 13,
  fontWeight: 900,
  fontVariantNumeric: 'tabular-nums',
  background: vars.color.surfaceRaised,
  border: `2px solid ${vars.color.border}`,
  transition: 'left 380ms cubic-bezier(.2,.9,.25,1.2)',
  pointerEvents: 'none',
  whiteSpace: 'nowrap',
  '@media': { [reduced]: { transition: 'none' } },
  selectors: {
    '&[data-state="win"]': { borderColor: vars.color.success, color: vars.color.success },
    '&[data-state="loss"]': { borderColor: vars.color.danger, color: vars.color.danger },
    '&::after': {
      content: '""',
      position: 'absolute',
      left: '50%',
      bottom: -8,
      transform: 'translateX(-50%)',
      borderInlineStart: '6px solid transparent',
      borderInlineEnd: '6px solid transparent',
      borderTop: `6px solid ${vars.color.border}`,
    },
  },
});
export const bannerSlot = style({ display: 'grid', minHeight: 38 });
export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { 'screen and (min-width: 560px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
  gap: 8,
  padding: 10,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
export const flipField = style({
  gridColumn: '1 / -1',
  gridRow: 1,
  '@media': { 'screen and (min-width: 560px)': { gridColumn: 'auto', gridRow: 'auto' } },
});
export const flip = style({
  minHeight: 44,
  width: '100%',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.bg,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 6,
});
