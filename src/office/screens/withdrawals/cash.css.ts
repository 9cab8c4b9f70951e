import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/web/theme/contract.css';

/** The cash queues' items: one full-width card each, its facts in labelled rows, risk flags marked. */

export const list = style({ display: 'grid', gap: 14, margin: 0, padding: 0, listStyle: 'none' });

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: '4px 14px',
  margin: 0,
  fontSize: 17,
});

export const amount = style({ fontVariantNumeric: 'tabular-nums', fontWeight: 700 });
export const muted = style({ color: vars.color.textMuted, fontSize: 13, fontWeight: 400 });

export const sections = style({
  display: 'grid',
  gap: 12,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
});

export const section = style({ display: 'grid', gap: 6, alignContent: 'start', minWidth: 0 });
export const sectionTitle = style({ margin: 0, fontSize: 14, fontWeight: 700 });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: '4px 12px',
  margin: 0,
  fontSize: 14,
});
globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' });

/** A fact a reviewer should look at twice (turnover not met, shared accounts, a big win). */
export const flag = style({ color: vars.color.warning, fontWeight: 600 });

export const plain = style({ margin: 0, paddingInlineStart: 18, fontSize: 14, display: 'grid', gap: 2 });

export const decision = style({
  display: 'grid',
  gap: 8,
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: 10,
});
