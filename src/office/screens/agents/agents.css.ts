import { style } from '@vanilla-extract/css';
import { vars } from '@/web/theme/contract.css';

/** The Agents and Lottery screens' own layout: the tree's levels, the two panes, small figures. */

export const panes = style({
  display: 'grid',
  gap: 16,
  alignItems: 'start',
  '@media': { 'screen and (min-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.2fr)' } },
});

export const tree = style({ listStyle: 'none', margin: 0, paddingInlineStart: 0, display: 'grid', gap: 2 });

export const subtree = style([
  tree,
  { paddingInlineStart: 18, borderInlineStart: `1px solid ${vars.color.border}` },
]);

export const node = style({ display: 'flex', alignItems: 'center', gap: 6, flexWrap: 'wrap', minHeight: 40 });

export const toggle = style({
  width: 32,
  height: 32,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
});

export const spacer = style({ width: 32, display: 'inline-block' });

export const nameButton = style({
  background: 'transparent',
  border: 'none',
  color: vars.color.primary,
  cursor: 'pointer',
  font: 'inherit',
  fontWeight: 600,
  padding: '6px 2px',
  textAlign: 'start',
  selectors: { '&[aria-pressed="true"]': { textDecoration: 'underline' } },
});

export const muted = style({ color: vars.color.textMuted, fontSize: 13 });

export const badge = style({
  justifySelf: 'start',
  alignSelf: 'center',
  fontSize: 12,
  padding: '1px 8px',
  borderRadius: 999,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});

export const mono = style({ fontFamily: 'ui-monospace, monospace', fontSize: 12, overflowWrap: 'anywhere' });

export const list = style({ margin: 0, paddingInlineStart: 18, display: 'grid', gap: 4 });
