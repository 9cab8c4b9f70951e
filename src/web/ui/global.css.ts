import { globalKeyframes, globalStyle } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import './fonts.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { WebkitTextSizeAdjust: '100%', scrollBehavior: 'smooth' });
globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  background: vars.color.bg,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: '15px',
  lineHeight: 1.5,
});
globalStyle('h1, h2, h3', { fontFamily: vars.font.heading, lineHeight: 1.25, margin: '0 0 0.5em' });
globalStyle('a', { color: vars.color.accent });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle(':focus-visible', { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle('img', { maxWidth: '100%' });
// A left-to-right input (an amount, a phone number: ui/Field.tsx) on a right-to-left page keeps to the page's side.
globalStyle('[dir="rtl"] input[dir="ltr"]', { textAlign: 'end' });
// Reduced motion ends animations at once (their end state kept). It sets no transition duration on every element:
// with the initial `transition-property: all` that made a transition of every property of every element, so a
// list shown by turning `visibility: hidden` off was still hidden when its first entry was focused (the header's
// More menu opened by the keyboard lost its focus). Components that move things turn their own transitions off.
globalStyle('*', {
  '@media': {
    '(prefers-reduced-motion: reduce)': { animationDuration: '0.01ms' },
  },
});

globalKeyframes('mq-spin', { to: { transform: 'rotate(360deg)' } });
// Out of the flow: a top margin here would collapse through #root into <body>, and <body> jumping back to the
// top when the app replaces the splash counted as a layout shift of the whole page (CLS 0.4 on a phone).
globalStyle('.boot-splash', {
  position: 'fixed',
  top: '40vh',
  insetInlineStart: 'calc(50% - 20px)',
  width: 40,
  height: 40,
  borderRadius: '50%',
  border: `3px solid ${vars.color.border}`,
  borderTopColor: vars.color.primary,
  animation: 'mq-spin 0.9s linear infinite',
});
