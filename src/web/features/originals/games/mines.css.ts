import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@/web/theme/contract.css';
import { wide } from '../components/originals.css';

const reduced = '(prefers-reduced-motion: reduce)';
const flip = keyframes({ from: { transform: 'scale(0.6) rotateY(90deg)' }, to: { transform: 'none' } });
const shake = keyframes({
  '0%,100%': { transform: 'none' },
  '25%': { transform: 'translateX(-4px)' },
  '75%': { transform: 'translateX(4px)' },
});

export const stage = style({
  display: 'grid',
  placeItems: 'center',
  padding: 12,
  '@media': { [wide]: { padding: 24 } },
});
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
  gridTemplateRows: 'repeat(5, minmax(0, 1fr))',
  gap: 8,
  width: 'min(100%, 460px)',
  aspectRatio: '1',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [wide]: { gap: 12 } },
  selectors: { '&[data-state="lost"]': { animation: `${shake} 300ms ease-in-out` } },
});
export const tileSlot = style({ display: 'grid', minWidth: 0, minHeight: 0 });
export const tile = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  width: '100%',
  height: '100%',
  minHeight: 0,
  boxShadow: `inset 0 -5px 0 rgba(0,0,0,0.25), ${vars.shadow.card}`,
  cursor: 'pointer',
  padding: 0,
  transition: 'transform 100ms, filter 100ms',
  selectors: {
    '&:hover:not(:disabled)': { transform: 'translateY(-2px)', filter: 'brightness(1.15)' },
    '&:disabled': { cursor: 'default' },
    '&[data-face="gem"], &[data-face="mine"]': {
      background: vars.color.bg,
      boxShadow: `inset 0 0 0 2px ${vars.color.border}`,
      animation: `${flip} 220ms ease-out`,
    },
    '&[data-face="mine"][data-picked="true"]': { boxShadow: `inset 0 0 0 3px ${vars.color.danger}` },
    '&[data-face="gem"][data-picked="true"]': { boxShadow: `inset 0 0 0 3px ${vars.color.success}` },
    '&[data-picked="false"]': { opacity: 0.45 },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
  '@media': { [reduced]: { animation: 'none', transition: 'none' } },
});
export const icon = style({ position: 'absolute', inset: '18%', display: 'grid', placeItems: 'center' });
export const info = style({ display: 'grid', gap: 10, gridTemplateColumns: '1fr 1fr' });
