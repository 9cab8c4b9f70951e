import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@/web/theme/contract.css';
import { wide } from '../components/originals.css';

const reduced = '(prefers-reduced-motion: reduce)';
const roll = keyframes({ from: { transform: 'translateY(-75%)' }, to: { transform: 'translateY(0)' } });
const land = keyframes({
  '0%': { transform: 'translateY(-18%)' },
  '70%': { transform: 'translateY(4%)' },
  '100%': { transform: 'none' },
});
const pulse = keyframes({
  '0%,100%': { transform: 'scale(1)', filter: 'brightness(1)' },
  '50%': { transform: 'scale(1.08)', filter: 'brightness(1.35)' },
});

export const stage = style({
  display: 'grid',
  placeItems: 'center',
  alignContent: 'center',
  gap: 10,
  padding: '12px 8px',
  '@media': { [wide]: { padding: 24, gap: 14 } },
});
export const machine = style({
  position: 'relative',
  width: 'min(100%, 640px)',
  padding: 10,
  borderRadius: 18,
  boxShadow: '0 10px 30px rgba(0,0,0,0.45), inset 0 0 0 3px rgba(255,255,255,0.12)',
  '@media': { [wide]: { padding: 16 } },
});
export const reels = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'repeat(5, 1fr)',
  gap: 6,
  '@media': { [wide]: { gap: 8 } },
});
export const reel = style({
  position: 'relative',
  display: 'grid',
  gridTemplateRows: 'repeat(3, 1fr)',
  gap: 6,
  overflow: 'hidden',
  borderRadius: 10,
  background: 'rgba(0,0,0,0.28)',
  padding: 4,
  '@media': { [wide]: { gap: 8 } },
});
export const cell = style({
  aspectRatio: '1',
  display: 'grid',
  placeItems: 'center',
  borderRadius: 8,
  padding: '8%',
  background: 'rgba(255,255,255,0.06)',
  selectors: {
    '&[data-landed="true"]': { animation: `${land} 260ms ease-out` },
    '&[data-win="true"]': {
      background: 'rgba(255,255,255,0.18)',
      boxShadow: 'inset 0 0 0 2px #ffd23f',
      animation: `${pulse} 900ms ease-in-out 2`,
    },
    '&[data-dim="true"]': { opacity: 0.45 },
  },
  '@media': { [reduced]: { animation: 'none !important' } },
});
export const strip = style({
  position: 'absolute',
  inset: 4,
  display: 'grid',
  gridAutoRows: 'calc((100% - 12px) / 3)',
  gap: 6,
  filter: 'blur(1.5px)',
  animation: `${roll} 180ms linear infinite`,
  '@media': { [reduced]: { animation: 'none' } },
});
export const lines = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  pointerEvents: 'none',
});
export const info = style({
  display: 'flex',
  gap: 8,
  justifyContent: 'center',
  flexWrap: 'wrap',
  minHeight: 34,
  alignItems: 'center',
});
export const pill = style({
  padding: '5px 12px',
  borderRadius: 999,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  fontWeight: 800,
  fontSize: 13,
  fontVariantNumeric: 'tabular-nums',
});
export const freePill = style([pill, { borderColor: vars.color.warning, color: vars.color.warning }]);
export const winPill = style([
  pill,
  { borderColor: vars.color.success, color: vars.color.success, fontSize: 16 },
]);

export const paytable = style({
  display: 'grid',
  gap: 8,
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
});
export const payRow = style({
  display: 'grid',
  gridTemplateColumns: '48px 1fr',
  gap: 10,
  alignItems: 'center',
  padding: 8,
  borderRadius: vars.radius.md,
  background: vars.color.bg,
  border: `1px solid ${vars.color.border}`,
  fontSize: 12,
  fontVariantNumeric: 'tabular-nums',
});
export const payIcon = style({ width: 48, height: 48, borderRadius: 8, padding: 4 });
export const lineGrid = style({
  display: 'grid',
  gap: 8,
  gridTemplateColumns: 'repeat(auto-fill, minmax(74px, 1fr))',
});
export const lineCard = style({
  display: 'grid',
  gap: 4,
  justifyItems: 'center',
  fontSize: 11,
  color: vars.color.textMuted,
});
