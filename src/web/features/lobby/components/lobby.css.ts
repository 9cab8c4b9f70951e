import { style } from '@vanilla-extract/css';
import { vars } from '@/web/theme/contract.css';

export const page = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 14 });
export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 12,
  justifyContent: 'space-between',
});
export const title = style({ margin: 0, fontSize: 22 });
export const strip = style({
  display: 'flex',
  gap: 8,
  overflowX: 'auto',
  paddingBottom: 4,
  scrollbarWidth: 'thin',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 38,
  padding: '0 14px',
  borderRadius: 999,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: 14,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  textDecoration: 'none',
  selectors: {
    '&[aria-pressed="true"], &[aria-current="page"]': {
      background: vars.color.primary,
      color: vars.color.primaryText,
      borderColor: vars.color.primary,
    },
  },
});
export const vendorLogo = style({ height: 20, width: 'auto', display: 'block' });
export const search = style({
  minHeight: 42,
  width: 'min(320px, 100%)',
  padding: '0 14px',
  borderRadius: 999,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: 15,
});
export const count = style({ margin: 0, fontSize: 13, color: vars.color.textMuted });
export const empty = style({
  padding: '40px 16px',
  textAlign: 'center',
  color: vars.color.textMuted,
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.border}`,
});
export const popupBody = style({ display: 'grid', gap: 12 });
export const frame = style({ width: '100%', height: '100%', border: 0, background: '#000' });
export const smallGrid = style({
  display: 'grid',
  gap: 10,
  gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))',
});
