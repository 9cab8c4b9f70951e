import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Full-screen notice used by maintenance, region-blocked and boot-error screens. */
export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: 24,
  background: vars.color.bg,
});

export const card = style({
  width: '100%',
  maxWidth: 440,
  padding: '32px 24px',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.modal,
  textAlign: 'center',
  display: 'grid',
  gap: 16,
  justifyItems: 'center',
});

export const logo = style({ height: 40, width: 'auto' });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const actions = style({ display: 'flex', gap: 12, flexWrap: 'wrap', justifyContent: 'center' });
export const code = style({
  fontFamily: 'ui-monospace, monospace',
  padding: '4px 10px',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
});
