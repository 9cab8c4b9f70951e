import { style } from '@vanilla-extract/css';
import { vars } from '@/web/theme/contract.css';

/** The loyalty screens' layout: a grid of cards (redeems), their facts, and a state badge. */
export const list = style({
  display: 'grid',
  gap: 12,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: '4px 12px',
  margin: 0,
  overflowWrap: 'anywhere',
});

export const badge = style({
  display: 'inline-block',
  padding: '1px 8px',
  borderRadius: 999,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  fontSize: 12,
  fontWeight: 700,
  whiteSpace: 'nowrap',
});

export const heading = style({ margin: '0 0 8px', fontSize: 17 });

export const muted = style({ color: vars.color.textMuted });

export const adjust = style({ marginBlock: 16 });
