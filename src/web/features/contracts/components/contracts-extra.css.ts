import { style } from '@vanilla-extract/css';
import { vars } from '@/web/theme/contract.css';

/** Pieces of the request modal and the history (issue 24); the rest of the feature's styles are contracts.css.ts. */
export const requestList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10 });
export const requestItem = style({
  display: 'grid',
  gap: 6,
  padding: '10px 12px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});
export const historyList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10 });
export const historyItem = style({
  display: 'grid',
  gap: 8,
  padding: '10px 12px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});
export const historyNew = style({ borderInlineStart: `4px solid ${vars.color.warning}` });
export const trail = style({ margin: 0, paddingInlineStart: 18, display: 'grid', gap: 4, fontSize: 14 });
export const summary = style({
  cursor: 'pointer',
  fontSize: 14,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
