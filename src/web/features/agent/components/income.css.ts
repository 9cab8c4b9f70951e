import { style } from '@vanilla-extract/css';
import { vars } from '@/web/theme/contract.css';

/** My income's own pieces (the report frame, tables and figures come from agent.css.ts). */
export const bigFigure = style({ fontSize: 22, fontVariantNumeric: 'tabular-nums' });
export const apartList = style({ margin: 0, display: 'grid', gap: 8 });
export const apartRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: 8,
  padding: '8px 0',
  borderBottom: `1px solid ${vars.color.border}`,
});
export const apartValue = style({ margin: 0, fontVariantNumeric: 'tabular-nums', fontWeight: 600 });
