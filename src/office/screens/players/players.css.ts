import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/web/theme/contract.css';

/** Player 360's layout: sections side by side where there is room (one column on a phone), facts as a grid. */
export const sections = style({
  display: 'grid',
  gap: 12,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 340px), 1fr))',
  alignItems: 'start',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
  gap: '6px 14px',
  margin: 0,
});
globalStyle(`${facts} dt`, { color: vars.color.textMuted, fontSize: 13 });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });
globalStyle(`${facts} > div`, { display: 'contents' });

export const section = style({});
globalStyle(`${section} h2`, { fontSize: 17, margin: 0 });
globalStyle(`${section} h3`, { fontSize: 15, margin: '6px 0 0' });
globalStyle(`${section} ul`, { margin: 0, paddingInlineStart: 18, display: 'grid', gap: 4 });
