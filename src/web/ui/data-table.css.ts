import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Below this width a data table turns each row into a card of labelled cells (`td[data-label]`). */
export const NARROW_TABLE = 'screen and (max-width: 639px)';

/**
 * The records, agent reports and contract bills tables: a plain table on wide screens, labelled cards on phones.
 * Cells take `data-align="end"` (numbers), `data-wide` (a card row of its own) and `data-label` (the card label).
 * Features compose it (`style([dataTable])`) so their own additions stay theirs.
 */
export const dataTable = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: 14,
  fontVariantNumeric: 'tabular-nums',
});
globalStyle(`${dataTable} th`, {
  textAlign: 'start',
  fontWeight: 600,
  color: vars.color.textMuted,
  fontSize: 13,
  padding: '8px 10px',
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(`${dataTable} td`, {
  padding: '10px',
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});
globalStyle(`${dataTable} td[data-align="end"], ${dataTable} th[data-align="end"]`, { textAlign: 'end' });
globalStyle(`${dataTable} thead`, { '@media': { [NARROW_TABLE]: { display: 'none' } } });
globalStyle(`${dataTable} tr`, {
  '@media': {
    [NARROW_TABLE]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      gap: '6px 14px',
      padding: '10px 0',
      borderBottom: `1px solid ${vars.color.border}`,
    },
  },
});
globalStyle(`${dataTable} td`, {
  '@media': {
    [NARROW_TABLE]: {
      display: 'grid',
      gap: 1,
      alignContent: 'start',
      border: 0,
      padding: 0,
      textAlign: 'start',
      minWidth: 0,
      overflowWrap: 'anywhere',
    },
  },
});
globalStyle(`${dataTable} td[data-align="end"]`, { '@media': { [NARROW_TABLE]: { textAlign: 'start' } } });
globalStyle(`${dataTable} td[data-wide]`, { '@media': { [NARROW_TABLE]: { gridColumn: '1 / -1' } } });
globalStyle(`${dataTable} td::before`, {
  '@media': { [NARROW_TABLE]: { content: 'attr(data-label)', color: vars.color.textMuted, fontSize: 12 } },
});
