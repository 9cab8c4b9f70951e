import { style } from '@vanilla-extract/css';
import { vars } from '@/web/theme/contract.css';

export const room = style({
  display: 'grid',
  gridTemplateRows: 'auto auto 1fr auto auto auto',
  gap: 10,
  width: '100%',
  maxWidth: 760,
  margin: '0 auto',
  padding: '16px 12px',
  minHeight: 'min(80vh, 760px)',
});
export const roomHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: 8,
});
export const title = style({ margin: 0, fontSize: 22, fontFamily: vars.font.heading });
export const state = style({ margin: 0, fontSize: 14, color: vars.color.textMuted });
export const messages = style({
  listStyle: 'none',
  margin: 0,
  padding: 12,
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  overflowY: 'auto',
  maxHeight: '60vh',
  minHeight: 240,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
export const empty = style([
  messages,
  { color: vars.color.textMuted, justifyContent: 'center', alignItems: 'center', textAlign: 'center' },
]);
export const bubble = style({
  alignSelf: 'flex-start',
  maxWidth: '85%',
  display: 'grid',
  gap: 4,
  padding: '8px 12px',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  selectors: {
    '&[data-own]': { alignSelf: 'flex-end', background: vars.color.primary, color: vars.color.primaryText },
  },
});
export const author = style({ fontSize: 12, opacity: 0.8 });
export const text = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const notice = style({
  alignSelf: 'center',
  maxWidth: '95%',
  padding: '6px 12px',
  borderRadius: vars.radius.sm,
  fontSize: 13,
  textAlign: 'center',
  background: vars.color.surfaceRaised,
  borderInlineStart: `4px solid ${vars.color.warning}`,
});
export const typing = style({ margin: 0, minHeight: 18, fontSize: 13, color: vars.color.textMuted });
export const composer = style({ display: 'flex', gap: 8, alignItems: 'stretch', flexWrap: 'wrap' });
export const grow = style({ flex: '1 1 200px', minWidth: 0 });
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
