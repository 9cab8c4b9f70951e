import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const narrow = 'screen and (max-width: 639px)';

/** Key figures as small labelled tiles (agent reports, contract facts): two per row on phones. */
export const figures = style({
  display: 'grid',
  gap: 10,
  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
  margin: 0,
  '@media': { [narrow]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const figure = style({
  padding: '10px 12px',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  display: 'grid',
  gap: 2,
  minWidth: 0,
  alignContent: 'start',
});
export const figureLabel = style({ fontSize: 12, color: vars.color.textMuted, fontWeight: 600 });
export const figureValue = style({
  margin: 0,
  fontSize: 18,
  fontWeight: 800,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

/** An amount's colour by its sign (format.tone): a gain, a loss, nothing. */
export const tone = styleVariants({
  up: { color: vars.color.success },
  down: { color: vars.color.danger },
  flat: {},
});
