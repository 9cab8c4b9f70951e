import { style } from '@vanilla-extract/css';
import { vars } from '@/web/theme/contract.css';

/** The offline notice: a bar fixed to the bottom edge, above the page (it never moves the layout). */
export const offline = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 90,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 8,
  padding: '10px 16px',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderTop: `3px solid ${vars.color.warning}`,
  boxShadow: vars.shadow.modal,
  fontSize: 14,
  textAlign: 'center',
});

/** A route that failed: the message and its retry, inside the page (the header and menu stay usable). */
export const routeError = style({ margin: '40px auto' });
