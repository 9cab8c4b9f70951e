import { style } from '@vanilla-extract/css';
import { vars } from '@/web/theme/contract.css';
import { menuItem, popupMenu } from '@/web/ui/menu.css';

export const wrap = style({ position: 'relative' });
export const menu = style([popupMenu, { position: 'absolute', insetInlineEnd: 0, top: 'calc(100% + 6px)' }]);
export const item = style([menuItem]);
export const name = style({ maxWidth: 120, overflow: 'hidden', textOverflow: 'ellipsis' });
export const badge = style({
  fontSize: 11,
  padding: '2px 6px',
  borderRadius: 999,
  background: vars.color.accent,
  color: vars.color.accentText,
});
