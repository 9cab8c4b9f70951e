import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Page primitives the feature screens share (titles, muted text, action rows); logical properties only. */

export const title = style({ margin: 0, fontSize: 24 });
export const heading = style({ margin: 0, fontSize: 18 });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: 14 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' });
export const spread = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  alignItems: 'center',
  justifyContent: 'space-between',
});
/** Read by screen readers, not shown. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
/** A count on a menu entry (rewards, missions, unread messages). Positioned: its visually hidden text stays inside
 * a scrolling menu instead of widening the page. */
export const countBadge = style({
  position: 'relative',
  marginInlineStart: 'auto',
  minWidth: 20,
  height: 20,
  padding: '0 6px',
  borderRadius: 999,
  background: vars.color.danger,
  color: vars.color.dangerText,
  fontSize: 12,
  fontWeight: 700,
  lineHeight: '20px',
  textAlign: 'center',
});
