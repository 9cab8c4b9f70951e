import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: 16,
  background: `radial-gradient(circle at 20% 0%, ${vars.color.surfaceRaised}, ${vars.color.bg} 60%)`,
});
export const card = style({
  width: 'min(420px, 100%)',
  padding: '28px 24px',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.modal,
  display: 'grid',
  gap: 16,
});
export const brand = style({ display: 'flex', alignItems: 'center', gap: 12 });
export const logo = style({ height: 36, width: 'auto' });
export const title = style({ margin: 0, fontSize: 20 });
export const tip = style({
  margin: 0,
  padding: '8px 12px',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  fontSize: 13,
});
export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 12,
  padding: '10px 16px',
  background: vars.color.headerBg,
  color: vars.color.headerText,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const spacer = style({ flex: 1 });
export const clock = style({ fontVariantNumeric: 'tabular-nums', fontSize: 14, color: vars.color.textMuted });
export const main = style({ maxWidth: 960, margin: '0 auto', padding: 16, display: 'grid', gap: 16 });
export const panel = style({
  padding: 20,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  display: 'grid',
  gap: 12,
});
export const invite = style({ display: 'flex', flexWrap: 'wrap', gap: 20, alignItems: 'center' });
export const qr = style({ padding: 8, background: '#fff', borderRadius: vars.radius.md, lineHeight: 0 });
export const code = style({
  fontFamily: 'ui-monospace, monospace',
  fontSize: 18,
  letterSpacing: '0.08em',
  overflowWrap: 'anywhere',
});
export const list = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: '6px 16px',
});
