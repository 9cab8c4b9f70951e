import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/web/theme/contract.css';

export { actions, countBadge, heading, muted, spread, title, visuallyHidden } from '@/web/ui/page.css';

const wide = 'screen and (min-width: 900px)';

// ---- Pages ----

export const page = style({ display: 'grid', gap: 16, minWidth: 0 });
export const narrowPage = style([page, { maxWidth: 860 }]);

export const notice = style({
  padding: '12px 16px',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  display: 'flex',
  flexWrap: 'wrap',
  gap: 12,
  alignItems: 'center',
  justifyContent: 'space-between',
});

// ---- Cards ----

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
});
export const card = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
  overflow: 'hidden',
  minWidth: 0,
  height: '100%',
});
export const cardImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  // The brands' promotion art is 2:1; a wider banner is shown whole (letterboxed), never cropped.
  aspectRatio: '2 / 1',
  objectFit: 'contain',
  background: vars.color.surfaceRaised,
});
export const cardBody = style({ display: 'grid', gap: 10, padding: 16, alignContent: 'start' });
export const cardTitle = style({ margin: 0, fontSize: 18, overflowWrap: 'anywhere' });
export const cardTitleLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const cardFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  alignItems: 'center',
  justifyContent: 'space-between',
  marginTop: 'auto',
});
export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: 6 });
export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 24,
  padding: '0 8px',
  borderRadius: 999,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: 12,
  fontWeight: 600,
});

// ---- State labels (a state that is not an action) ----

const stateBase = style({
  display: 'inline-flex',
  justifySelf: 'start',
  alignItems: 'center',
  minHeight: 40,
  padding: '0 14px',
  borderRadius: vars.radius.md,
  fontWeight: 600,
  fontSize: 14,
  border: `1px solid ${vars.color.border}`,
});
export const stateTone = styleVariants({
  neutral: [stateBase, { background: vars.color.surfaceRaised, color: vars.color.text }],
  good: [
    stateBase,
    { background: vars.color.success, color: vars.color.successText, borderColor: 'transparent' },
  ],
  bad: [
    stateBase,
    { background: vars.color.danger, color: vars.color.dangerText, borderColor: 'transparent' },
  ],
  waiting: [
    stateBase,
    { background: vars.color.surfaceRaised, color: vars.color.text, borderStyle: 'dashed' },
  ],
});

// ---- Detail ----

export const detail = style({
  display: 'grid',
  gap: 16,
  alignItems: 'start',
  '@media': { [wide]: { gridTemplateColumns: 'minmax(0, 1fr) 320px' } },
});
export const panel = style({
  padding: 20,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  display: 'grid',
  gap: 14,
  minWidth: 0,
});
export const heroImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  maxHeight: 400,
  borderRadius: vars.radius.lg,
  objectFit: 'contain',
  background: vars.color.surfaceRaised,
});
export const terms = style({ margin: 0, paddingInlineStart: 20, display: 'grid', gap: 6, lineHeight: 1.5 });
export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(96px, max-content) minmax(0, 1fr)',
  gap: '8px 16px',
});
export const factTerm = style({ color: vars.color.textMuted, fontSize: 14 });
export const factValue = style({ margin: 0, overflowWrap: 'anywhere', fontWeight: 600 });
/** The bonus rules on a card: the same facts, smaller and tighter. */
export const cardFacts = style([
  facts,
  { gridTemplateColumns: 'minmax(80px, max-content) minmax(0, 1fr)', gap: '2px 12px', fontSize: 13 },
]);
export const cardFactValue = style({ margin: 0, overflowWrap: 'anywhere' });
export const backLink = style({
  color: vars.color.text,
  fontSize: 14,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

// ---- Progress (turnover) ----

export const progress = style({ display: 'grid', gap: 6, minWidth: 0 });
export const progressTrack = style({
  height: 10,
  borderRadius: 999,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});
export const progressBar = style({ height: '100%', background: vars.color.primary, borderRadius: 999 });
export const progressDone = style({ background: vars.color.success });

// ---- Lists (reward center, bonus details) ----

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 });
export const row = style({
  padding: 16,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  display: 'grid',
  gap: 10,
  minWidth: 0,
});
export const amount = style({ fontSize: 20, fontWeight: 700, overflowWrap: 'anywhere' });
export const tableWrap = style({ overflowX: 'auto', minWidth: 0 });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: 14 });
export const th = style({
  textAlign: 'start',
  padding: '8px 10px',
  color: vars.color.textMuted,
  fontWeight: 600,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});
export const td = style({
  padding: '10px',
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});
export const numeric = style({ textAlign: 'end', whiteSpace: 'nowrap' });

/** Below 640 px a table's rows become cards: each cell on its own line after its column's name (data-label). */
const phone = 'screen and (max-width: 639.98px)';
export const stackedTable = style({});
globalStyle(`${stackedTable} thead`, {
  '@media': {
    [phone]: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' },
  },
});
globalStyle(`${stackedTable}, ${stackedTable} tbody, ${stackedTable} tr, ${stackedTable} td`, {
  '@media': { [phone]: { display: 'block', width: '100%' } },
});
globalStyle(`${stackedTable} tr`, {
  '@media': { [phone]: { padding: '8px 0', borderBottom: `1px solid ${vars.color.border}` } },
});
globalStyle(`${stackedTable} td`, {
  '@media': {
    [phone]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(96px, 40%) minmax(0, 1fr)',
      gap: 8,
      padding: '4px 0',
      border: 0,
      textAlign: 'start',
      whiteSpace: 'normal',
    },
  },
});
globalStyle(`${stackedTable} td::before`, {
  '@media': { [phone]: { content: 'attr(data-label)', color: vars.color.textMuted, fontSize: 13 } },
});

// ---- Application form ----

export const counter = style({ margin: 0, fontSize: 13, color: vars.color.textMuted, textAlign: 'end' });
export const counterOver = style({ color: vars.color.danger, fontWeight: 700 });
export const textarea = style({
  width: '100%',
  minHeight: 96,
  padding: 10,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  fontSize: 16,
  resize: 'vertical',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 0 },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});
export const thumbs = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 8,
  gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
});
export const thumb = style({ display: 'grid', gap: 4, fontSize: 12, minWidth: 0 });
export const thumbImage = style({
  width: '100%',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
});
export const thumbName = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const fileInput = style({
  position: 'absolute',
  width: 1,
  height: 1,
  opacity: 0,
  overflow: 'hidden',
});
export const fileButton = style({
  selectors: {
    [`${fileInput}:focus-visible + &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    [`${fileInput}:disabled + &`]: { opacity: 0.55, cursor: 'not-allowed' },
  },
});
/** An open bonus on the withdraw page: title and locked amount, its progress, its expiry. */
export const pocket = style({
  display: 'grid',
  gap: 6,
  padding: 12,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
});
/** A bonus's status cell: the badge, its locked amount and expiry, the cancel button. */
export const bonusState = style({ display: 'grid', gap: 4, justifyItems: 'start' });
export const smallButton = style({
  minHeight: 32,
  padding: '0 10px',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  fontSize: 13,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 } },
});
