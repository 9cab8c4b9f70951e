import { style } from '@vanilla-extract/css';
import { vars } from '@/web/theme/contract.css';

/** The work queues' layout (promotions, bills, feedback, KYC): wide cards, thumbnails, a side-by-side pair. */
export const list = style({
  display: 'grid',
  gap: 12,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: '4px 12px',
  margin: 0,
  overflowWrap: 'anywhere',
});

export const thumbs = style({ display: 'flex', flexWrap: 'wrap', gap: 8 });

export const thumb = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: 220,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

export const pdf = style({ width: '100%', height: 320, border: `1px solid ${vars.color.border}` });

export const pair = style({
  display: 'grid',
  gap: 12,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
});

export const flag = style({
  display: 'inline-block',
  padding: '1px 8px',
  borderRadius: 999,
  background: vars.color.danger,
  color: vars.color.dangerText,
  fontSize: 12,
  fontWeight: 700,
});

export const differs = style({ color: vars.color.danger, fontWeight: 700 });

export const thread = style({ display: 'grid', gap: 8, margin: 0, padding: 0, listStyle: 'none' });

export const message = style({
  padding: 10,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
