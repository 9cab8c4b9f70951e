import { style } from '@vanilla-extract/css';
import { vars } from '@/web/theme/contract.css';
import { wide } from '../components/originals.css';

export const stage = style({
  display: 'grid',
  placeItems: 'center',
  padding: '8px 6px 10px',
  '@media': { [wide]: { padding: 18 } },
});
export const board = style({
  width: '100%',
  maxWidth: 600,
  height: 'auto',
  display: 'block',
  overflow: 'visible',
});
export const peg = style({ fill: vars.color.text, opacity: 0.85 });
export const ball = style({ fill: vars.color.primary, stroke: vars.color.surface, strokeWidth: 0.3 });
export const bucketText = style({ fontSize: 2.3, fontWeight: 800, fill: '#1a1300' });
