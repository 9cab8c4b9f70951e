import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const dialog = style({
  width: 'min(440px, calc(100vw - 24px))',
  maxHeight: 'calc(100dvh - 24px)',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.modal,
  overflow: 'auto',
  selectors: { '&::backdrop': { background: vars.color.overlay } },
});
export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  paddingBlock: '16px 0',
  paddingInline: '20px 16px',
});
export const title = style({ flex: 1, fontSize: 18, margin: 0 });
export const body = style({ padding: '12px 20px 20px', display: 'grid', gap: 14 });
export const close = style({
  width: 36,
  height: 36,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: 20,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceRaised } },
});
