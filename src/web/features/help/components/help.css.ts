import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/web/theme/contract.css';

export const page = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16 });
export const title = style({ margin: 0, fontSize: 24 });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const layout = style({
  display: 'grid',
  gap: 20,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: '220px minmax(0, 1fr)' } },
});
export const toc = style({
  padding: 12,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  '@media': { 'screen and (min-width: 900px)': { position: 'sticky', top: 76 } },
});
export const tocList = style({ display: 'grid', gap: 2, margin: 0, padding: 0, listStyle: 'none' });
export const tocLink = style({
  display: 'block',
  padding: '8px 10px',
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised },
    '&[aria-current="page"]': { background: vars.color.primary, color: vars.color.primaryText },
  },
});
export const sections = style({ display: 'grid', gap: 14 });
export const section = style({
  padding: '16px 18px',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  scrollMarginTop: 76,
  outline: 'none',
  selectors: { '&[data-active]': { borderColor: vars.color.primary } },
});
export const sectionTitle = style({ margin: '0 0 8px', fontSize: 18 });
export const text = style({ lineHeight: 1.6, overflowWrap: 'anywhere' });
globalStyle(`${text} > p, ${text} > ul, ${text} > ol`, { margin: '0 0 10px' });
globalStyle(`${text} > :last-child`, { marginBottom: 0 });
globalStyle(`${text} ul, ${text} ol`, { paddingInlineStart: 22 });
globalStyle(`${text} a`, { fontWeight: 600 });
export const more = style({ fontWeight: 600 });
