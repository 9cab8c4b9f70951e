import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const hero = style({
  display: 'grid',
  gap: 8,
  padding: '24px 20px',
  borderRadius: vars.radius.lg,
  background: `linear-gradient(135deg, ${vars.color.surfaceRaised}, ${vars.color.surface})`,
  border: `1px solid ${vars.color.border}`,
});
export const heroTitle = style({ fontSize: 'clamp(22px, 4vw, 32px)', margin: 0 });
export const heroText = style({ margin: 0, color: vars.color.textMuted });
export const sectionTitle = style({ fontSize: 18, margin: '28px 0 12px' });
export const grid = style({
  display: 'grid',
  gap: 12,
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const tile = style({
  padding: 14,
  minHeight: 96,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
  display: 'grid',
  alignContent: 'space-between',
  gap: 8,
});
export const tileTitle = style({ fontWeight: 700, fontFamily: vars.font.heading });
export const vendors = style({ fontSize: 12, color: vars.color.textMuted, overflowWrap: 'anywhere' });
