import { style } from '@vanilla-extract/css';
import { vars } from '@/web/theme/contract.css';

export const page = style({
  display: 'grid',
  gap: 16,
  padding: '16px 12px',
  maxWidth: 860,
  margin: '0 auto',
  width: '100%',
});
export const heading = style({ margin: 0, fontSize: 22, fontFamily: vars.font.heading });
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  alignItems: 'center',
  justifyContent: 'space-between',
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10 });
export const card = style({
  display: 'grid',
  gap: 8,
  padding: 14,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textAlign: 'start',
  width: '100%',
  font: 'inherit',
});
export const cardButton = style([
  card,
  {
    cursor: 'pointer',
    selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
  },
]);
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  alignItems: 'center',
  fontSize: 13,
  color: vars.color.textMuted,
});
export const body = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 15 });
export const clamp = style([
  body,
  { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' },
]);
export const status = style({
  padding: '2px 8px',
  borderRadius: 999,
  fontSize: 12,
  fontWeight: 600,
  border: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-status="answered"]': {
      background: vars.color.success,
      color: vars.color.successText,
      borderColor: vars.color.success,
    },
    '&[data-status="open"]': { background: vars.color.surfaceRaised },
  },
});
export const tag = style({
  padding: '2px 8px',
  borderRadius: 999,
  fontSize: 12,
  background: vars.color.warning,
  color: vars.color.bg,
});
export const danger = style({
  padding: '2px 8px',
  borderRadius: 999,
  fontSize: 12,
  background: vars.color.danger,
  color: vars.color.dangerText,
});
export const badge = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: 20,
  height: 20,
  padding: '0 6px',
  borderRadius: 999,
  fontSize: 12,
  fontWeight: 700,
  background: vars.color.danger,
  color: vars.color.dangerText,
});
export const reply = style({
  padding: 12,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  borderInlineStart: `4px solid ${vars.color.accent}`,
  display: 'grid',
  gap: 4,
});
export const images = style({ display: 'flex', flexWrap: 'wrap', gap: 8 });
export const imageBox = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 96,
  height: 96,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  fontSize: 12,
  color: vars.color.textMuted,
});
export const imageLink = style({ display: 'inline-block', lineHeight: 0 });
export const image = style({
  width: 96,
  height: 96,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
});
export const textarea = style({
  minHeight: 120,
  padding: '10px 12px',
  resize: 'vertical',
  fontFamily: 'inherit',
  lineHeight: 1.4,
});
export const fileList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 6,
  fontSize: 14,
});
export const fileRow = style({
  display: 'flex',
  gap: 8,
  alignItems: 'center',
  justifyContent: 'space-between',
  overflowWrap: 'anywhere',
});
export const pager = style({ display: 'flex', gap: 8, justifyContent: 'center', alignItems: 'center' });
export const footerLink = style({ display: 'inline-flex', gap: 6, alignItems: 'center' });
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
