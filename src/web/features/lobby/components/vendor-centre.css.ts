import { style } from '@vanilla-extract/css';
import { vars } from '@/web/theme/contract.css';

export const centre = style({ display: 'grid', gap: 8, padding: '4px 0 8px' });
export const group = style({
  margin: '6px 12px 2px',
  fontSize: 12,
  fontWeight: 700,
  color: vars.color.sidebarText,
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 2 });
export const vendor = style({ minHeight: 38, fontSize: 14 });
export const vendorButton = style({
  width: '100%',
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  fontFamily: 'inherit',
  textAlign: 'start',
});
export const logo = style({ height: 20, width: 40, objectFit: 'contain', flex: 'none' });
