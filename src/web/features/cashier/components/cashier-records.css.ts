import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/web/theme/contract.css';

/** The member center's record lists (a table on wide screens, a card per row on phones), their filters and the inbox. */
const _wide = 'screen and (min-width: 900px)';
const narrow = 'screen and (max-width: 639px)';

// ---- Lists of records: a table on wide screens, one card per row on phones ----

export const tableWrap = style({ minWidth: 0 });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: 14 });
globalStyle(`${table} th`, {
  textAlign: 'start',
  fontWeight: 600,
  color: vars.color.textMuted,
  fontSize: 13,
  padding: '8px 10px',
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(`${table} td`, {
  padding: '10px',
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});
globalStyle(`${table} td[data-align="end"], ${table} th[data-align="end"]`, { textAlign: 'end' });
globalStyle(`${table} thead`, { '@media': { [narrow]: { display: 'none' } } });
globalStyle(`${table} tr`, {
  '@media': {
    [narrow]: { display: 'block', padding: '8px 0', borderBottom: `1px solid ${vars.color.border}` },
  },
});
globalStyle(`${table} td`, {
  '@media': {
    [narrow]: {
      display: 'flex',
      gap: 12,
      justifyContent: 'space-between',
      alignItems: 'baseline',
      border: 0,
      padding: '3px 0',
      textAlign: 'end',
    },
  },
});
globalStyle(`${table} td[data-align="end"]`, { '@media': { [narrow]: { textAlign: 'end' } } });
globalStyle(`${table} td::before`, {
  '@media': {
    [narrow]: {
      content: 'attr(data-label)',
      flex: 'none',
      textAlign: 'start',
      color: vars.color.textMuted,
      fontSize: 13,
      fontWeight: 400,
      fontFamily: vars.font.body,
    },
  },
});
export const cell = style({ overflowWrap: 'anywhere', minWidth: 0 });

// ---- Filters of the account record ----

export const filters = style({ display: 'grid', gap: 12 });
export const filterRow = style({ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'end' });
export const typeFilter = style({ flex: '1 1 180px', maxWidth: 360 });
export const dateInput = style({ minWidth: 150, flex: '1 1 150px' });

// ---- Pager (the shared Pager's classes) ----

// ---- Inbox ----

export const messages = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 });
export const message = style({
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  overflow: 'hidden',
});
export const messageHead = style({
  width: '100%',
  display: 'grid',
  gridTemplateColumns: '12px minmax(0, 1fr) auto',
  gridTemplateAreas: '"dot title time"',
  gap: '2px 10px',
  alignItems: 'center',
  padding: '12px 14px',
  background: 'transparent',
  border: 0,
  color: vars.color.text,
  textAlign: 'start',
  cursor: 'pointer',
  fontSize: 15,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 } },
  '@media': {
    [narrow]: { gridTemplateColumns: '12px minmax(0, 1fr)', gridTemplateAreas: '"dot title" ". time"' },
  },
});
export const dot = style({
  gridArea: 'dot',
  width: 10,
  height: 10,
  borderRadius: '50%',
  background: vars.color.danger,
});
export const dotRead = style({ gridArea: 'dot', width: 10, height: 10 });
export const messageTitle = style({
  gridArea: 'title',
  fontWeight: 700,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const messageTitleRead = style({
  gridArea: 'title',
  fontWeight: 400,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const messageTime = style({
  gridArea: 'time',
  fontSize: 12,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});
export const messageBody = style({
  paddingBlock: '0 14px',
  paddingInline: '36px 14px',
  display: 'grid',
  gap: 10,
});
