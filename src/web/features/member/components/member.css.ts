import { style } from '@vanilla-extract/css';
import { vars } from '@/web/theme/contract.css';

export const page = style({ display: 'grid', gap: 16, maxWidth: 760 });
export const panel = style({
  padding: 20,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  display: 'grid',
  gap: 12,
});
export const heading = style({ margin: 0, fontSize: 18 });
export const list = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(110px, max-content) 1fr',
  gap: '8px 16px',
});
export const term = style({ color: vars.color.textMuted });
export const status = style({ margin: 0, fontWeight: 600 });
export const qr = style({
  padding: 10,
  background: '#fff',
  borderRadius: vars.radius.md,
  lineHeight: 0,
  justifySelf: 'start',
});
export const secret = style({ fontFamily: 'ui-monospace, monospace', overflowWrap: 'anywhere', margin: 0 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 8 });
