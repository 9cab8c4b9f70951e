import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/web/theme/contract.css';

export const levels = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 });
export const level = style({
  padding: 16,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  display: 'grid',
  gap: 8,
});
export const levelHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
});
export const levelName = style({ margin: 0, fontSize: 16 });
export const needs = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 });
export const need = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 });
export const unlocks = style({ margin: 0, fontSize: 14, color: vars.color.textMuted });
const badgeBase = style({
  display: 'inline-block',
  padding: '2px 10px',
  borderRadius: 999,
  fontSize: 13,
  fontWeight: 600,
  whiteSpace: 'nowrap',
});
export const badge = styleVariants({
  approved: [badgeBase, { background: vars.color.success, color: vars.color.successText }],
  pending: [
    badgeBase,
    { background: vars.color.surface, color: vars.color.text, border: `1px solid ${vars.color.warning}` },
  ],
  rejected: [badgeBase, { background: vars.color.danger, color: vars.color.dangerText }],
  missing: [
    badgeBase,
    { background: 'transparent', color: vars.color.textMuted, border: `1px solid ${vars.color.border}` },
  ],
});
export const documents = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10 });
export const document = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'start',
  gap: '4px 12px',
  padding: '10px 0',
  borderBottom: `1px solid ${vars.color.border}`,
});
export const meta = style({ margin: 0, fontSize: 13, color: vars.color.textMuted });
export const reason = style({ gridColumn: '1 / -1', margin: 0, fontSize: 14, color: vars.color.danger });
export const fileInput = style({ maxWidth: '100%', color: vars.color.text });
