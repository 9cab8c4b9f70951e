import { style } from '@vanilla-extract/css';
import { vars } from '@/web/theme/contract.css';

export const fieldset = style({ border: 0, margin: 0, padding: 0, display: 'grid', gap: 8, minWidth: 0 });

export const muted = style({ fontSize: 12, color: vars.color.textMuted });

export const secretList = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
  gap: '6px 12px',
  overflowWrap: 'anywhere',
});

export const qr = style({
  justifySelf: 'start',
  padding: 8,
  background: '#fff',
  borderRadius: vars.radius.md,
  lineHeight: 0,
});
