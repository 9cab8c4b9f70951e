import { style } from '@vanilla-extract/css';
import { vars } from '@/web/theme/contract.css';
import { startSide } from '@/web/ui/direction.css';
import { wide } from '../components/originals.css';

export const stage = style({
  display: 'grid',
  height: '100%',
  gridTemplateRows: 'auto minmax(220px, 1fr)',
  gap: 8,
  padding: 10,
  '@media': { [wide]: { padding: 16, gap: 12 } },
});
export const history = style({
  display: 'flex',
  flexDirection: 'row-reverse',
  gap: 6,
  overflow: 'hidden',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  justifyContent: 'flex-start',
  minHeight: 24,
});
export const historyLink = style({
  display: 'block',
  padding: '3px 9px',
  borderRadius: 999,
  fontSize: 12,
  fontWeight: 800,
  fontVariantNumeric: 'tabular-nums',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  selectors: {
    '&[data-high="true"]': { background: vars.color.success, color: vars.color.successText },
    '&[data-moon="true"]': { background: vars.color.primary, color: vars.color.primaryText },
  },
});
export const graphArea = style({
  position: 'relative',
  minHeight: 240,
  '@media': { [wide]: { minHeight: 380 } },
});
export const graph = style({
  position: 'absolute',
  inset: 0,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});
export const svg = style({ position: 'absolute', inset: 0, width: '100%', height: '100%' });
export const axisText = style({ fill: vars.color.textMuted, fontSize: 11, fontWeight: 600 });
export const gridLine = style({ stroke: vars.color.border, strokeDasharray: '3 5' });
export const center = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  alignContent: 'center',
  gap: 6,
  pointerEvents: 'none',
  textAlign: 'center',
});
export const multiplier = style({
  fontSize: 52,
  fontWeight: 900,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '-0.02em',
  lineHeight: 1,
  textShadow: '0 2px 12px rgba(0,0,0,0.35)',
  '@media': { [wide]: { fontSize: 88 } },
  selectors: {
    '&[data-phase="crashed"]': { color: vars.color.danger },
    '&[data-phase="running"]': { color: vars.color.text },
    '&[data-cashed="true"]': { color: vars.color.success },
  },
});
export const phaseText = style({ fontSize: 14, fontWeight: 700, color: vars.color.textMuted });
export const countdown = style({
  width: 180,
  height: 6,
  borderRadius: 999,
  background: vars.color.surfaceRaised,
  overflow: 'hidden',
});
export const countdownBar = style({
  height: '100%',
  background: vars.color.primary,
  transformOrigin: startSide,
});

export const players = style({ display: 'grid', gap: 6 });
export const playersHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: 12,
  fontWeight: 700,
  color: vars.color.textMuted,
});
export const mine = style({ background: vars.color.surfaceRaised });
export const checkbox = style({ width: 18, height: 18, accentColor: vars.color.primary, margin: 0 });
export const toggleRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  fontSize: 13,
  fontWeight: 600,
});
