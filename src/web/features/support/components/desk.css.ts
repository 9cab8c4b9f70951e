import { style } from '@vanilla-extract/css';
import { vars } from '@/web/theme/contract.css';

export const desk = style({
  minHeight: '100vh',
  background: vars.color.bg,
  color: vars.color.text,
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
});
export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 10,
  alignItems: 'center',
  padding: '10px 14px',
  background: vars.color.headerBg,
  color: vars.color.headerText,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const title = style({
  margin: 0,
  fontSize: 20,
  fontFamily: vars.font.heading,
  marginInlineEnd: 'auto',
});
export const agent = style({ fontSize: 14, fontWeight: 600 });
export const loginPage = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: 16,
  background: vars.color.bg,
  color: vars.color.text,
});
export const loginCard = style({
  width: '100%',
  maxWidth: 380,
  padding: 20,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});
export const split = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: 12,
  padding: 12,
  alignItems: 'start',
  '@media': { 'screen and (min-width: 860px)': { gridTemplateColumns: 'minmax(260px, 340px) 1fr' } },
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 });
export const item = style({
  width: '100%',
  display: 'grid',
  gap: 4,
  textAlign: 'start',
  padding: 10,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[aria-current="true"]': {
      borderColor: vars.color.primary,
      boxShadow: `0 0 0 1px ${vars.color.primary}`,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 6,
  alignItems: 'center',
  fontSize: 12,
  color: vars.color.textMuted,
});
export const preview = style({
  fontSize: 14,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const pane = style({ display: 'grid', gap: 10, minWidth: 0 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' });
export const section = style({ margin: 0, fontSize: 15, fontWeight: 700 });
