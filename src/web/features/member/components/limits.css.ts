import { style } from '@vanilla-extract/css';
import { vars } from '@/web/theme/contract.css';

export const rows = style({ display: 'grid', gap: 12, margin: 0, padding: 0, listStyle: 'none' });
export const row = style({
  display: 'grid',
  gap: 8,
  paddingBlockEnd: 12,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBlockEnd: 'none', paddingBlockEnd: 0 } },
});
export const head = style({ display: 'flex', flexWrap: 'wrap', gap: '4px 12px', alignItems: 'baseline' });
export const name = style({ fontWeight: 600, minWidth: 110 });
export const value = style({ fontWeight: 700 });
export const note = style({ margin: 0, fontSize: 13, color: vars.color.textMuted });
export const pending = style({ margin: 0, fontSize: 13, fontWeight: 600, color: vars.color.text });
export const form = style({ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'flex-end' });
export const input = style({ flex: '1 1 140px', minWidth: 0, maxWidth: 240 });
