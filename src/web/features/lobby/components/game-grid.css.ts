import { style } from '@vanilla-extract/css';
import { vars } from '@/web/theme/contract.css';

export const GAP = 12;
export const wrap = style({ position: 'relative', width: '100%' });
export const row = style({
  position: 'absolute',
  top: 0,
  insetInlineStart: 0,
  width: '100%',
  display: 'grid',
  gap: GAP,
});
export const status = style({ padding: '32px 12px', textAlign: 'center', color: vars.color.textMuted });
export const skeleton = style({
  display: 'grid',
  gap: GAP,
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
});
export const skeletonCard = style({
  aspectRatio: '1 / 1.35',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  opacity: 0.7,
});
