import { style } from '@vanilla-extract/css';
import { vars } from '@/web/theme/contract.css';

export const group = style({ display: 'grid', gap: 8 });
export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  color: vars.color.textMuted,
  fontSize: 13,
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border}` },
  },
});
export const provider = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 10,
  minHeight: 44,
  padding: '0 16px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const icon = style({ width: 20, height: 20, flex: 'none', color: vars.color.primary });
export const choice = style({ display: 'grid', gap: 16 });
export const panel = style({
  display: 'grid',
  gap: 12,
  padding: 14,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});
export const panelTitle = style({ margin: 0, fontSize: 16 });
export const intro = style({ margin: 0, fontSize: 14, color: vars.color.textMuted });
export const status = style({
  margin: 0,
  padding: '16px 0',
  textAlign: 'center',
  color: vars.color.textMuted,
});
