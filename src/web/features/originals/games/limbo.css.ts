import { style } from '@vanilla-extract/css';
import { vars } from '@/web/theme/contract.css';
import { wide } from '../components/originals.css';

export const stage = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr auto',
  padding: '14px 16px 16px',
  gap: 10,
  '@media': { [wide]: { padding: '20px 32px 24px' } },
});
export const center = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  alignContent: 'center',
  gap: 8,
  isolation: 'isolate',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      inset: '-10% 0',
      zIndex: -1,
      background: `repeating-radial-gradient(circle at 50% 50%, transparent 0 38px, ${vars.color.border} 39px 40px)`,
      maskImage: 'radial-gradient(circle at 50% 50%, #000 0, transparent 70%)',
      opacity: 0.55,
    },
  },
});
export const big = style({
  fontSize: 64,
  fontWeight: 900,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '-0.02em',
  color: vars.color.text,
  '@media': { [wide]: { fontSize: 104 } },
  selectors: {
    '&[data-state="win"]': { color: vars.color.success, textShadow: `0 0 28px ${vars.color.success}` },
    '&[data-state="loss"]': { color: vars.color.danger },
  },
});
export const targetLine = style({ color: vars.color.textMuted, fontWeight: 700, fontSize: 14 });
export const rocket = style({ width: 72, height: 72, opacity: 0.9 });
