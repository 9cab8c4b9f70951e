import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/web/theme/contract.css';

export const card = style({
  position: 'relative',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  boxShadow: vars.shadow.card,
  border: `1px solid ${vars.color.border}`,
  contain: 'layout paint',
  // The card is the container its Demo button is placed by: the art is a square as wide as the card.
  containerType: 'inline-size',
});
export const colour = styleVariants({
  cardSkyblue: { background: vars.color.cardSkyblue },
  cardGreen: { background: vars.color.cardGreen },
  cardPurple: { background: vars.color.cardPurple },
  cardRed: { background: vars.color.cardRed },
});
export const open = style({
  display: 'block',
  width: '100%',
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'progress', opacity: 0.7 } },
});
export const art = style({
  display: 'block',
  width: '100%',
  // height: auto, so the aspect ratio wins over the height attribute (which only reserves space before loading).
  height: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  background: vars.color.surfaceRaised,
});
export const caption = style({
  display: 'grid',
  gap: 2,
  padding: '8px 10px 10px',
  background: vars.color.surface,
});
export const name = style({
  fontSize: 13,
  fontWeight: 600,
  lineHeight: 1.3,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
export const vendor = style({ fontSize: 11, color: vars.color.textMuted });
export const badges = style({
  position: 'absolute',
  top: 6,
  insetInlineStart: 6,
  display: 'flex',
  gap: 4,
  pointerEvents: 'none',
});
export const badge = style({
  padding: '2px 6px',
  borderRadius: 999,
  fontSize: 10,
  fontWeight: 700,
  background: vars.color.ribbonBg,
  color: vars.color.ribbonText,
});
export const badgeNew = style([badge, { background: vars.color.accent, color: vars.color.accentText }]);
export const star = style({
  position: 'absolute',
  top: 4,
  insetInlineEnd: 4,
  width: 34,
  height: 34,
  border: 0,
  borderRadius: '50%',
  background: 'rgba(0, 0, 0, 0.45)',
  color: '#fff',
  fontSize: 17,
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { color: '#ffd54a' } },
});
/** On the art's bottom corner, whatever the caption's height (a long name, a larger font): never over the name. */
export const demo = style({
  position: 'absolute',
  top: 'calc(100cqi - 30px)',
  insetInlineEnd: 6,
  // 24 px high at least: a touch target (WCAG 2.2 target size).
  minHeight: 24,
  padding: '4px 10px',
  border: 0,
  borderRadius: 999,
  fontSize: 11,
  fontWeight: 700,
  background: vars.color.primary,
  color: vars.color.primaryText,
  cursor: 'pointer',
});
export const skeleton = style({ background: vars.color.surface, opacity: 0.75 });
export const skeletonArt = style([art, { background: vars.color.surfaceRaised }]);
