/**
 * How many of the header's menu entries fit in its bar, in order (spec §2 menu order), the rest going into the
 * "More" menu: every entry's width, the gap between two, the width of the More button and the room the bar has
 * (all in CSS pixels). All of them when they fit without More; else as many as fit beside More (at least none).
 */
export function fitCount(widths: readonly number[], gap: number, more: number, room: number): number {
  const total = widths.reduce((sum, w) => sum + w, 0) + gap * Math.max(0, widths.length - 1);
  if (total <= room) return widths.length;
  let used = more;
  let count = 0;
  for (const width of widths) {
    const next = used + gap + width;
    if (next > room) break;
    used = next;
    count += 1;
  }
  return count;
}

/** The widths where the header bar is shown (below them the side menu carries the menu and the bar is hidden). */
export const HEADER_BAR_MEDIA = 'screen and (min-width: 1024px)';
