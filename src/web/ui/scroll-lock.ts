/**
 * The page scroll lock of spec §4 ("Modal scroll lock stores the scroll position and restores it on close"), shared
 * by every open modal: the first lock stores the position and stops the page from scrolling, the last release
 * restores both, whatever order nested modals close in. The page keeps its scrollbar's room while locked, so
 * nothing below a dialog moves sideways when it opens.
 */
let holders = 0;
let saved = { top: 0, overflow: '', gutter: '' };

export function lockScroll(): () => void {
  const root = document.documentElement;
  if (holders === 0) {
    saved = { top: window.scrollY, overflow: root.style.overflow, gutter: root.style.scrollbarGutter };
    if (root.scrollHeight > root.clientHeight) root.style.scrollbarGutter = 'stable';
    root.style.overflow = 'hidden';
  }
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders > 0) return;
    root.style.overflow = saved.overflow;
    root.style.scrollbarGutter = saved.gutter;
    window.scrollTo({ top: saved.top, behavior: 'instant' });
  };
}
