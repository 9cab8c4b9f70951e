import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** A screen's loading, error or empty state: centred, muted, with room for a retry button. */
export const state = style({
  padding: '28px 16px',
  textAlign: 'center',
  color: vars.color.textMuted,
  display: 'grid',
  gap: 12,
  justifyItems: 'center',
});

export const spinner = style({
  width: 28,
  height: 28,
  borderRadius: '50%',
  border: `3px solid ${vars.color.border}`,
  borderTopColor: vars.color.primary,
  animation: 'mq-spin 0.8s linear infinite',
});

export const message = style({ margin: 0 });
