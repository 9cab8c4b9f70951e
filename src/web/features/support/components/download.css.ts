import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/web/theme/contract.css';

export const page = style({
  display: 'grid',
  gap: 16,
  padding: '16px 12px',
  maxWidth: 960,
  margin: '0 auto',
  width: '100%',
});
export const title = style({ margin: 0, fontSize: 24, fontFamily: vars.font.heading });
export const layout = style({
  display: 'grid',
  gap: 20,
  alignItems: 'start',
  '@media': { 'screen and (min-width: 760px)': { gridTemplateColumns: 'minmax(220px, 320px) 1fr' } },
});
export const qr = style({
  margin: 0,
  display: 'grid',
  gap: 8,
  justifyItems: 'center',
});
globalStyle(`${qr} svg`, { width: '100%', maxWidth: 320, height: 'auto', borderRadius: vars.radius.md });
export const caption = style({ fontSize: 13, color: vars.color.textMuted, textAlign: 'center' });
export const steps = style({ display: 'grid', gap: 10, alignContent: 'start' });
export const subtitle = style({ margin: '8px 0 0', fontSize: 18 });
export const minor = style({ margin: 0, fontSize: 15, color: vars.color.textMuted });
export const list = style({ margin: 0, paddingInlineStart: 22, display: 'grid', gap: 6, lineHeight: 1.5 });
export const note = style({
  margin: 0,
  padding: 12,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
export const others = style({ display: 'flex', flexWrap: 'wrap', gap: 8 });
