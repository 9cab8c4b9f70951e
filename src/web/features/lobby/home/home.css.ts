import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@/web/theme/contract.css';

// minmax(0, 1fr): the hot carousel's track (12 slides with a minimum width) must not widen the page.
export const page = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 18 });
export const viewport = style({ overflow: 'hidden', borderRadius: vars.radius.lg });
export const track = style({ display: 'flex', touchAction: 'pan-y pinch-zoom' });
export const bannerSlide = style({ flex: '0 0 100%', minWidth: 0 });
export const bannerImage = style({
  display: 'block',
  width: '100%',
  // height: auto, or the height attribute (there for the aspect ratio) would fix it at 400 px on a phone.
  height: 'auto',
  aspectRatio: '16 / 5',
  objectFit: 'cover',
  background: vars.color.surfaceRaised,
});
export const bannerPlaceholder = style({ aspectRatio: '16 / 5', background: vars.color.surfaceRaised });
// The still banner keeps the same row (its height included) until the carousel replaces it.
export const dots = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  marginTop: 2,
  minHeight: 24,
});
/** A 24 px target (WCAG 2.2 target size) drawing a 10 px dot; the current one is a wider pill in the primary colour. */
export const dot = style({
  display: 'grid',
  placeItems: 'center',
  width: 24,
  height: 24,
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  '::before': {
    content: '""',
    width: 10,
    height: 10,
    borderRadius: 999,
    background: vars.color.textMuted,
  },
  selectors: { '&[aria-current="true"]::before': { width: 20, background: vars.color.primary } },
});
/** Pause/play of a carousel's autoplay: 24 px, so it fits the banner's dots row without changing its height. */
export const autoplayToggle = style({
  display: 'grid',
  placeItems: 'center',
  minWidth: 24,
  height: 24,
  padding: '0 6px',
  borderRadius: 999,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: 9,
  lineHeight: 1,
  cursor: 'pointer',
});
// Toward the inline start: leftward in left-to-right, rightward in right-to-left (the track overflows that way).
// Two plain keyframes rather than one through the direction variable: a keyframe that reads a custom property is
// animated on the main thread (a style recalculation and repaint every frame, a core of a cheap phone), a plain
// transform on the compositor.
const scrollLeft = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } });
const scrollRight = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(50%)' } });
export const marquee = style({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  minHeight: 40,
  paddingBlock: 0,
  paddingInline: '12px 6px',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});
export const marqueeWindow = style({ flex: 1, minWidth: 0, overflow: 'hidden', whiteSpace: 'nowrap' });
export const marqueeTrack = style({
  display: 'inline-flex',
  gap: 48,
  animation: `${scrollLeft} 40s linear infinite`,
  // Its own compositing layer: each frame moves it, nothing around it is painted again.
  willChange: 'transform',
  selectors: {
    '[dir="rtl"] &': { animationName: scrollRight },
    [`${marquee}:hover &, ${marquee}:focus-within &`]: { animationPlayState: 'paused' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animation: 'none',
      selectors: { '[dir="rtl"] &': { animation: 'none' } },
    },
  },
});
export const stats = style({
  display: 'grid',
  gap: 12,
  gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
});
export const panel = style({
  padding: 16,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  display: 'grid',
  gap: 8,
  alignContent: 'start',
});
export const panelTitle = style({ margin: 0, fontSize: 15, color: vars.color.textMuted, fontWeight: 600 });
export const jackpot = style({
  margin: 0,
  fontSize: 'clamp(26px, 5vw, 38px)',
  fontWeight: 800,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.primary,
  letterSpacing: '0.02em',
});
export const jackpotBadge = style({
  display: 'inline-block',
  marginInlineEnd: 6,
  padding: '0 6px',
  borderRadius: 999,
  fontSize: 11,
  fontWeight: 700,
  color: vars.color.primary,
  border: '1px solid currentColor',
});
const rise = keyframes({ from: { transform: 'translateY(0)' }, to: { transform: 'translateY(-50%)' } });
export const winnersWindow = style({ height: 150, overflow: 'hidden' });
export const winnersTrack = style({
  display: 'grid',
  gap: 6,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  animation: `${rise} 24s linear infinite`,
  willChange: 'transform',
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
export const winner = style({
  display: 'grid',
  gridTemplateColumns: '32px 1fr auto',
  gap: 8,
  alignItems: 'center',
  fontSize: 13,
});
export const winnerIcon = style({ width: 32, height: 32, borderRadius: 6, objectFit: 'cover' });
export const winAmount = style({
  fontWeight: 700,
  color: vars.color.success,
  fontVariantNumeric: 'tabular-nums',
});
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: 14 });
/**
 * A home section below the first screen is neither styled, laid out nor painted (nor its art drawn) until it
 * comes near the viewport: the phone's first seconds go to what is on screen. Its box keeps an estimate of its
 * height until then (one row of cards on a phone, two on a wide screen), then the height it last had.
 */
export const section = style({
  contentVisibility: 'auto',
  containIntrinsicBlockSize: 'auto 220px',
  '@media': { 'screen and (min-width: 900px)': { containIntrinsicBlockSize: 'auto 528px' } },
});
export const sectionHead = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: 12,
});
export const sectionTitle = style({ margin: 0, fontSize: 18 });
export const more = style({ fontSize: 14, fontWeight: 600 });
export const row = style({
  display: 'grid',
  gap: 12,
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(130px, 1fr)',
  overflowX: 'auto',
  paddingBottom: 4,
  '@media': {
    'screen and (min-width: 900px)': {
      gridAutoFlow: 'row',
      gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
    },
  },
});
export const hotSlide = style({
  flex: '0 0 calc((100% - 5 * 13px) / 6)',
  minWidth: 130,
  marginInlineEnd: 13,
});
export const arrows = style({ display: 'flex', alignItems: 'center', gap: 6 });
export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 4,
  justifyContent: 'center',
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
export const pageButton = style({
  minWidth: 36,
  height: 36,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[aria-current="page"]': { background: vars.color.primary, color: vars.color.primaryText } },
});
export const noticeItem = style({
  display: 'block',
  width: '100%',
  textAlign: 'start',
  padding: '10px 4px',
  border: 0,
  borderBottom: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
});
export const html = style({ overflowWrap: 'anywhere', lineHeight: 1.6 });
