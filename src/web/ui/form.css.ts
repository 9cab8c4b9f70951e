import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const form = style({ display: 'grid', gap: 14 });
export const field = style({ display: 'grid', gap: 6 });
export const label = style({ fontSize: 13, fontWeight: 600, color: vars.color.textMuted });
export const input = style({
  width: '100%',
  minHeight: 44,
  padding: '0 12px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: 16,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 0 },
  },
});
export const error = style({ margin: 0, fontSize: 13, color: vars.color.danger });
export const hint = style({ margin: 0, fontSize: 13, color: vars.color.textMuted });
export const row = style({ display: 'flex', gap: 8, alignItems: 'stretch' });
export const grow = style({ flex: 1, minWidth: 0 });
export const check = style({
  display: 'flex',
  gap: 8,
  alignItems: 'flex-start',
  fontSize: 14,
  cursor: 'pointer',
});
export const checkbox = style({ width: 20, height: 20, marginTop: 1, accentColor: vars.color.primary });
export const alert = style({
  margin: 0,
  padding: '10px 12px',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  borderInlineStart: `4px solid ${vars.color.danger}`,
  fontSize: 14,
});
export const success = style([alert, { borderInlineStartColor: vars.color.success }]);
export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: 8,
  fontSize: 14,
});
export const linkButton = style({
  background: 'none',
  border: 0,
  padding: '6px 0',
  color: vars.color.accent,
  cursor: 'pointer',
  textDecoration: 'underline',
});
export const tabs = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  padding: 4,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  gap: 4,
});
export const tab = style({
  minHeight: 38,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&[aria-selected="true"]': { background: vars.color.primary, color: vars.color.primaryText } },
});
export const captcha = style({
  height: 44,
  width: 120,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
  padding: 0,
  overflow: 'hidden',
  background: vars.color.surfaceRaised,
});
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
export const prefix = style([
  input,
  { width: 'auto', display: 'inline-flex', alignItems: 'center', flex: 'none' },
]);
