import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@/web/theme/contract.css';

const reduced = '(prefers-reduced-motion: reduce)';

// ---- Red envelope ----

const lift = keyframes({
  from: { transform: 'rotateX(0deg)' },
  to: { transform: 'rotateX(180deg)' },
});
const rise = keyframes({
  from: { transform: 'translateY(40%)', opacity: 0 },
  to: { transform: 'translateY(-30%)', opacity: 1 },
});
const shake = keyframes({
  '0%, 100%': { transform: 'rotate(0deg)' },
  '25%': { transform: 'rotate(-4deg)' },
  '75%': { transform: 'rotate(4deg)' },
});

export const envelopeStage = style({
  display: 'grid',
  justifyItems: 'center',
  gap: 16,
  padding: '24px 0 8px',
  perspective: 600,
});
export const envelope = style({
  position: 'relative',
  width: 180,
  height: 220,
  borderRadius: vars.radius.lg,
  background: vars.color.danger,
  boxShadow: vars.shadow.modal,
  overflow: 'visible',
});
export const envelopeShaking = style({
  animation: `${shake} 400ms ease-in-out infinite`,
  '@media': { [reduced]: { animation: 'none' } },
});
export const envelopeFlap = style({
  position: 'absolute',
  inset: '0 0 auto 0',
  height: 90,
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} 50% 50%`,
  background: vars.color.danger,
  filter: 'brightness(0.85)',
  transformOrigin: 'top',
  zIndex: 2,
});
export const envelopeFlapOpen = style({
  animation: `${lift} 500ms ease-out forwards`,
  zIndex: 0,
  '@media': { [reduced]: { animation: 'none', transform: 'rotateX(180deg)' } },
});
export const envelopeSeal = style({
  position: 'absolute',
  insetInlineStart: '50%',
  top: 66,
  width: 48,
  height: 48,
  marginInlineStart: -24,
  borderRadius: '50%',
  background: vars.color.warning,
  color: vars.color.text,
  display: 'grid',
  placeItems: 'center',
  fontWeight: 800,
  zIndex: 3,
});
export const envelopeCard = style({
  position: 'absolute',
  insetInline: 14,
  top: 30,
  bottom: 14,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  display: 'grid',
  placeItems: 'center',
  textAlign: 'center',
  padding: 8,
  zIndex: 1,
  animation: `${rise} 600ms 300ms ease-out both`,
  '@media': { [reduced]: { animation: 'none', transform: 'translateY(-30%)' } },
});
export const envelopeAmount = style({ fontSize: 26, fontWeight: 800, overflowWrap: 'anywhere' });
