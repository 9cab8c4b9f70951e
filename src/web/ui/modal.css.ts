import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { enterFromStart } from './direction.css';

const base = style({
  padding: 0,
  color: vars.color.text,
  selectors: { '&::backdrop': { background: vars.color.overlay } },
});

/** The three shapes of the one modal (Modal.tsx): a card, a menu drawer, the whole window (a game). */
export const dialog = styleVariants({
  dialog: [
    base,
    {
      width: 'min(440px, calc(100vw - 24px))',
      maxHeight: 'calc(100dvh - 24px)',
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.lg,
      background: vars.color.surface,
      boxShadow: vars.shadow.modal,
      overflow: 'auto',
    },
  ],
  drawer: [
    base,
    {
      // At the inline-start edge (the right in right-to-left), the whole height, entering from that edge.
      margin: 0,
      marginInlineEnd: 'auto',
      width: 'min(300px, 86vw)',
      maxWidth: 'none',
      height: '100dvh',
      maxHeight: 'none',
      border: 0,
      borderInlineEnd: `1px solid ${vars.color.border}`,
      background: vars.color.sidebarBg,
      color: vars.color.sidebarText,
      boxShadow: vars.shadow.modal,
      overflow: 'hidden',
      animation: `${enterFromStart} 180ms ease-out`,
      selectors: { '&[open]': { display: 'grid', gridTemplateRows: 'auto 1fr' } },
    },
  ],
  frame: [
    base,
    {
      margin: 0,
      width: '100vw',
      maxWidth: 'none',
      height: '100dvh',
      maxHeight: 'none',
      border: 0,
      background: '#000',
      overflow: 'hidden',
      selectors: { '&[open]': { display: 'grid', gridTemplateRows: 'auto 1fr' } },
    },
  ],
});

const headerBase = style({ display: 'flex', alignItems: 'center', gap: 8 });
export const header = styleVariants({
  dialog: [headerBase, { paddingBlock: '16px 0', paddingInline: '20px 16px' }],
  drawer: [
    headerBase,
    {
      paddingBlock: '10px 6px',
      paddingInline: '16px 10px',
      borderBottom: `1px solid ${vars.color.border}`,
    },
  ],
  frame: [headerBase, { padding: '6px 10px', background: vars.color.headerBg, color: vars.color.headerText }],
});

const titleBase = style({ flex: 1, margin: 0, minWidth: 0 });
export const title = styleVariants({
  dialog: [titleBase, { fontSize: 18 }],
  drawer: [titleBase, { fontSize: 16, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }],
  frame: [titleBase, { fontSize: 15, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }],
});

export const body = styleVariants({
  dialog: { padding: '12px 20px 20px', display: 'grid', gap: 14 },
  drawer: { padding: 10, overflowY: 'auto', overscrollBehavior: 'contain' },
  frame: { display: 'grid', minHeight: 0 },
});

const closeBase = style({
  flexShrink: 0,
  width: 36,
  height: 36,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  fontSize: 20,
  cursor: 'pointer',
});
export const close = styleVariants({
  dialog: [
    closeBase,
    {
      color: vars.color.textMuted,
      selectors: { '&:hover': { background: vars.color.surfaceRaised, color: vars.color.text } },
    },
  ],
  drawer: [
    closeBase,
    { color: 'inherit', selectors: { '&:hover': { background: vars.color.surfaceRaised } } },
  ],
  frame: [closeBase, { color: 'inherit', selectors: { '&:hover': { background: vars.color.headerHover } } }],
});
